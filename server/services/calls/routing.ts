import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServiceStatus } from '../../../src/schemas/api';
import { callTexts, type CustomerCallInput } from '../../../src/schemas/call';
import type { CustomerCallState } from '../../../src/schemas/events';
import type { CallQueueLimits } from '../../config';
import type { Clock } from '../../clock';
import type { DB } from '../../db/types';
import { conflict, invalid, notFound } from '../../plugins/envelope';
import type { AgentStatusService } from '../agentStatus';
import { nobodyAfterwards, type Afterwards } from './afterwards';
import { someAgentServes, whyNobodyServes } from './availability';
import { slotsAdmit } from '../workSlots';
import { chinaDay } from '../../../src/domain/chinaTime';
import type { CallNotifications } from './notifications';
import { inAskedOrder, planTenant, tellPlaces, type OpenCall } from './offers';
import { toIncomingCall, type CallViews } from './views';

export type Trx = Transaction<DB>;

/** A row of call_ask: the tenant first, then the call inserted and the tenant's other open calls (or the group unknown). */
type AskedRow = OpenCall & {
  rowKind: 'tenant' | 'groupUnknown' | 'fresh' | 'open';
  userName: string;
  userPhone: string;
  offeredAt: Date | null;
  ringUrl: string | null;
};

export interface CallQueueOptions {
  /** Seconds a call rings at one agent before it goes to the next and the agent is set away. */
  ringTimeoutSeconds: number;
  /** Seconds an agent without a socket still counts as online for routing. */
  presenceGraceSeconds: number;
  /** How many unanswered customers' calls a tenant and one phone at it may have. */
  queue: CallQueueLimits;
}

/**
 * The queue of customers' calls and their routing: a call rings at the online idle
 * agent of its tenant who has been idle longest, in a matching service group, with free concurrency
 * (src/domain/callRouting); otherwise it waits, oldest first. The state lives in the database and every
 * change of a tenant's calls holds that tenant's advisory lock (inTenant), so several server processes
 * route without racing; what a change decided is told once it has committed.
 */
export class CallQueue {
  private sweeping = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly status: AgentStatusService,
    private readonly views: CallViews,
    private readonly notifications: CallNotifications,
    private readonly clock: Clock,
    private readonly options: CallQueueOptions,
  ) {}

  // ——— the customer's side ———

  async ask(input: CustomerCallInput): Promise<{ callId: string; position: number }> {
    // Refused with no reason that still holds (an agent came online meanwhile): asked once more.
    const asked = (await this.askOnce(input)) ?? (await this.askOnce(input));
    if (!asked) throw conflict(callTexts.queueFull);
    return asked;
  }

  /** The call asked, or null when it was not inserted and no reason to refuse it holds any more. */
  private async askOnce(input: CustomerCallInput): Promise<{ callId: string; position: number } | null> {
    // One statement, one round trip (migration 20261218100000_call_ask): the tenant found and locked, the group
    // and the product checked, the call inserted (offered to its agent when none waits before it), and the
    // tenant's open calls read, under the lock every change of the tenant's calls holds.
    const now = this.clock.now();
    const graceStart = new Date(now.getTime() - this.options.presenceGraceSeconds * 1000);
    const { rows } = await sql<AskedRow>`select * from call_ask(
      ${input.tenantCode}, ${input.groupId ?? null}, ${input.webId ?? null}, ${input.userName.trim()},
      ${input.userPhone}, ${graceStart}, ${now}, ${chinaDay(now)},
      ${this.options.queue.perPhone}, ${this.options.queue.perTenant}
    )`.execute(this.db);
    const [tenant, ...calls] = rows;
    if (!tenant) throw invalid({ tenantCode: callTexts.tenantUnknown });
    if (calls[0]?.rowKind === 'groupUnknown') throw invalid({ groupId: callTexts.groupUnknown });
    const inserted = calls.find((row) => row.rowKind === 'fresh');
    // Nothing inserted: nobody serves the tenant, it is outside its slots, or a cap is reached; the reason is read again.
    if (!inserted) {
      const refusal = await this.inTenant(tenant.id, (trx) => this.whyRefused(trx, tenant.id, input.userPhone));
      if (refusal) throw conflict(refusal);
      return null;
    }
    const after = nobodyAfterwards();
    if (inserted.status === 'ringing' && inserted.agentId)
      after.offers.push({
        agentId: inserted.agentId,
        incoming: toIncomingCall({ ...inserted, ringUrl: tenant.ringUrl, fromName: null }),
      });
    tellPlaces(after, [...calls].sort(inAskedOrder));
    // A call left waiting is routed under the lock after this (dispatch), as every waiting call is.
    this.recheckIfStillWaiting(inserted.id, tenant.id, after);
    await this.announce(after);
    return { callId: inserted.id, position: after.states.get(inserted.id)?.position ?? 0 };
  }

  /**
   * Why a call was not inserted: outside the tenant's working slots of the day ('当前为非工作时间',
   * server/services/workSlots.ts), then nobody who would serve ('暂无顾问在线' or '当前为非工作时间', at once
   * rather than a queue nobody serves), then the tenant's queue or a phone's full (config.callQueue). Read under
   * the tenant's lock; null when none of these holds now.
   */
  private async whyRefused(trx: Trx, tenantId: string, phone: string): Promise<string | null> {
    const now = this.clock.now();
    const graceStart = new Date(now.getTime() - this.options.presenceGraceSeconds * 1000);
    const queued = await trx
      .selectFrom('calls')
      .select((eb) => [
        eb.fn.countAll<string>().as('tenant'),
        sql<string>`count(*) filter (where user_phone = ${phone})`.as('phone'),
        someAgentServes(tenantId, graceStart).as('served'),
        slotsAdmit(tenantId, now).as('admitted'),
      ])
      .where('tenantId', '=', tenantId)
      .where('kind', '=', 'customer')
      .where('status', 'in', ['waiting', 'ringing'])
      .executeTakeFirstOrThrow();
    if (!queued.admitted) return callTexts.offHours;
    if (!queued.served) return whyNobodyServes(trx, tenantId, now);
    if (Number(queued.phone) >= this.options.queue.perPhone) return callTexts.phoneQueued;
    if (Number(queued.tenant) >= this.options.queue.perTenant) return callTexts.queueFull;
    return null;
  }

  /** The customer hangs up before an answer; harmless on a call already answered or closed. */
  async cancel(callId: string): Promise<CustomerCallState | null> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) return null;
    await this.inTenant(tenantId, async (trx, after) => {
      const call = await trx
        .selectFrom('calls')
        .select(['status', 'agentId'])
        .where('id', '=', callId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (call.status !== 'waiting' && call.status !== 'ringing') return;
      await trx
        .updateTable('calls')
        .set({ status: 'cancelled', closedAt: new Date() })
        .where('id', '=', callId)
        .execute();
      if (call.status === 'ringing' && call.agentId)
        after.withdrawn.push({ callId, agentId: call.agentId, reason: 'cancelled' });
      after.calls.add(callId);
      after.tenants.add(tenantId);
    });
    return this.views.customerState(callId);
  }

  async evaluate(callId: string, evaluation: { score: number; comment: string }): Promise<void> {
    const updated = await this.db
      .updateTable('calls')
      .set({ evaluation: JSON.stringify(evaluation) })
      .where('id', '=', callId)
      .where('status', '=', 'started')
      .where('kind', '=', 'customer')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
  }

  // ——— the agent's side ———

  /**
   * Sets the agent's status; idle may bring a waiting call. An agent who picks idle again in the header
   * (askingTenant given) asks for a call once more, e.g. after an admin raised its concurrency; signing
   * in to a status already set changes nothing and tells nobody.
   */
  async setStatus(agentId: string, serviceStatus: ServiceStatus, askingTenant?: string | null): Promise<void> {
    const change = await this.status.change(agentId, serviceStatus);
    if (change)
      await this.announce({
        ...nobodyAfterwards(),
        statuses: [change],
        tenants: new Set(change.tenantId && serviceStatus === 'idle' ? [change.tenantId] : []),
      });
    else if (askingTenant && serviceStatus === 'idle') await this.dispatchIfWaiting(askingTenant);
  }

  /** The agent declines: the call goes to the next agent, and never back to this one. */
  async reject(callId: string, agentId: string): Promise<void> {
    await this.pass(callId, agentId, { setAway: false });
  }

  // ——— routing ———

  /** Offers the tenant's waiting calls to the agents who can take them, and tells every customer their place. */
  async dispatch(tenantId: string): Promise<void> {
    await this.inTenant(tenantId, async (trx, after) => {
      await planTenant(trx, tenantId, after, this.clock, this.options.presenceGraceSeconds);
    });
  }

  /** Rings run out and after-call countdowns ended, on any process; safe to run concurrently. */
  async sweep(now = this.clock.now()): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const ringSince = new Date(now.getTime() - this.options.ringTimeoutSeconds * 1000);
      const rungOut = await this.db
        .selectFrom('calls')
        .select(['id', 'agentId'])
        .where('status', '=', 'ringing')
        .where('offeredAt', '<=', ringSince)
        .execute();
      for (const call of rungOut)
        if (call.agentId) await this.pass(call.id, call.agentId, { setAway: true, offeredBefore: ringSince });
      const rested = await this.db
        .selectFrom('agents')
        .select(['id'])
        .where('serviceStatus', '=', 'afterCall')
        .where('statusUntil', 'is not', null)
        .where('statusUntil', '<=', now)
        .execute();
      for (const agent of rested) await this.finishAfterCall(agent.id);
    } finally {
      this.sweeping = false;
    }
  }

  private async finishAfterCall(agentId: string): Promise<void> {
    const change = await this.db.transaction().execute(async (trx) => {
      const agent = await trx
        .selectFrom('agents')
        .select(['serviceStatus', 'statusUntil'])
        .where('id', '=', agentId)
        .forUpdate()
        .executeTakeFirst();
      if (!agent || agent.serviceStatus !== 'afterCall' || !agent.statusUntil || agent.statusUntil > this.clock.now())
        return null;
      return this.status.change(agentId, 'idle', { executor: trx });
    });
    if (change)
      await this.announce({
        ...nobodyAfterwards(),
        statuses: [change],
        tenants: new Set(change.tenantId ? [change.tenantId] : []),
      });
  }

  /** The call leaves this agent (declined, or rung out) and goes back to the queue. */
  private async pass(callId: string, agentId: string, how: { setAway: boolean; offeredBefore?: Date }): Promise<void> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    await this.inTenant(tenantId, async (trx, after) => {
      const call = await trx
        .selectFrom('calls')
        .select(['status', 'agentId', 'passedBy', 'offeredAt'])
        .where('id', '=', callId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (call.status !== 'ringing' || call.agentId !== agentId) {
        if (how.setAway) return;
        throw conflict(callTexts.callOver);
      }
      if (how.offeredBefore && call.offeredAt && call.offeredAt > how.offeredBefore) return;
      await trx
        .updateTable('calls')
        .set({
          status: 'waiting',
          agentId: null,
          offeredAt: null,
          passedBy: JSON.stringify([...call.passedBy, agentId]),
        })
        .where('id', '=', callId)
        .execute();
      after.withdrawn.push({ callId, agentId });
      if (how.setAway) {
        const away = await this.status.change(agentId, 'away', { executor: trx });
        if (away) after.statuses.push(away);
      }
      await planTenant(trx, tenantId, after, this.clock, this.options.presenceGraceSeconds);
      this.recheckIfStillWaiting(callId, tenantId, after);
    });
  }

  /**
   * A call this change left waiting is routed once more after the commit. An agent who became free meanwhile
   * looks for waiting calls without the tenant's lock (dispatchIfWaiting) and may have looked before this commit;
   * then this agent's change had committed before the second routing reads, which finds it.
   */
  private recheckIfStillWaiting(callId: string, tenantId: string, after: Afterwards): void {
    if (!after.offers.some((offer) => offer.incoming.callId === callId)) after.tenants.add(tenantId);
  }

  /** Runs work under the tenant's advisory lock, then sends what it decided and routes the tenants it freed. */
  async inTenant<T>(tenantId: string, work: (trx: Trx, after: Afterwards) => Promise<T>): Promise<T> {
    const after = nobodyAfterwards();
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`calls:${tenantId}`}))`.execute(trx);
      return work(trx, after);
    });
    await this.announce(after);
    return result;
  }

  private async announce(after: Afterwards): Promise<void> {
    await this.notifications.tell(after);
    const idleTenants = [...after.tenants];
    after.tenants.clear();
    for (const tenantId of idleTenants) await this.dispatchIfWaiting(tenantId);
  }

  /**
   * Routes the tenant's calls when one is waiting. Asked by a change that may have freed an agent; the read
   * takes no lock, and a change that leaves a call waiting routes again after its commit
   * (recheckIfStillWaiting), so a call and a free agent never miss each other.
   */
  private async dispatchIfWaiting(tenantId: string): Promise<void> {
    const waiting = await this.db
      .selectFrom('calls')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('status', '=', 'waiting')
      .limit(1)
      .executeTakeFirst();
    if (waiting) await this.dispatch(tenantId);
  }

  async tenantOfCall(callId: string): Promise<string | null> {
    const call = await this.db.selectFrom('calls').select('tenantId').where('id', '=', callId).executeTakeFirst();
    return call?.tenantId ?? null;
  }
}
