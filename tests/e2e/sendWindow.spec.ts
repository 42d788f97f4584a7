import { expect, test } from './fixtures';
import { clockField } from './pages/ClockFields';
import { LoginPage } from './pages/LoginPage';

test("a tenant admin sets the tenant's send window in 系统设置, and the new-task dialog sends within it", async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/systemSetting');
  const setting = page.getByRole('group', { name: '5G/富媒体发送时间' });
  await clockField(setting, '开始时间').type('09:00');
  await clockField(setting, '结束时间').type('21:30');
  await setting.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('配置成功')).toBeVisible();

  await page.reload();
  await expect(clockField(setting, '开始时间').kept()).toHaveValue('09:00');
  await expect(clockField(setting, '结束时间').kept()).toHaveValue('21:30');
  // A 24-hour clock whatever the browser's own, never 09:30 PM.
  await expect(clockField(setting, '结束时间').shown()).toHaveText('21:30结束时间');

  await page.goto('/richMediaTask/list');
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('dialog').getByText('发送时间：09:00 - 21:30')).toBeVisible();
});
