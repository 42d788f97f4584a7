import type { Kysely } from 'kysely';
import type { BotFlow, BotFlowNode } from '../../src/domain/botFlow';
import type { DB } from '../db/types';

const node = (
  nodeId: string,
  name: string,
  words: string,
  next: Partial<BotFlowNode['next']> = {},
  extra: Partial<BotFlowNode> = {},
): BotFlowNode => ({
  nodeId,
  name,
  words,
  eventType: 'normal',
  intents: { yes: ['是', '好的', '需要', '可以'], no: ['不是', '不需要', '不用'] },
  next: { yes: null, no: null, default: null, ...next },
  ...extra,
});

const visitFlow: BotFlow = {
  nodes: [
    node('n1', '开场', '您好，这里是客户回访，请问您是保单的投保人吗？', { yes: 'n2', no: 'n4' }),
    node('n2', '满意度', '请问您对我们的服务满意吗？', { yes: 'n3', no: 'n3', default: 'n3' }),
    node('n3', '结束', '感谢您的配合，祝您生活愉快，再见。'),
    node('n4', '致歉', '抱歉打扰您了，再见。'),
  ],
};

const renewalFlow: BotFlow = {
  nodes: [
    node('n1', '提醒', '您好，您的车险即将到期，需要为您发送续保报价吗？', { yes: 'n2' }),
    node('n2', '留资', '请留下您的联系方式，稍后短信发送报价。', { yes: 'n3' }, { eventType: 'sms' }),
    node('n3', '结束', '报价已发送，感谢您的接听。'),
  ],
};

/** The platform's public 保险回访 video bot, allotted to the demo tenant, and the demo tenant's own 续保提醒 voice bot. */
export async function seedBots(db: Kysely<DB>): Promise<void> {
  const demo = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirst();
  if (!demo) return;
  const shared = await db
    .insertInto('bots')
    .values({
      kind: 'video',
      name: '保险回访机器人',
      botKey: 'demo_visit',
      tenantId: null,
      isPublic: true,
      flow: JSON.stringify(visitFlow),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('botTenants').values({ botId: shared.id, tenantId: demo.id }).execute();
  await db
    .insertInto('bots')
    .values({
      kind: 'audio',
      name: '续保提醒',
      botKey: 'demo_renewal',
      tenantId: demo.id,
      flow: JSON.stringify(renewalFlow),
    })
    .execute();
}
