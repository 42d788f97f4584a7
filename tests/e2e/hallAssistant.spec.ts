import { DEMO_PASSWORD, expect, test } from './fixtures';
import { callAnswered } from './pages/CallPages';
import { HallShare } from './pages/HallShare';
import { LoginPage } from './pages/LoginPage';

test.use({ speechEngine: true });

test('with useSop, the assistant takes the panel once the agent shares, hears the conversation, suggests the script and records the confirmation', async ({
  page,
  browser,
  server,
  asr,
}) => {
  // The company's script for the closing step, as a tenant admin keeps it in the script library.
  const login = await page.request.post('/api/login', {
    data: { loginName: 'demo_tadmin', password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const script = {
    product: '少儿教育金计划',
    stage: '促成确认',
    title: '投保确认',
    content: '请您确认已了解保障内容、领取安排和犹豫期的权利，确认后为您办理投保。',
    keywords: ['投保', '购买'],
    confirmKeywords: ['确认'],
  };
  expect(
    (
      (await (
        await page.request.post('/api/sop/scripts', { headers: { 'access-token': token }, data: script })
      ).json()) as { errCode: number }
    ).errCode,
  ).toBe(0);
  // What the customer says, as the speech engine will hear it.
  asr!.transcript = ['我想给孩子投保', '好的，我确认购买'];

  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const { close } = await callAnswered(page, browser, server.url);
  const agentShare = new HallShare(page);
  await agentShare.shareButton('少儿教育金计划').click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共享产品成功')).toBeVisible();

  const assistant = agentShare.assistant();
  await expect(assistant).toBeVisible();
  await expect(assistant.getByText('暂无匹配的话术')).toBeVisible();
  await assistant.getByRole('button', { name: '开始识别' }).click();
  // The microphone streams to the engine, which answers with what it is still hearing.
  await expect(assistant.getByTestId('sop-transcript')).toContainText('我想');
  await expect.poll(() => asr!.sessions.at(-1)?.frames.length ?? 0).toBeGreaterThan(2);
  await assistant.getByRole('button', { name: '停止识别' }).click();

  const transcript = assistant.getByTestId('sop-transcript');
  await expect(transcript).toContainText('我想给孩子投保');
  await expect(transcript).toContainText('好的，我确认购买');
  await expect(assistant.getByTestId('sop-script')).toContainText('投保确认');
  await expect(assistant.getByText('已记录客户确认：确认')).toBeVisible();
  const room = await server.ctx.db
    .selectFrom('serviceRooms')
    .select('id')
    .where('status', '=', 'inProgress')
    .executeTakeFirstOrThrow();
  const recorded = await server.ctx.db
    .selectFrom('sopCheckpoints')
    .select(['kind', 'keyword', 'text'])
    .where('serviceId', '=', room.id)
    .execute();
  expect(recorded).toEqual([{ kind: 'confirmation', keyword: '确认', text: '好的，我确认购买' }]);

  // The footer's 共享 brings the share list back.
  await agentShare.openShareList();
  await expect(agentShare.tab('链接')).toBeVisible();
  await close();
});
