import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

const roles = [
  { loginName: 'demo_agent1', landing: '/remoteMeeting/list', groups: ['工作台', '业务记录', '资源管理', 'SOP管理', '运营', '设置'], denied: '/tenantSetting/list' },
  { loginName: 'demo_oadmin', landing: '/5gTask/list', groups: ['智能机器人', '内容管理', '内容审核', '设置', '资源监控', '通讯管理', '会话管理', '业务记录'], denied: '/customerServiceGroup' },
  { loginName: 'demo_tadmin', landing: '/5gTask/list', groups: ['智能机器人', '内容管理', '内容审核', '设置', '资源监控', '通讯管理', '会话管理', '业务记录'], denied: '/RoleAuthoritySetting' },
  { loginName: 'sysadmin', landing: '/5gTask/list', groups: ['智能机器人', '内容管理', '内容审核', '设置', '资源监控', '通讯管理', '会话管理', '业务记录'], denied: '/remoteMeeting/list' },
];

for (const role of roles) {
  test(`${role.loginName} signs in, lands where the menu says, sees its groups and nothing outside them`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.signIn(role.loginName);
    await expect(page).toHaveURL(role.landing);
    await expect(page.getByText('登录成功')).toBeVisible();
    expect(await new Shell(page).menuGroupNames()).toEqual(role.groups);
    await page.goto(role.denied);
    await expect(page).toHaveURL('/user/permissionDenied');
    await expect(page.getByText('很抱歉，您没有权限访问该页面。')).toBeVisible();
  });
}

test('the served app answers client routes with the app and unknown API paths with the envelope', async ({ page, request }) => {
  await page.goto('/user/login');
  await expect(page).toHaveTitle('智慧展业平台');
  const missing = await request.get('/api/nothing/here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ errCode: 404, errInfo: '接口不存在' });
});
