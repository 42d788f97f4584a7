import { devices, type Browser } from '@playwright/test';
import type { ListResult } from '../../src/schemas/api';
import type { OutboxMessage } from '../../src/schemas/deliveryTask';
import type { InteractionDetail } from '../../src/schemas/interactionTemplate';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { AgentCallBox } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';
import { SpokenPlayback } from './pages/SpokenPlayback';

test.use({ seedFiles: true });

/** A customer's phone opening the link of a message. */
async function phoneAt(browser: Browser, baseURL: string, link: string) {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  return page;
}

test('an admin sends approved content to two customers; one answers no, the other yes and an agent rings; a third is handed to the mini program', async ({
  page,
  browser,
  server,
  request,
}) => {
  test.setTimeout(180_000);
  // Seeded through the API: an all-day send window, and the demo interaction with yes handed to the default service group.
  const admin = await AdminApi.as(request, 'demo_tadmin');
  await admin.call('PUT', '/api/mediaDeliverPlatform/sendWindow', { startSendTime: '00:00', finishSendTime: '00:00' });
  const seeded = await admin.findOne<{ _id: string }>('/api/videoInteractionTemplate/list', 'name', '保障计划意向询问');
  const { content } = await admin.call<InteractionDetail>('GET', `/api/videoInteractionTemplate/${seeded._id}`);
  const group = await server.ctx.db
    .selectFrom('agentGroups as g')
    .innerJoin('tenants as t', 't.id', 'g.tenantId')
    .select('g.id')
    .where('t.code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const made = await admin.call<{ _id: string }>('POST', '/api/videoInteractionTemplate', { name: '转人工意向询问' });
  await admin.call('PUT', `/api/videoInteractionTemplate/${made._id}`, {
    name: '转人工意向询问',
    ...content,
    staffServiceForAnswerYes: group.id,
    transferStrategyForAnswerYes: 'direct',
  });

  // And a 5G task of a Q&A card whose yes goes on in the mini program, for a third customer.
  const mini = await admin.call<{ _id: string }>('POST', '/api/videoInteractionTemplate', { name: '小程序意向询问' });
  await admin.call('PUT', `/api/videoInteractionTemplate/${mini._id}`, {
    name: '小程序意向询问',
    ...content,
    transferStrategyForAnswerYes: 'miniProgram',
  });
  const task = await admin.call<{ _id: string }>('POST', '/api/mediaDeliverPlatform/create', {
    deliverType: 'callFive',
    interactionTemplateId: mini._id,
    recipients: [{ name: '王五', phone: '13900000003' }],
  });
  let link = '';
  await expect
    .poll(async () => {
      link =
        (await admin.call<ListResult<OutboxMessage>>('GET', `/api/mediaDeliverPlatform/list/${task._id}/outbox`))
          .list[0]?.link ?? '';
      return link;
    })
    .toMatch(/\/videoData\//);

  const agentContext = await browser.newContext({ baseURL: server.url });
  const agentPage = await agentContext.newPage();
  await new LoginPage(agentPage).signInOnline(server, 'demo_agent2');

  // The admin seeded through the API above, so the browser's sign-in takes the session over.
  const login = new LoginPage(page);
  await login.open();
  await login.submit('demo_tadmin');
  await login.dialog().getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/5gTask/list');
  await page.goto('/richMediaTask/list');
  await page.getByRole('button', { name: '新建任务' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('视频内容').click();
  await page.getByRole('option', { name: '年金产品介绍（客户版）' }).click();
  await dialog.getByLabel('互动模板').click();
  await page.getByRole('option', { name: '转人工意向询问' }).click();
  await dialog.getByLabel('收件人（每行：姓名,手机号）').fill('张三,13900000001\n李四,13900000002');
  await expect(dialog.getByText('共2个收件人')).toBeVisible();
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('创建成功！')).toBeVisible();
  await expect(page.getByRole('cell', { name: '已完成' })).toBeVisible();
  await page.getByRole('button', { name: '详情' }).click();
  await page.getByRole('tab', { name: '短信发件箱' }).click();
  const outbox = page.getByRole('table', { name: '短信发件箱' });
  await expect(outbox.getByRole('row')).toHaveCount(3);
  const links = await outbox
    .getByRole('link', { name: '打开' })
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(links).toHaveLength(2);

  // Both customers watch at once; the first answers no by tapping, the second yes.
  const [first, second] = await Promise.all(links.map((link) => phoneAt(browser, server.url, link)));
  for (const customer of [first!, second!]) await customer.getByRole('button', { name: '播放' }).click();
  await expect(first!.getByText('暂未开启语音回答，请点击下方按钮回答')).toBeVisible({ timeout: 20_000 });
  await new SpokenPlayback(first!.getByTestId('inquiry-audio')).isHeard();
  await first!.getByRole('button', { name: '不需要' }).click();
  await expect(first!.getByTestId('reply')).toHaveText('好的，感谢您的关注，祝您生活愉快。');
  await new SpokenPlayback(first!.getByTestId('reply-audio')).isHeard();
  await second!.getByRole('button', { name: '需要', exact: true }).click();
  const callBox = new AgentCallBox(agentPage).box();
  await expect(callBox).toBeVisible();
  await expect(callBox).toContainText('李四');
  await expect(second!).toHaveURL(/\/customer\/call/);

  await page.getByRole('tab', { name: '互动详情' }).click();
  const part1 = page.getByRole('table', { name: '互动详情' });
  await expect(part1.getByRole('row', { name: /张三.*已回答.*不需要.*否定/ })).toBeVisible();
  await expect(part1.getByRole('row', { name: /李四.*已回答.*需要.*肯定/ })).toBeVisible();
  await page.getByRole('tab', { name: '视频详情' }).click();
  const part2 = page.getByRole('table', { name: '视频详情' });
  await expect(part2.getByRole('row', { name: /张三.*13900000001.*\d+ 详情$/ })).toBeVisible();
  await expect(part2.getByRole('row', { name: /李四.*13900000002.*\d+ 详情$/ })).toBeVisible();
  await page.getByRole('tab', { name: '通话质量' }).click();
  const transferred = page.getByRole('table', { name: '通话质量' }).getByRole('row', { name: /李四.*(排队中|振铃中)/ });
  await expect(transferred).toBeVisible();

  // One recipient's 详情: what was sent and answered, what was watched, and the call to staff.
  await transferred.getByRole('button', { name: '详情' }).click();
  const job = page.getByRole('dialog', { name: '李四的详情' });
  await expect(job.getByRole('region', { name: '互动详情' })).toContainText('回答结果：肯定');
  await expect(job.getByRole('region', { name: '互动详情' })).toContainText('李四您好');
  await expect(job.getByRole('region', { name: '视频详情' })).toContainText('视频内容：年金产品介绍（客户版）');
  await expect(job.getByRole('region', { name: '视频详情' })).toContainText(/观看时长：\d+秒/);
  await expect(job.getByRole('region', { name: '通话质量' })).toContainText(/转人工：(排队中|振铃中)/);
  await job.getByRole('button', { name: '关闭' }).click();
  await expect(job).toBeHidden();

  // The third customer hears the reply, then the mini program's link opens (the local simulator's page, no
  // WeChat app being configured).
  const third = await phoneAt(browser, server.url, link);
  await third.getByRole('button', { name: '播放' }).click();
  await third.getByRole('button', { name: '需要', exact: true }).click();
  await expect(third.getByTestId('reply')).toHaveText('好的，您的专属顾问马上联系您。');
  await expect(third.getByRole('link', { name: '打开小程序客服' })).toBeVisible();
  await expect(third).toHaveURL(/\/customer\/miniProgram\?/);
  await expect(third.getByRole('heading', { name: '小程序客服（模拟）' })).toBeVisible();
  await expect(third.getByText('本页面代替微信小程序')).toBeVisible();
  await expect(third.getByTestId('mini-program-任务编号')).toHaveText(link.split('/').pop()!);
});

test('the platform admin filters the rich-media tasks by company', async ({ page, request, server }) => {
  const admin = await AdminApi.as(request, 'demo_tadmin');
  const sources = await admin.call<{ contents: { _id: string }[] }>(
    'GET',
    '/api/mediaDeliverPlatform/mediaConfig/list',
  );
  await admin.call('POST', '/api/mediaDeliverPlatform/create', {
    deliverType: 'richMedia',
    videoContentId: sources.contents[0]!._id,
    name: '公司筛选任务',
    recipients: [{ name: '王五', phone: '13900000003' }],
  });
  const names = Object.fromEntries(
    (await server.ctx.db.selectFrom('tenants').select(['code', 'name']).execute()).map((r) => [r.code, r.name]),
  );

  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/richMediaTask/list');
  const row = page.getByTestId('delivery-task').filter({ hasText: '公司筛选任务' });
  await expect(row).toBeVisible();
  const pick = async (name: string) => {
    await page.getByRole('combobox', { name: '公司' }).click();
    await page.getByRole('option', { name, exact: true }).click();
  };
  await pick(names.acme!);
  await expect(row).toHaveCount(0);
  await pick(names.demo!);
  await expect(row).toBeVisible();
  await pick('全部公司');
  await expect(row).toBeVisible();
});
