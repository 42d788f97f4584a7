import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { UsersPage } from './pages/UsersPage';

/** The simulator's row of one member, with its approve button. */
const memberRow = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('listitem').filter({ hasText: name });

test("a person signs in with WeCom through the simulator's page as a bound agent's member and lands signed in", async ({
  page,
}) => {
  // The demo seed binds demo_agent1 (张晓明) to the WeCom member zhangxiaoming.
  await page.goto('/user/loginWechat?tenant=demo');
  await expect(page.getByRole('heading', { name: '企业微信登录' })).toBeVisible();
  await expect(page.getByLabel(/企业代码/)).toHaveValue('demo');
  await page.getByRole('button', { name: '企业微信扫码登录' }).click();

  await expect(page).toHaveURL(/\/wecomSimulator\/authorize\?/);
  await expect(page.getByRole('heading', { name: '企业微信（本地模拟）' })).toBeVisible();
  const member = memberRow(page, '张晓明');
  await expect(member).toContainText('zhangxiaoming');
  await expect(member).toContainText('已绑定账号');
  await member.getByRole('button', { name: '确认登录' }).click();

  // Back on the sign-in page with the code, then on the agent's landing page, signed in as the password does it.
  await expect(page).toHaveURL('/remoteMeeting/list');
  await page.getByRole('button', { name: '个人中心' }).click();
  await page.getByRole('menuitem', { name: '个人设置' }).click();
  await expect(page.getByRole('dialog').getByLabel('账号')).toHaveValue('demo_agent1');
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token?.value).toBeTruthy();
});

test('a WeCom member bound to no account is told so, and may start again', async ({ page }) => {
  await page.goto('/user/loginWechat?tenant=demo');
  await page.getByRole('button', { name: '企业微信扫码登录' }).click();
  const unbound = memberRow(page, '赵敏');
  await expect(unbound).toContainText('未绑定账号');
  await unbound.getByRole('button', { name: '确认登录' }).click();
  await expect(page.getByRole('alert')).toContainText('该企业微信账号未绑定系统账号，请联系管理员绑定');
  await expect(page).toHaveURL(/\/user\/loginWechat\?code=/);
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page.getByRole('button', { name: '企业微信扫码登录' })).toBeVisible();
});

test("a tenant admin binds a user's WeCom account from the users list", async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const users = new UsersPage(page);
  await users.open();
  const row = users.rows().filter({ hasText: 'demo_agent2' });
  await row.getByRole('button', { name: '绑定企微' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('企业微信账号').fill('lijing');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('绑定成功！')).toBeVisible();
  await expect(row.getByRole('button', { name: '解除绑定' })).toBeVisible();
  await expect(row.getByRole('button', { name: '绑定企微' })).toHaveCount(0);

  // The same member may not sign in two accounts of the tenant.
  const other = users.rows().filter({ hasText: 'demo_agent3' });
  await other.getByRole('button', { name: '绑定企微' }).click();
  await dialog.getByLabel('企业微信账号').fill('lijing');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('该企业微信账号已绑定其他用户')).toBeVisible();
});
