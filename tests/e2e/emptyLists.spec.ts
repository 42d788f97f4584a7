import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';

/** English react-admin would show, or a resource named by its route ('Accountsettings'). */
const NOT_CHINESE = /No results|found|Accountsetting|Customerservicegroup|Callrecord/i;

test('an empty list says 暂无数据, and a filter nothing matches says so with a way back', async ({ page, request }) => {
  // Every service group of the acme tenant has been removed.
  const admin = await AdminApi.as(request, 'sysadmin');
  const groups = await admin.call<{ list: { _id: string; tenant: { name: string } }[] }>(
    'GET',
    '/api/agentGroup/list?pageSize=100',
  );
  for (const group of groups.list.filter((g) => g.tenant.name === '恒裕财富'))
    await admin.call('DELETE', `/api/agentGroup?id=${group._id}`);
  await new LoginPage(page).signIn('acme_tadmin');
  const list = new ListPage(page);
  const main = page.locator('#main-content');

  await list.open('/customerServiceGroup');
  await expect(list.total()).toHaveText('共 0 条');
  await expect(main.getByText('暂无数据', { exact: true })).toBeVisible();
  await expect(main).not.toContainText(NOT_CHINESE);

  await list.open('/accountSetting');
  await expect(list.row('acme_agent1')).toBeVisible();
  await page.getByRole('textbox', { name: '账号' }).fill('nobody-of-ours');
  await expect(main.getByText('没有符合条件的数据')).toBeVisible();
  await expect(list.total()).toHaveText('共 0 条');
  await expect(main).not.toContainText(NOT_CHINESE);
  await main.getByRole('button', { name: '清除筛选' }).click();
  await expect(list.row('acme_agent1')).toBeVisible();
});

test("an agent's call records on a tab with no call speak Chinese", async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const list = new ListPage(page);
  const main = page.locator('#main-content');
  await list.open('/callRecord/list');
  await expect(list.rows().first()).toBeVisible();
  await page.getByRole('tab', { name: '排队中' }).click();
  await expect(main.getByText('没有符合条件的数据')).toBeVisible();
  await expect(list.total()).toHaveText('共 0 条');
  await expect(main).not.toContainText(NOT_CHINESE);
});
