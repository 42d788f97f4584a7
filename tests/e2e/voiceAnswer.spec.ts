import { devices } from '@playwright/test';
import type { ListResult } from '../../src/schemas/api';
import type { OutboxMessage } from '../../src/schemas/deliveryTask';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';

test.use({ speechEngine: true });

test('with a speech engine on, the customer holds the button, says no, and hears the no-reply', async ({
  browser,
  server,
  request,
  asr,
}) => {
  const admin = await AdminApi.as(request, 'demo_tadmin');
  await admin.call('PUT', '/api/mediaDeliverPlatform/sendWindow', { startSendTime: '00:00', finishSendTime: '00:00' });
  const interaction = await admin.findOne<{ _id: string }>(
    '/api/videoInteractionTemplate/list',
    'name',
    '保障计划意向询问',
  );
  const task = await admin.call<{ _id: string }>('POST', '/api/mediaDeliverPlatform/create', {
    deliverType: 'richMedia',
    interactionTemplateId: interaction._id,
    recipients: [{ name: '张三', phone: '13900000001' }],
  });
  let link = '';
  await expect
    .poll(async () => {
      const sent = await admin.call<ListResult<OutboxMessage>>(
        'GET',
        `/api/mediaDeliverPlatform/list/${task._id}/outbox`,
      );
      link = sent.list[0]?.link ?? '';
      return link;
    })
    .toMatch(/\/videoData\//);

  const phone = await (await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url })).newPage();
  await phone.goto(new URL(link).pathname);
  await phone.getByRole('button', { name: '播放' }).click();
  await expect(phone.getByText('按住下方按钮说出您的回答，松开即发送；也可以直接点选')).toBeVisible();

  // What the engine will hear; the fake microphone's tone is what the page records and streams to it.
  asr!.transcript = ['不需要'];
  await phone.getByRole('button', { name: '按住说话' }).hover();
  await phone.mouse.down();
  await expect(phone.getByRole('button', { name: '松开发送' })).toBeVisible();
  // Speaking takes a moment: the button is held for it.
  await phone.waitForTimeout(1000);
  await phone.mouse.up();
  await expect(phone.getByTestId('reply')).toHaveText('好的，感谢您的关注，祝您生活愉快。');
  expect(asr!.sessions.at(-1)?.frames.length).toBeGreaterThan(10);

  const answers = await admin.call<ListResult<{ answer: string | null; outcome: string | null }>>(
    'GET',
    `/api/mediaDeliverPlatform/list/${task._id}/part1`,
  );
  expect(answers.list[0]).toMatchObject({ answer: '不需要', outcome: 'no' });
});
