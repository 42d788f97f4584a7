import { sql, type Kysely } from 'kysely';
import type { InboundCall } from '../../../src/schemas/callService';
import type { IncomingCall } from '../../../src/schemas/events';
import type { DB } from '../../db/types';
import type { Realtime } from '../../plugins/realtime';
import type { CallServiceSessions } from '../callService';
import { FIVE_G_ROOM } from './views';

/**
 * Customers' calls to a tenant's 5G service (spec 2 §3 "Income record", §4.3 incoming-call mode): the call
 * service hands each one over; it is offered to the tenant's idle online agent who has waited longest, as
 * an income record and a '5G来电' in that agent's call box, and withdrawn when the call ends unanswered.
 */
export class FiveGIncomes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly callService: CallServiceSessions,
  ) {}

  /** Offers the call to an agent of the service's tenant; false when the service is no tenant's or nobody is free. */
  async offer(call: InboundCall): Promise<boolean> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select('id')
      .where(sql<string>`fifth_generation_config->>'appKey'`, '=', call.appKey)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!tenant) return false;
    const income = await this.db.transaction().execute(async (trx) => {
      const agent = await trx
        .selectFrom('agents as a')
        .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
        .select('a.id')
        .where('a.tenantId', '=', tenant.id)
        .where('a.status', '=', true)
        .where('a.online', '=', true)
        .where('a.serviceStatus', '=', 'idle')
        .where('r.level', '=', '1')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('serviceRooms as s')
                .select('s.id')
                .whereRef('s.agentId', '=', 'a.id')
                .where('s.roomFrom', '=', FIVE_G_ROOM)
                .where('s.status', '=', 'inProgress'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('fiveGIncomes as i')
                .select('i.id')
                .whereRef('i.agentId', '=', 'a.id')
                .where('i.status', '=', 'ringing'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('calls as c')
                .select('c.id')
                .whereRef('c.agentId', '=', 'a.id')
                .where('c.status', '=', 'ringing'),
            ),
          ),
        )
        .orderBy('a.statusSince')
        .orderBy('a.id')
        .limit(1)
        .forUpdate(['a'])
        .executeTakeFirst();
      if (!agent) return null;
      return trx
        .insertInto('fiveGIncomes')
        .values({
          tenantId: tenant.id,
          agentId: agent.id,
          userPhone: call.phone,
          isVideo: call.media === 'video',
          flowId: call.flowId,
          callId: call.callId,
        })
        .returning(['id', 'agentId', 'createdAt'])
        .executeTakeFirstOrThrow();
    });
    if (!income) return false;
    const session = await this.callService.forTenant(tenant.id).catch(() => null);
    if (!session) {
      await this.withdraw(call.callId);
      return false;
    }
    const incoming: IncomingCall = {
      callId: call.callId,
      incomeId: income.id,
      userName: '',
      phone: call.phone,
      flowId: call.flowId,
      isVideo: call.media === 'video',
      appToken: session.appToken,
      url: session.baseUrl,
      serviceId: call.serviceId,
      offeredAt: income.createdAt.toISOString(),
      ringUrl: null,
    };
    this.realtime.emitToAgent(income.agentId, 'videoSells.receivefivecallinfo', incoming);
    return true;
  }

  /** The call ended before an agent answered it (the customer hung up, the agent refused, nobody answered). */
  async withdraw(callId: string): Promise<void> {
    const gone = await this.db
      .updateTable('fiveGIncomes')
      .set({ status: 'cancelled' })
      .where('callId', '=', callId)
      .where('status', '=', 'ringing')
      .returning('agentId')
      .execute();
    for (const { agentId } of gone) this.realtime.emitToAgent(agentId, 'videoSells.cancelCall', { callId });
  }
}
