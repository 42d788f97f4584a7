import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

const GOOD = 'Good#Pass123';

test('the platform admin finds tenants of the default system and recharges one', async ({ page }) => {
  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/tenantSetting/list');
  const demo = page.locator('tbody tr').filter({ hasText: '德安人寿保险' });
  await expect(demo).toContainText('60000');
  await demo.getByRole('button', { name: '充值' }).click();
  await expect(page.getByTestId('tenant-minutes')).toContainText('总时长: 60,000 分钟');
  await page.getByLabel('充值时长(分钟)').fill('0');
  await page.getByRole('button', { name: '充值' }).click();
  await expect(page.getByText('请输入1~10000000之间的整数')).toBeVisible();
  await page.getByLabel('充值时长(分钟)').fill('100');
  await page.getByRole('button', { name: '充值' }).click();
  await expect(page.getByText('充值成功!')).toBeVisible();
  await expect(page.getByTestId('tenant-minutes')).toContainText('总时长: 60,100 分钟　剩余时长: 45,310 分钟');
});

test('the platform admin gives a tenant its own storage quota, which its admin sees in 系统设置', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/tenantSetting/list');
  const acme = page.locator('tbody tr').filter({ hasText: '恒裕财富' });
  await expect(acme.getByRole('cell', { name: '默认', exact: true })).toBeVisible();
  await acme.getByRole('button', { name: '编辑' }).click();
  await page.getByLabel('存储配额(GB)').fill('0');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入1~1000000之间的整数')).toBeVisible();
  await page.getByLabel('存储配额(GB)').fill('3');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(acme.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  const admin = await LoginPage.inNewContext(browser, server.url, 'acme_tadmin');
  await admin.goto('/systemSetting');
  await expect(admin.getByText(/^存储空间：已用 .+ \/ 共 3\.0 GB$/)).toBeVisible();
  await admin.context().close();

  // Cleared, the tenant is back on the default.
  await acme.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByLabel('存储配额(GB)')).toHaveValue('3');
  await page.getByLabel('存储配额(GB)').clear();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(acme.getByRole('cell', { name: '默认', exact: true })).toBeVisible();
});

test('a role made in the roles screen decides what its users see', async ({ page, browser, server, request }) => {
  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/RoleAuthoritySetting/create');
  await page.getByLabel(/^角色名称/).fill('只读坐席');
  const tree = page.getByTestId('menu-tree');
  await tree.getByLabel('工作台').check();
  await tree.getByLabel('通话记录').check();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const made = page.locator('tbody tr').filter({ hasText: '只读坐席' });
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('智慧展业');
  await expect(made).not.toContainText('zhzy');

  const api = await AdminApi.as(request, 'sysadmin');
  const roles = await api.call<{ list: { _id: string; roleName: string }[] }>(
    'GET',
    '/api/sysRole?pageSize=500&roleName=只读坐席',
  );
  const tenants = await api.call<{ list: { _id: string; code: string }[] }>(
    'GET',
    '/api/tenant?pageSize=500&useSystem=zhzy',
  );
  const demo = tenants.list.find((t) => t.code === 'demo')?._id ?? '';
  await api.call('PUT', '/api/sysRole', { id: roles.list[0]?._id, tenants: [demo] });
  const orgs = await api.call<{ list: { _id: string; orgName: string }[] }>(
    'GET',
    `/api/organizations?pageSize=200&searchTenant=${demo}`,
  );
  await api.call('POST', '/api/agents', {
    loginName: 'reader1',
    fullName: '只读',
    agentRole: roles.list[0]?._id,
    tenant: demo,
    orgAccount: orgs.list.find((o) => o.orgName === '北京分公司')?._id,
    password: GOOD,
    confirmPassword: GOOD,
    encrypted: false,
  });

  const context = await browser.newContext({ baseURL: server.url });
  const reader = await context.newPage();
  await new LoginPage(reader).signIn('reader1', GOOD);
  await expect(reader).toHaveURL('/remoteMeeting/list');
  expect(await new Shell(reader).menuGroupNames()).toEqual(['工作台', '业务记录']);
  await reader.goto('/accountSetting');
  await expect(reader).toHaveURL('/user/permissionDenied');
  await context.close();
});
