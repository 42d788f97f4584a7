import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { giveOutdatedPassword } from './pages/DirectDatabase';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

test('asks for the account and the password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账号/邮箱')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('the login page shows before its code has come, and what is typed meanwhile stays once the code takes over', async ({
  page,
  browser,
  server,
  request,
}) => {
  // Without any script the page is there: its title, its form, and a sign-in that waits for the code.
  const scriptless = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const drawn = await scriptless.newPage();
    await drawn.goto('/user/login?entry=star');
    await expect(drawn).toHaveTitle('销售同屏平台');
    await expect(drawn.getByRole('heading', { name: '销售同屏平台' })).toBeVisible();
    await expect(drawn.getByLabel('账号/邮箱')).toBeVisible();
    await expect(drawn.getByRole('button', { name: '登录' })).toBeDisabled();
  } finally {
    await scriptless.close();
  }
  // Its code is fetched at once but starts after the browser has painted it: a module script would run as soon as
  // the HTML is parsed, and the paint would wait for it.
  const html = await (await request.get('/user/login')).text();
  const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/index-[^"]+\.js)">/.exec(html)?.[1];
  const starter = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  expect(entry, 'the app entry, preloaded').toBeDefined();
  expect(starter).toMatch(/-after-paint\.js$/);
  const starts = await (await request.get(starter!)).text();
  expect(starts).toContain(`import(${JSON.stringify(entry)})`);
  expect(starts).toContain('requestAnimationFrame');

  // The sign-in's code held back on the way: the person types into the page drawn ahead, then the code comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LoginApp-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const login = new LoginPage(page);
  await login.open();
  await login.fill('demo_agent1', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: '登录' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  await expect(page.getByLabel('账号/邮箱')).toHaveValue('demo_agent1');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
});

test('a wrong password shows the 519 text; after nine the right password hears that the account is locked', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit('acme_agent1', 'Wrong@12345');
  await expect(page.getByText('密码错误，请重新输入，密码错误超过9次系统将自动锁定')).toBeVisible();
  for (let attempt = 2; attempt <= 9; attempt++) {
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/login')),
      page.getByRole('button', { name: '登录' }).click(),
    ]);
  }
  await expect(page.getByText('密码错误，请重新输入，密码错误超过9次系统将自动锁定').first()).toBeVisible();
  await expect(page.getByText('密码错误次数过多，账号已被锁定，请联系管理员解冻')).toHaveCount(0);
  await login.fill('acme_agent1', DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('密码错误次数过多，账号已被锁定，请联系管理员解冻').first()).toBeVisible();
  await expect(page).toHaveURL('/user/login');
});

test('sign-in attempts beyond the limit for one account are told to wait', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.fill('nobody_here', 'Wrong@12345');
  // The default limit: ten attempts a minute per account name.
  for (let attempt = 1; attempt <= 10; attempt++) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/login')),
      page.getByRole('button', { name: '登录' }).click(),
    ]);
    expect(answer.status()).toBe(200);
  }
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/login')),
    page.getByRole('button', { name: '登录' }).click(),
  ]);
  expect(refused.status()).toBe(429);
  await expect(page.getByText('请求过于频繁，请稍后重试')).toBeVisible();
  await expect(page.getByText('发送request失败…')).toHaveCount(0);
});

test('signing in elsewhere asks first, then forces the first browser offline with the message', async ({
  page,
  browser,
}) => {
  const first = new LoginPage(page);
  await first.signInThroughForm('demo_agent2');

  const otherContext = await browser.newContext();
  const second = new LoginPage(await otherContext.newPage());
  await second.open();
  await second.submit('demo_agent2');
  await expect(second.dialog()).toContainText('该账号已在其他设备登录，确认要继续登录吗?');
  await second.dialog().getByRole('button', { name: '确定' }).click();
  await expect(second.page).toHaveURL('/remoteMeeting/list');

  await expect(page.getByText('您已被强制下线，如有疑问请联系管理员')).toBeVisible();
  await expect(page).toHaveURL('/user/login');
  await otherContext.close();
});

test('a password that no longer meets the rules must be changed before going on', async ({ page, server }) => {
  await giveOutdatedPassword(server, 'demo_agent3', 'weakpass');
  const login = new LoginPage(page);
  await login.open();
  await login.submit('demo_agent3', 'weakpass');
  await expect(login.dialog()).toContainText('您的密码不符合规则，请修改密码');
  await login.dialog().getByRole('button', { name: '确定' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原密码').fill('weakpass');
  await dialog.getByLabel('新密码').fill('stillweak');
  await dialog.getByLabel('确认密码').fill('stillweak');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('密码需包含大小写字母、数字、非字母字符，最少三种')).toBeVisible();
  await dialog.getByLabel('新密码').fill('Stronger#2026');
  await dialog.getByLabel('确认密码').fill('Stronger#2026');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL('/remoteMeeting/list');
});

test('logout returns to the login page, and an anonymous visit goes there after a second', async ({ page }) => {
  await new LoginPage(page).signInThroughForm('demo_agent1');
  await expect(page.getByRole('button', { name: '个人中心' })).toContainText('张晓明');
  await new Shell(page).logout();
  await expect(page).toHaveURL('/user/login');
  await expect(page.getByText('退出登录成功')).toBeVisible();

  await page.goto('/callRecord/list');
  await expect(page.getByText('未登录，即将跳转到登录页…')).toBeVisible();
  await expect(page).toHaveURL('/user/login');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/user/login');
});

/** A sign-in URL for an account, minted through the API by its tenant admin. */
async function mintSignInUrl(request: APIRequestContext, loginName: string): Promise<string> {
  const admin = await AdminApi.as(request, 'demo_tadmin');
  const agent = await admin.findOne('/api/agents/list', 'loginName', loginName);
  return (await admin.call<{ url: string }>('POST', '/api/auth/secretFreeToken', { agentId: agent._id })).url;
}

test('a sign-in URL from an admin logs the agent in once and hides logout', async ({ page, request }) => {
  const url = await mintSignInUrl(request, 'demo_agent1');

  await page.goto(url);
  await expect(page).toHaveURL('/remoteMeeting/list');
  await new Shell(page).openUserMenu();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toHaveCount(0);

  const second = await page.context().newPage();
  await second.goto(url);
  await expect(second.getByText('自动登录失败')).toBeVisible();
});

test('a sign-in URL with a serviceId continues to the meeting; one with type=5G starts a 5G session, unless one is in progress', async ({
  browser,
  request,
  server,
}) => {
  const mint = () => mintSignInUrl(request, 'demo_agent2');

  const meeting = await browser.newContext({ baseURL: server.url });
  const meetingPage = await meeting.newPage();
  await meetingPage.goto(`${await mint()}&serviceId=svc-42`);
  await expect(meetingPage).toHaveURL('/exhibitionHall/meetingList/svc-42');
  // Signed in and on the meeting page, which knows no room svc-42.
  await expect(meetingPage.getByText('会话不存在或已结束')).toBeVisible();
  await expect(meetingPage.getByRole('link', { name: '返回会议列表' })).toBeVisible();
  await meeting.close();

  const fiveG = await browser.newContext({ baseURL: server.url });
  const fiveGPage = await fiveG.newPage();
  await fiveGPage.goto(`${await mint()}&type=5G`);
  await fiveGPage.waitForURL(/\/fiveGCall\/[0-9a-f-]{36}$/);
  await fiveG.close();

  const again = await browser.newContext({ baseURL: server.url });
  const againPage = await again.newPage();
  await againPage.goto(`${await mint()}&type=5G`);
  await expect(againPage).toHaveURL('/fifthGeneration/list');
  await expect(againPage.getByText('您当前已有进入的会话，请勿重复进入')).toBeVisible();
  await again.close();
});
