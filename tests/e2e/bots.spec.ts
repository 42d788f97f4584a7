import type { BotFlow } from '../../src/domain/botFlow';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
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
  await expect(preview.getByTestId('bot-event')).toHaveText('BOT_FINAL');
  await expect(preview.getByTestId('bot-phase')).toHaveText('对话结束');
});
