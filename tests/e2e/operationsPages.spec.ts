import { DEMO_PASSWORD, expect, test } from './fixtures';
import { clockField } from './pages/ClockFields';
import { LoginPage } from './pages/LoginPage';

test('a tenant admin sets the recording sync window and the audit notice mails, which stay after a reload', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/systemSetting');
  const sync = page.getByRole('group', { name: '录制同步时间' });
  await clockField(sync, '开始时间').type('22:00');
  await clockField(sync, '结束时间').type('06:00');
  await sync.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('配置成功')).toBeVisible();

  const mail = page.getByLabel('邮箱', { exact: true });
  await mail.fill('not-a-mail');
  await page.getByRole('button', { name: '添加邮箱' }).click();
  await expect(page.getByText('请输入正确的邮箱')).toBeVisible();
  await mail.fill(' Audit@Example.com ');
  await page.getByRole('button', { name: '添加邮箱' }).click();
  await expect(page.getByText('更新成功')).toBeVisible();
  await expect(page.getByRole('button', { name: 'audit@example.com' })).toBeVisible();

  await page.reload();
  await expect(clockField(sync, '开始时间').kept()).toHaveValue('22:00');
  await expect(clockField(sync, '结束时间').kept()).toHaveValue('06:00');
  await expect(page.getByRole('button', { name: 'audit@example.com' })).toBeVisible();
});

test('the platform admin counts the accounts registered in a period, sees a new one counted, and exports the table', async ({
  page,
  server,
}) => {
  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/StatisticsRegister');
  const total = page.getByText(/^合计：\d+$/);
  await expect(total).toBeVisible();
  const before = Number((await total.textContent())?.replace('合计：', ''));

  // One more account, made today by a tenant admin.
  const login = await page.request.post('/api/login', {
    data: { loginName: 'demo_tadmin', password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const role = await server.ctx.db
    .selectFrom('sysRoles')
    .select('id')
    .where('level', '=', '1')
    .executeTakeFirstOrThrow();
  const org = await server.ctx.db
    .selectFrom('orgAccounts')
    .select('id')
    .where('orgName', '=', '上海分公司')
    .executeTakeFirstOrThrow();
  const created = await page.request.post('/api/agents', {
    headers: { 'access-token': token },
    data: {
      loginName: 'stats_new',
      fullName: '周新',
      password: 'Welcome@2026',
      confirmPassword: 'Welcome@2026',
      agentRole: `${role.id}|1`,
      orgAccount: org.id,
      encrypted: false,
    },
  });
  expect(((await created.json()) as { errCode: number }).errCode).toBe(0);

  await page.getByRole('button', { name: '查询' }).click();
  await expect(total).toHaveText(`合计：${before + 1}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('注册统计.xlsx');
});

test('an agent publishes a WeCom moments task to two customers and follows it to the end', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/wecomMomentsTask/list');
  await expect(page.getByText('暂无任务')).toBeVisible();
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('heading', { name: '新建任务 · 企微朋友圈任务' })).toBeVisible();
  await page.getByLabel('任务名称').fill('周年庆朋友圈');
  await page.getByLabel('发送内容').fill('感谢三年来的信任，周年庆活动本周开始');
  await page.getByLabel('王先生').check();
  await page.getByLabel('李女士').check();
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('创建成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/wecomMomentsTask\/list$/);
  await page
    .getByRole('row', { name: /周年庆朋友圈/ })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page.getByTestId('wecom-progress')).toHaveText('已完成 · 发送进度 2/2', { timeout: 15_000 });
  await expect(page.getByRole('row', { name: /王先生/ })).toContainText('已发送');
  await expect(page.getByRole('row', { name: /李女士/ })).toContainText('已发送');
});

test('an agent reads the sales template and the workflow built from the company scripts', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { loginName: 'demo_tadmin', password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  for (const script of [
    {
      product: '养老年金',
      stage: '开场破冰',
      title: '养老规划开场',
      content: '您好，今天和您聊聊退休后的现金流安排。',
      keywords: ['退休'],
    },
    {
      product: '养老年金',
      stage: '风险提示',
      title: '犹豫期提示',
      content: '您有15天犹豫期，期间退保不扣费用。',
      keywords: ['犹豫期'],
    },
  ]) {
    const answer = (await (
      await page.request.post('/api/sop/scripts', { headers: { 'access-token': token }, data: script })
    ).json()) as { errCode: number };
    expect(answer.errCode).toBe(0);
  }

  await new LoginPage(page).signIn('demo_agent1', undefined, '/sopIframe/template');
  const row = page.getByRole('row', { name: /养老年金/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('养老规划开场');
  await expect(row.getByRole('cell').nth(5)).toHaveText('犹豫期提示');

  await page.goto('/sopIframe/workflow');
  const stages = page.getByRole('listitem');
  await expect(stages).toHaveCount(6);
  await expect(stages.nth(0)).toContainText('开场破冰');
  await expect(stages.nth(0)).toContainText('养老年金：养老规划开场');
  await expect(stages.nth(4)).toContainText('风险提示');
  await expect(stages.nth(4)).toContainText('养老年金：犹豫期提示');
  await expect(stages.nth(1)).not.toContainText('养老年金');
});
