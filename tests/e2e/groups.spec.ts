import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test('a tenant admin makes a service group, picking its agents transfer-style from its organisation', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/customerServiceGroup/create');
  await page.getByLabel(/^客服组名称/).fill('车险组');
  await page.getByRole('combobox', { name: /^机构/ }).click();
  await page.getByRole('option', { name: '北京分公司' }).click();
  const source = page.getByTestId('transfer-source');
  await expect(source).toContainText('demo_agent1');
  await expect(source).not.toContainText('demo_agent3');
  await source.getByText(/demo_agent1/).click();
  await source.getByText(/demo_agent2/).click();
  await page.getByRole('button', { name: '添加 >' }).click();
  await expect(page.getByTestId('transfer-target')).toContainText('已选坐席（2）');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: '车险组' });
  await expect(row).toContainText('张晓明、李静');
  await expect(row).toContainText('北京分公司');
});
