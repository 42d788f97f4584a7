import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test("a tenant admin sets the tenant's send window in 系统设置, and the new-task dialog sends within it", async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/systemSetting');
  const setting = page.getByRole('group', { name: '5G/富媒体发送时间' });
  await setting.getByLabel('开始时间').fill('09:00');
  await setting.getByLabel('结束时间').fill('21:30');
  await setting.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('配置成功')).toBeVisible();

  await page.reload();
  await expect(setting.getByLabel('开始时间')).toHaveValue('09:00');
  await expect(setting.getByLabel('结束时间')).toHaveValue('21:30');

  await page.goto('/richMediaTask/list');
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('dialog').getByText('发送时间：09:00 - 21:30')).toBeVisible();
});
