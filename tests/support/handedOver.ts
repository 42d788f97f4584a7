import { expect } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { DeliveryTaskRecord, OutboxMessage } from '../../src/schemas/deliveryTask';
import type { InteractionDetail } from '../../src/schemas/interactionTemplate';
import type { TestApp } from './testApp';

/** 10:00 on a day in China: inside the demo tenant's window (09:00–20:00). */
export const IN_WINDOW = new Date('2026-11-26T10:00:00+08:00');

/**
 * A task whose Q&A card hands a yes over to the mini program (with a service group named too, which must not
 * ring anyone), sent to two recipients: answers the recipients' link ids.
 */
export async function handedOverTask(t: TestApp, token: string): Promise<string[]> {
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token, body });
  const seeded = (
    await call<ListResult<{ _id: string; name: string }>>('GET', '/api/videoInteractionTemplate/list?pageSize=100')
  ).result!.list.find((r) => r.name === '保障计划意向询问')!;
  const { content } = (await call<InteractionDetail>('GET', `/api/videoInteractionTemplate/${seeded._id}`)).result!;
  const group = await t.ctx.db
    .selectFrom('agentGroups as g')
    .innerJoin('tenants as tn', 'tn.id', 'g.tenantId')
    .select('g.id')
    .where('tn.code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const made = (await call<{ _id: string }>('POST', '/api/videoInteractionTemplate', { name: '小程序意向询问' }))
    .result!;
  const saved = await call('PUT', `/api/videoInteractionTemplate/${made._id}`, {
    name: '小程序意向询问',
    ...content,
    staffServiceForAnswerYes: group.id,
    transferStrategyForAnswerYes: 'miniProgram',
  });
  expect(saved.errCode).toBe(0);
  const recipients = [
    { name: '张三', phone: '13900000001' },
    { name: '李四', phone: '13900000002' },
  ];
  const task = (
    await call<DeliveryTaskRecord>('POST', '/api/mediaDeliverPlatform/create', {
      deliverType: 'richMedia',
      interactionTemplateId: made._id,
      recipients,
    })
  ).result!;
  for (let i = 0; i < 200; i += 1) {
    const sent = (await call<ListResult<OutboxMessage>>('GET', `/api/mediaDeliverPlatform/list/${task._id}/outbox`))
      .result!.list;
    if (sent.length === recipients.length) return sent.map((message) => message.link!.split('/').pop()!);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the task was not sent');
}
