import { DEMO_ACCOUNTS } from '../../server/seed/demo';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { PageAudit } from './pages/PageAudit';
import { Shell } from './pages/Shell';

const adminGroups = [
  '智能机器人',
  '内容管理',
  '内容审核',
  '设置',
  '资源监控',
  '通讯管理',
  '会话管理',
  '业务记录',
  '资源管理',
];
const roles = [
  {
    loginName: 'demo_agent1',
    landing: '/remoteMeeting/list',
    groups: ['工作台', '业务记录', '资源管理', '内容管理', 'SOP管理', '运营', '企业微信', '设置'],
    denied: '/tenantSetting/list',
  },
  {
    loginName: 'demo_oadmin',
    landing: '/5gTask/list',
    groups: [...adminGroups, 'SOP管理'],
    denied: '/customerServiceGroup',
  },
  {
    loginName: 'demo_tadmin',
    landing: '/5gTask/list',
    groups: [...adminGroups, 'SOP管理'],
    denied: '/RoleAuthoritySetting',
  },
  { loginName: 'sysadmin', landing: '/5gTask/list', groups: adminGroups, denied: '/remoteMeeting/list' },
];

for (const role of roles) {
  test(`${role.loginName} signs in, lands where the menu says, sees its groups and nothing outside them`, async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.signInThroughForm(role.loginName);
    await expect(page).toHaveURL(role.landing);
    await expect(page.getByText('登录成功')).toBeVisible();
    expect(await new Shell(page).menuGroupNames()).toEqual(role.groups);
    await page.goto(role.denied);
    await expect(page).toHaveURL('/user/permissionDenied');
    await expect(page.getByText('很抱歉，您没有权限访问该页面。')).toBeVisible();
  });
}

// One account per menu: the menu follows the tenant and the role's level, so the demo's other agents of a tenant repeat it.
const oneAccountPerMenu = DEMO_ACCOUNTS.filter(
  (account, index) =>
    DEMO_ACCOUNTS.findIndex((other) => other.tenant === account.tenant && other.level === account.level) === index,
);

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  for (const account of oneAccountPerMenu) {
    test(`${account.loginName} lands on a built page, and every menu entry opens one`, async ({ page }) => {
      test.setTimeout(240_000);
      const audit = new PageAudit(page);
      await audit.watchNotifications();
      await new LoginPage(page).signIn(account.loginName);
      const shell = new Shell(page);
      const landing = new URL(page.url()).pathname;
      await shell.expectBuiltPage(landing);
      const entries = await shell.menuEntries();
      expect(entries.map((entry) => entry.path)).toContain(landing);
      // The video-sales tenant says 同屏 where the others say 会议 (spec 1 §1).
      if (account.tenant === 'cmb_videoSells') expect(entries.map((entry) => entry.name)).toContain('远程同屏');
      else if (account.level === '1') expect(entries.map((entry) => entry.name)).toContain('远程会议');
      // Every entry is walked, and what a person would notice on each is gathered, so one run names every defect.
      const findings: string[] = [];
      for (const entry of entries) {
        await shell.menuEntry(entry.name).click();
        await shell.expectBuiltPage(entry.path);
        await audit.settled();
        findings.push(...(await audit.findings(`${entry.name} ${entry.path}`)));
      }
      expect(findings).toEqual([]);
    });
  }
});

test('an unknown path goes to the login page, signed in or not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/user/login');
  await new LoginPage(page).signIn('demo_agent1');
  for (const unknown of ['/no/such/page', '/sopIframe/nothing']) {
    await page.goto(unknown);
    await expect(page).toHaveURL('/user/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  }
  await page.goto('/callRecord/list');
  await expect(page.getByRole('menuitem', { name: '通话记录' })).toBeVisible();
});

test('the served app answers client routes with the app and unknown API paths with the envelope', async ({
  page,
  request,
}) => {
  await page.goto('/user/login');
  await expect(page).toHaveTitle('智慧展业平台');
  const missing = await request.get('/api/nothing/here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ errCode: 404, errInfo: '接口不存在' });
});

test('the browser gets the pages and scripts compressed, and a client that takes no compression gets them whole', async ({
  page,
  request,
}) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    if (!['document', 'script'].includes(response.request().resourceType())) return;
    void response.allHeaders().then((headers) => {
      encodings.set(new URL(response.url()).pathname, headers['content-encoding'] ?? 'none');
    });
  });
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  const scripts = [...encodings.keys()].filter((pathname) => pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(encodings.get('/user/login')).toBe('br');
  // Every script comes compressed but one too small to gain from it; asked for whole, each comes whole.
  for (const script of scripts) {
    const whole = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(whole.headers()['content-encoding'], script).toBeUndefined();
    const bytes = (await whole.body()).length;
    expect(Number(whole.headers()['content-length']), script).toBe(bytes);
    if (bytes >= 1024) expect(encodings.get(script), script).toBe('br');
  }
  expect(scripts.filter((script) => encodings.get(script) === 'br').length).toBeGreaterThan(scripts.length / 2);
});

test('a tenant admin sees the tenant name with used and remaining minutes', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.getByTestId('tenant-quota').hover();
  await expect(page.getByText('已用时长: 14,790 分钟')).toBeVisible();
  await expect(page.getByText('剩余时长: 45,210 分钟')).toBeVisible();
});

test('an agent sets its status from the header, and has no quota popover', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await expect(page.getByTestId('tenant-quota')).toHaveCount(0);
  await page.getByTestId('service-status').click();
  await page.getByRole('option', { name: '忙碌' }).click();
  await expect(page.getByText('状态已切换为忙碌')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('service-status')).toContainText('忙碌');
});

test('the menu highlight follows the route', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await expect(page.getByRole('menuitem', { name: '远程会议' })).toHaveClass(/RaMenuItemLink-active/);
  await page.getByRole('menuitem', { name: '通话记录' }).click();
  await expect(page).toHaveURL('/callRecord/list');
  await expect(page.getByRole('menuitem', { name: '通话记录' })).toHaveClass(/RaMenuItemLink-active/);
  await expect(page.getByRole('menuitem', { name: '远程会议' })).not.toHaveClass(/RaMenuItemLink-active/);
});

test('leaving a meeting page through the menu asks first', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/exhibitionHall/meetingList');
  await page.goto('/exhibitionHall/sameScreen');
  await page.getByRole('menuitem', { name: '通话记录' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定要结束同屏吗？');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL('/exhibitionHall/sameScreen');
  await page.getByRole('menuitem', { name: '通话记录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/callRecord/list');
});

test('same-screen pages refuse browsers other than Chrome with a blocking notice', async ({ browser, server }) => {
  const firefox = await browser.newContext({
    baseURL: server.url,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const page = await firefox.newPage();
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/sameScreen');
  await expect(page.getByRole('dialog')).toContainText('当前浏览器不支持同屏服务，请使用Chrome浏览器打开');
  await firefox.close();
});

test('an agent edits its own name and contact details, with its role shown but not editable', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const shell = new Shell(page);
  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: '个人设置' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('角色')).toBeDisabled();
  await expect(dialog.getByLabel('角色')).toHaveValue('坐席');
  await expect(dialog.getByText('车险')).toBeVisible();
  await expect(dialog.getByLabel('公司')).toHaveCount(0);
  await expect(dialog.getByLabel('机构')).toHaveCount(0);
  await dialog.getByLabel('邮箱').fill('not-an-email');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的邮箱')).toBeVisible();
  await dialog.getByLabel('邮箱').fill('zxm@example.com');
  await dialog.getByLabel('姓名').fill('张晓明二');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑用户信息成功！')).toBeVisible();
  await expect(page.getByRole('button', { name: '个人中心' })).toContainText('张晓明二');
});

test('the interface speaks Chinese by default and English on request', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await expect(page.getByRole('button', { name: '刷新' })).toBeVisible();
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByTestId('service-status')).toContainText('Idle');
});

test('a script error shows the 500 page with a return button, and is reported to the server', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const stored = await page.evaluate(() => localStorage.getItem('agent') ?? '');
  // A malformed role (menus that are not a list) makes the menu throw while rendering.
  await page.evaluate((agent) => {
    const broken = JSON.parse(agent) as { agentRole: { menus: unknown } };
    broken.agentRole.menus = 42;
    localStorage.setItem('agent', JSON.stringify(broken));
  }, stored);
  const report = page.waitForRequest((request) => request.url().endsWith('/api/log') && request.method() === 'POST');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('500');
  await expect(page.getByText('抱歉，页面出错了')).toBeVisible();
  const sent = (await report).postDataJSON() as { level: string; label: string; content: string };
  expect(sent.level).toBe('error');
  expect(sent.label).toContain('script error');
  await page.evaluate((agent) => localStorage.setItem('agent', agent), stored);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL('/remoteMeeting/list');
  await expect(page.getByRole('menuitem', { name: '通话记录' })).toBeVisible();
});

test('date and time pickers speak the chosen locale', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/mechanismSetting/create');
  await page
    .getByRole('button', { name: /^选择时间/ })
    .first()
    .click();
  await expect(page.getByRole('listbox', { name: /小时|时/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /^Choose time/ }).first()).toBeVisible();
});
