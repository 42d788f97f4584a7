import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test('a tenant admin adds an organisation with its working time, disables and deletes it', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/mechanismSetting');
  await expect(page.getByTestId('list-total')).toHaveText('共 2 条');
  // The total is said once: the pager's range names only the rows shown.
  await expect(page.getByText(/共 2 条/)).toHaveCount(1);
  await expect(page.getByText('第 1-2 条')).toBeVisible();
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveURL('/mechanismSetting/create');
  // The list's own filter is also labelled 机构名称: the name is typed once the form has taken the page.
  await expect(page.getByRole('heading', { name: '新建机构' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveCount(0);
  await page.getByLabel(/^机构名称/).fill('demo-c');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: 'demo-c' });
  await expect(row).toContainText('上午 09:00-12:00，下午 13:30-18:00');

  await row.getByRole('button', { name: '禁用' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('禁用成功')).toBeVisible();
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: 'demo-c' })).toHaveCount(0);
});
