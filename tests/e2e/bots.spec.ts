import { devices } from '@playwright/test';
import type { BotFlow } from '../../src/domain/botFlow';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { AgentCallBox, agreeToRecording } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';
import { SpokenPlayback } from './pages/SpokenPlayback';
import { VideoPlayback } from './pages/VideoPlayback';

const flow: BotFlow = {
  nodes: [
    {
      nodeId: 'n1',
      name: '确认身份',
      words: '您好，请问是张先生吗？',
      eventType: 'normal',
      intents: { yes: ['是'], no: ['不是'] },
      next: { yes: 'n2', no: null, default: null },
    },
    {
      nodeId: 'n2',
      name: '留资',
      words: '稍后请留下您的联系方式',
      eventType: 'sms',
      intents: { yes: [], no: [] },
      next: { yes: 'n3', no: null, default: null },
    },
    {
      nodeId: 'n3',
      name: '结束',
      words: '感谢您的配合，再见',
      eventType: 'normal',
      intents: { yes: [], no: [] },
      next: { yes: null, no: null, default: null },
    },
  ],
};

// The third node shows the demo's rendered video content.
test.use({ seedFiles: true });

test('a bot preview walks a three-node flow, through an sms form, to BOT_FINAL, showing and saying each node', async ({
  page,
  request,
  server,
}) => {
  const api = await AdminApi.as(request, 'demo_oadmin');
  const { id } = await api.call<{ id: string }>('POST', '/api/videoBot', { name: '回访机器人' });
  await api.call('PUT', `/api/videoBot/${id}`, { flow });
  const template = await api.call<VideoTemplateDetail>('POST', '/api/videoTemplate', { name: '回访画面' });
  const video = await server.ctx.db
    .selectFrom('videoContents')
    .select('id')
    .where('name', '=', '年金产品介绍（客户版）')
    .executeTakeFirstOrThrow();
  await api.call('PUT', `/api/videoBot/${id}/relateMaterial`, {
    botNode: { nodeId: 'n1', videoTemplateId: template._id, pointId: template.content.interactionInfo[0]!.id },
  });
  await api.call('PUT', `/api/videoBot/${id}/relateMaterial`, { botNode: { nodeId: 'n3', videoId: video.id } });

  await page.clock.install();
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto(`/VideoBotManagement/editor/${id}`);
  await expect(page.getByTestId(/^bot-node-/)).toHaveCount(3);

  await page.goto('/VideoBotManagement/list');
  const row = page.getByRole('row', { name: /回访机器人/ });
  await row.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog');
  await preview.getByRole('button', { name: '开始' }).click();
  await expect(preview.getByTestId('bot-words')).toHaveText('您好，请问是张先生吗？');
  // The engine's events are told in words, never by their codes.
  await expect(preview.getByTestId('bot-event')).toHaveText('机器人回复');
  // The template node's picture shows, and the words are heard before the answer is recorded.
  await expect
    .poll(() => preview.getByTestId('bot-background').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(375);
  await new SpokenPlayback(preview.getByTestId('bot-voice')).isHeard();
  await expect(preview.getByTestId('bot-phase')).toHaveText('录音中');
  await preview.getByLabel('客户回答').fill('是的');
  await preview.getByRole('button', { name: '发送' }).click();
  await expect(preview.getByTestId('bot-words')).toHaveText('稍后请留下您的联系方式');
  await expect(preview.getByTestId('bot-form')).toBeHidden();

  await page.clock.fastForward(2000);
  await preview.getByTestId('bot-form').getByRole('button', { name: '提交' }).click();
  await expect(preview.getByTestId('bot-words')).toHaveText('感谢您的配合，再见');
  await expect(preview.locator('video[data-testid="bot-background"]')).toBeVisible();
  await new VideoPlayback(preview.getByTestId('bot-background')).plays();
  await new SpokenPlayback(preview.getByTestId('bot-voice')).isHeard();
  await expect(preview.getByTestId('bot-event')).toHaveText('对话完成');
  await expect(preview.getByTestId('bot-phase')).toHaveText('对话结束');
});

test('a customer talks to a bot and asks for a person: the agent of the transfer group rings, answers, and reads what was said in the hall', async ({
  page,
  browser,
  request,
  server,
}) => {
  // The tenant's bot, and its 转人工配置 naming the service group that takes the customers it hands over.
  const admin = await AdminApi.as(request, 'demo_tadmin');
  const { id } = await admin.call<{ id: string }>('POST', '/api/videoBot', { name: '年金险助手' });
  await admin.call('PUT', `/api/videoBot/${id}`, {
    flow: {
      nodes: [
        {
          nodeId: 'n1',
          name: '问候',
          words: '您好，我是小安，想了解一下年金险吗？',
          eventType: 'normal',
          intents: { yes: ['是', '想'], no: ['不'] },
          next: { yes: 'n2', no: null, default: null },
        },
        {
          nodeId: 'n2',
          name: '介绍',
          words: '年金险可以为您提供稳定的养老现金流，需要为您发送产品资料吗？',
          eventType: 'normal',
          intents: { yes: ['需要'], no: ['不需要'] },
          next: { yes: 'n3', no: null, default: null },
        },
        {
          nodeId: 'n3',
          name: '结束',
          words: '资料已发送，感谢您的关注',
          eventType: 'normal',
          intents: { yes: [], no: [] },
          next: { yes: null, no: null, default: null },
        },
      ],
    } satisfies BotFlow,
  });
  const group = await server.ctx.db
    .selectFrom('agentGroups as g')
    .innerJoin('tenants as t', 't.id', 'g.tenantId')
    .select('g.id')
    .where('t.code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await admin.call('PUT', '/api/fiveTransfer/config', {
    enabled: true,
    agentGroupId: group.id,
    strategy: 'idleFirst',
    waitSeconds: 60,
    waitText: '正在为您转接人工客服，请稍候',
    busyText: '当前坐席繁忙，请稍后再试',
  });

  // The agent waits at the workbench; every sound the page plays is noted, so the ring is heard.
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.dataset.ring ?? this.currentSrc);
      return play.call(this);
    };
  });
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const agent = new AgentCallBox(page);
  await expect(page.getByRole('combobox', { name: '坐席状态' })).toHaveText('空闲');

  // The customer opens the bot's page on a phone, says who they are and talks.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const customer = await phone.newPage();
  await agreeToRecording(customer);
  await customer.goto(`/customer/bot?tenant=demo&botId=${id}`);
  await customer.getByLabel('姓名').fill('王先生');
  await customer.getByLabel('手机号').fill('13800138000');
  await customer.getByRole('button', { name: '开始对话' }).click();
  await expect(customer.getByTestId('bot-words')).toHaveText('您好，我是小安，想了解一下年金险吗？');
  await customer.getByLabel('请输入您的回答').fill('是的，想了解');
  await customer.getByRole('button', { name: '发送' }).click();
  await expect(customer.getByTestId('bot-words')).toHaveText(/年金险可以为您提供稳定的养老现金流/);
  await customer.getByRole('button', { name: '转人工' }).click();
  await expect(customer.getByTestId('bot-chat-handing')).toContainText('正在为您转接人工客服，请稍候');

  // The customer waits for the call asked of the transfer group; the agent's call box rings.
  await expect(customer).toHaveURL(/\/customer\/call\?/);
  await expect(customer.getByTestId('call-waiting')).toBeVisible();
  await expect(agent.box()).toContainText('王先生');
  await expect(agent.box()).toContainText('13800138000');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played.includes('incoming-call')))
    .toBe(true);
  await agent.answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
  await expect(customer).toHaveURL(/\/customer\/room\//);
  await expect(customer.getByTestId('connected')).toHaveText('已接通顾问：张晓明');

  // The hall opens on what the bot and the customer said.
  const transcript = page.getByTestId('bot-transcript');
  await expect(transcript).toContainText('客户与「年金险助手」的对话');
  await expect(transcript.getByTestId('bot-transcript-line')).toHaveText([
    /^机器人.*您好，我是小安，想了解一下年金险吗？$/,
    /^客户.*是的，想了解$/,
    /^机器人.*年金险可以为您提供稳定的养老现金流/,
    /^客户.*转人工$/,
  ]);
  await phone.close();
});
