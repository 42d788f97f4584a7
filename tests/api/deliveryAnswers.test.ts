import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import {
  spokenTexts,
  type CustomerTask,
  type DeliveryRecipientRecord,
  type DeliverySources,
  type DeliveryTaskRecord,
  type OutboxMessage,
} from '../../src/schemas/deliveryTask';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** 10:00 on a day in China: inside the demo tenant's send window (09:00–20:00). */
const IN_WINDOW = new Date('2026-11-26T10:00:00+08:00');

describe.each(databaseKinds)('a customer’s delivery answers on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const links: string[] = [];
  let taskId = '';

  const call = <T>(who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], body });
  const until = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://video.example.com' }, { seedFiles: true, now: () => IN_WINDOW });
    for (const name of ['demo_tadmin', 'demo_oadmin']) tokens[name] = await t.tokenFor(name);
    const sources = (await call<DeliverySources>('demo_oadmin', 'GET', '/api/mediaDeliverPlatform/mediaConfig/list'))
      .result!;
    const recipients = [
      { name: '张三', phone: '13900000001' },
      { name: '李四', phone: '13900000002' },
    ];
    const made = await call<DeliveryTaskRecord>('demo_oadmin', 'POST', '/api/mediaDeliverPlatform/create', {
      deliverType: 'richMedia',
      videoContentId: sources.contents[0]!._id,
      recipients,
    });
    taskId = made.result!._id;
    await until(
      async () =>
        (await call<DeliveryTaskRecord>('demo_tadmin', 'GET', `/api/mediaDeliverPlatform/list/${taskId}`)).result
          ?.status === 'finished',
    );
    const outbox = (
      await call<ListResult<OutboxMessage>>('demo_tadmin', 'GET', `/api/mediaDeliverPlatform/list/${taskId}/outbox`)
    ).result!.list;
    links.push(...outbox.map((message) => message.link!.split('/').pop()!));
  });
  afterAll(async () => {
    await t.close();
  });

  it('synthesises a task’s spoken words once, however often its page is asked for', async () => {
    const say = vi.spyOn(t.ctx.spokenWords, 'say');
    const first = await t.call<CustomerTask>('GET', `/api/mediaDeliverJob/detail?taskId=${links[0]}`);
    const words = new Set(Object.values(spokenTexts(first.result!.interaction!)).filter(Boolean));
    expect(words.size).toBeGreaterThan(1);
    await until(async () => say.mock.calls.length >= words.size);
    await Promise.all(
      Array.from({ length: 20 }, () => t.call('GET', `/api/mediaDeliverJob/detail?taskId=${links[0]}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(say).toHaveBeenCalledTimes(words.size);
    say.mockRestore();
  });

  it('keeps the first answer: a second one, later or sent at once, is refused and changes nothing, and the task detail shows the first', async () => {
    const answer = (taskId: string, text: string) =>
      t.call('POST', '/api/mediaDeliverJob/answer', { body: { taskId, answer: text } });
    expect(await answer(links[0]!, '不需要')).toMatchObject({ errCode: 0, result: { outcome: 'no' } });
    expect(await answer(links[0]!, '好的，需要')).toEqual({ errCode: 409, errInfo: '您已回复，无需重复提交' });

    const together = await Promise.all([
      answer(links[1]!, '不需要'),
      answer(links[1]!, '不需要了'),
      answer(links[1]!, '没兴趣'),
    ]);
    expect(together.filter((a) => a.errCode === 0)).toHaveLength(1);
    for (const refused of together.filter((a) => a.errCode !== 0))
      expect(refused).toEqual({ errCode: 409, errInfo: '您已回复，无需重复提交' });

    const part1 = (
      await call<ListResult<DeliveryRecipientRecord>>(
        'demo_tadmin',
        'GET',
        `/api/mediaDeliverPlatform/list/${taskId}/part1`,
      )
    ).result!.list;
    expect(part1.find((r) => r.phone === '13900000001')).toMatchObject({
      status: 'answered',
      outcome: 'no',
      answer: '不需要',
    });
    expect(part1.find((r) => r.phone === '13900000002')).toMatchObject({ status: 'answered', outcome: 'no' });
  });
});
