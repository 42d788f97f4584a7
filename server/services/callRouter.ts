import { sql, type Kysely, type Transaction } from 'kysely';
import { planOffers, type WaitingCall } from '../../src/domain/callRouting';
import type { ServiceStatus } from '../../src/schemas/api';
import { callTexts, type CustomerCallInput, type RoomFrom, type StartedRoom } from '../../src/schemas/call';
import type { CustomerCallState } from '../../src/schemas/events';
import type { CallQueueLimits } from '../config';
import type { DB } from '../db/types';
import type { Realtime } from '../plugins/realtime';
import { conflict, invalid, notFound } from '../plugins/envelope';
import type { AgentStatusService, StatusChange } from './agentStatus';
import { whyNobodyServes } from './callAvailability';
import { CallViews } from './callViews';
import { idleAgentQueue } from './idleAgents';
import { claimInviteNumber } from './inviteNumbers';

type Trx = Transaction<DB>;

export interface CallRouterOptions {
  /** Seconds a call rings at one agent before it goes to the next and the agent is set away. */
  ringTimeoutSeconds: number;
  /** Seconds an agent without a socket still counts as online for routing. */
  presenceGraceSeconds: number;
  /** How often the sweeper looks for rings run out and after-call countdowns ended. */
  sweepMs: number;
  /** How many unanswered customers' calls a tenant and one phone at it may have. */
  queue: CallQueueLimits;
  /** Where a failed sweep is reported; the next sweep tries again. */
  onSweepError?: (err: unknown) => void;
}


/** What must be said once a transaction has committed: events wait for the data they describe. */
interface Afterwards {
  statuses: StatusChange[];
  offers: { callId: string; agentId: string }[];
  withdrawn: { callId: string; agentId: string }[];
  tenants: Set<string>;
  calls: Set<string>;
  transferFailed: { serviceId: string; callId: string; agentId: string }[];
}

const nobodyAfterwards = (): Afterwards => ({ statuses: [], offers: [], withdrawn: [], tenants: new Set(), calls: new Set(), transferFailed: [] });

/**
 * Routing of customers' calls (the workbench issue): a call rings at the online idle agent of its tenant
 * who has been idle longest, in a matching service group, with free concurrency (src/domain/callRouting);
 * otherwise it waits, oldest first. The state lives in the database and every change of a tenant's calls
 * holds that tenant's advisory lock, so several server processes route without racing.
 */
export class CallRouter {
  /** What customers and agents read of calls and rooms, without changing them. */
  readonly views: CallViews;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly status: AgentStatusService,
    private readonly options: CallRouterOptions,
  ) {
    this.views = new CallViews(db);
  }

  start(): void {
    this.realtime.hooks.agentConnected = (data) => this.agentConnected(data.agentId, data.tenantId);
    this.realtime.hooks.customerRooms = (handshake) => this.views.customerRooms(handshake);
    this.realtime.hooks.customerConnected = async ({ callId, serviceId }) => {
      if (callId) await this.tellCustomers([callId]);
      if (serviceId && !callId) await this.tellRoomEndedIfSo(serviceId);
    };
    this.realtime.hooks.customerLeft = async (callId) => {
      await this.cancel(callId);
    };
    this.sweeper = setInterval(() => {
      this.sweep().catch((err: unknown) => {
        // A sweep still running while the server closes meets a closed database: nothing to report.
        if (this.sweeper !== null) this.options.onSweepError?.(err);
      });
    }, this.options.sweepMs);
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  // ——— the customer's side ———

  async ask(input: CustomerCallInput): Promise<{ callId: string; position: number }> {
    const tenant = await this.db.selectFrom('tenants').select(['id', 'status']).where('code', '=', input.tenantCode).executeTakeFirst();
    if (!tenant || !tenant.status) throw invalid({ tenantCode: callTexts.tenantUnknown });
    if (input.groupId) {
      const group = await this.db.selectFrom('agentGroups').select('id').where('id', '=', input.groupId).where('tenantId', '=', tenant.id).executeTakeFirst();
      if (!group) throw invalid({ groupId: callTexts.groupUnknown });
    }
    const nobody = await whyNobodyServes(this.db, tenant.id, { presenceGraceSeconds: this.options.presenceGraceSeconds });
    if (nobody) throw conflict(nobody);
    // A product link gone since the customer's page was made only loses the product, not the call.
    const product = input.webId
      ? await this.db.selectFrom('shareWebs').select('id').where('id', '=', input.webId).where('tenantId', '=', tenant.id).where('status', '=', true).executeTakeFirst()
      : undefined;
    // Counted, queued and routed under the tenant's lock, so callers at the same moment cannot pass the cap together.
    const callId = await this.inTenant(tenant.id, async (trx, after) => {
      await this.refuseOverCap(trx, tenant.id, input.userPhone);
      const call = await trx
        .insertInto('calls')
        .values({
          tenantId: tenant.id,
          groupId: input.groupId ?? null,
          userName: input.userName.trim(),
          userPhone: input.userPhone,
          passedBy: JSON.stringify([]),
          productWebId: product?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.planTenant(trx, tenant.id, after);
      return call.id;
    });
    const state = await this.views.customerState(callId);
    return { callId, position: state?.position ?? 0 };
  }

  /** A customer's call beyond the tenant's queue, or a phone's, is refused (config.callQueue). */
  private async refuseOverCap(trx: Trx, tenantId: string, phone: string): Promise<void> {
    const queued = await trx
      .selectFrom('calls')
      .select((eb) => [eb.fn.countAll<string>().as('tenant'), sql<string>`count(*) filter (where user_phone = ${phone})`.as('phone')])
      .where('tenantId', '=', tenantId)
      .where('kind', '=', 'customer')
      .where('status', 'in', ['waiting', 'ringing'])
      .executeTakeFirstOrThrow();
    if (Number(queued.phone) >= this.options.queue.perPhone) throw conflict(callTexts.phoneQueued);
    if (Number(queued.tenant) >= this.options.queue.perTenant) throw conflict(callTexts.queueFull);
  }

  /** The customer hangs up before an answer; harmless on a call already answered or closed. */
  async cancel(callId: string): Promise<CustomerCallState | null> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) return null;
    await this.inTenant(tenantId, async (trx, after) => {
      const call = await trx.selectFrom('calls').select(['status', 'agentId']).where('id', '=', callId).forUpdate().executeTakeFirstOrThrow();
      if (call.status !== 'waiting' && call.status !== 'ringing') return;
      await trx.updateTable('calls').set({ status: 'cancelled', closedAt: new Date() }).where('id', '=', callId).execute();
      if (call.status === 'ringing' && call.agentId) after.withdrawn.push({ callId, agentId: call.agentId });
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

  /** The agent sets its status from the header; idle may bring a waiting call. */
  async setStatus(agentId: string, serviceStatus: ServiceStatus): Promise<void> {
    const change = await this.status.change(agentId, serviceStatus);
    if (change) await this.announce({ ...nobodyAfterwards(), statuses: [change], tenants: new Set(change.tenantId && serviceStatus === 'idle' ? [change.tenantId] : []) });
  }

  /** The agent declines: the call goes to the next agent, and never back to this one. */
  async reject(callId: string, agentId: string): Promise<void> {
    await this.pass(callId, agentId, { setAway: false });
  }

  /** The agent answers: the room is made, the call accepted and the agent busy, in one step. */
  async answer(callId: string, agentId: string, from: RoomFrom): Promise<StartedRoom> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    return this.inTenant(tenantId, async (trx, after) => {
      const call = await trx.selectFrom('calls').selectAll().where('id', '=', callId).forUpdate().executeTakeFirstOrThrow();
      if (call.status !== 'ringing' || call.agentId !== agentId) {
        throw conflict(call.status === 'started' ? callTexts.callTaken : callTexts.callOver);
      }
      if (call.kind === 'transfer') throw conflict(callTexts.callOver);
      const agent = await trx.selectFrom('agents').select(['orgAccountId']).where('id', '=', agentId).executeTakeFirstOrThrow();
      const room = await this.openRoom(trx, {
        tenantId,
        orgAccountId: agent.orgAccountId,
        agentId,
        callId,
        userName: call.userName,
        userPhone: call.userPhone,
        from,
        productWebId: call.productWebId,
      });
      await trx
        .updateTable('calls')
        .set({ status: 'started', answeredAt: new Date(), closedAt: new Date(), serviceId: room.serviceId, orgAccountId: agent.orgAccountId })
        .where('id', '=', callId)
        .execute();
      const busy = await this.status.change(agentId, 'busy', { executor: trx });
      if (busy) after.statuses.push(busy);
      after.calls.add(callId);
      after.tenants.add(tenantId);
      return room;
    });
  }

  /**
   * Ends a room: the customer is told first when notifyUser, the tenant's minutes are charged, and the
   * agent goes to after-call processing for the tenant's seconds (idle at once when that is 0).
   */
  async endRoom(serviceId: string, by: { agentId: string } | { user: true }, notifyUser: boolean): Promise<void> {
    const room = await this.db.selectFrom('serviceRooms').select(['tenantId', 'agentId', 'status']).where('id', '=', serviceId).executeTakeFirst();
    if (!room || ('agentId' in by && room.agentId !== by.agentId)) throw notFound();
    if (room.status === 'ended') return;
    const endedBy = 'user' in by ? 'user' : 'agent';
    if (notifyUser && endedBy === 'agent') this.realtime.emitToCustomerRoom(serviceId, 'room.ended', { serviceId, by: 'agent' });
    await this.inTenant(room.tenantId, async (trx, after) => {
      const ended = await trx
        .updateTable('serviceRooms')
        .set({ status: 'ended', endedAt: new Date(), endedBy })
        .where('id', '=', serviceId)
        .where('status', '=', 'inProgress')
        .returning(['agentId', 'startedAt', 'endedAt'])
        .executeTakeFirst();
      if (!ended) return;
      const minutes = Math.max(1, Math.ceil(((ended.endedAt?.getTime() ?? Date.now()) - ended.startedAt.getTime()) / 60_000));
      await trx
        .updateTable('tenants')
        .set({ remainingTimeLimit: sql`greatest(0, remaining_time_limit - ${minutes})` })
        .where('id', '=', room.tenantId)
        .execute();
      await this.afterCall(trx, ended.agentId, room.tenantId, after);
      after.tenants.add(room.tenantId);
    });
    if (endedBy === 'user') this.realtime.emitToAgent(room.agentId, 'serviceRoom.ended', { serviceId, by: 'user' });
  }

  // ——— manual transfer ———

  /** The room's agent hands the customer to one agent or a group; the transfer rings like a call. */
  async transfer(serviceId: string, fromAgentId: string, target: { agentId?: string; groupId?: string }): Promise<{ callId: string }> {
    if (!target.agentId && !target.groupId) throw invalid({ agentId: callTexts.transferTarget });
    if (target.agentId === fromAgentId) throw invalid({ agentId: callTexts.transferSelf });
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['tenantId', 'agentId', 'status', 'userName', 'userPhone'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!room || room.agentId !== fromAgentId) throw notFound();
    if (room.status !== 'inProgress') throw conflict(callTexts.roomEnded);
    if (target.agentId) {
      const agent = await this.db.selectFrom('agents').select('id').where('id', '=', target.agentId).where('tenantId', '=', room.tenantId).executeTakeFirst();
      if (!agent) throw invalid({ agentId: callTexts.transferTarget });
    }
    if (target.groupId) {
      const group = await this.db.selectFrom('agentGroups').select('id').where('id', '=', target.groupId).where('tenantId', '=', room.tenantId).executeTakeFirst();
      if (!group) throw invalid({ groupId: callTexts.groupUnknown });
    }
    const call = await this.db
      .insertInto('calls')
      .values({
        tenantId: room.tenantId,
        kind: 'transfer',
        groupId: target.groupId ?? null,
        targetAgentId: target.agentId ?? null,
        fromAgentId,
        serviceId,
        userName: room.userName,
        userPhone: room.userPhone,
        passedBy: JSON.stringify([fromAgentId]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.dispatch(room.tenantId);
    const state = await this.db.selectFrom('calls').select('status').where('id', '=', call.id).executeTakeFirstOrThrow();
    if (state.status === 'missed') throw conflict(callTexts.transferNobody);
    return { callId: call.id };
  }

  /** The receiving agent takes the room over (spec 1 §7.3 manualTransfer/receiveCall). */
  async receiveTransfer(callId: string, serviceId: string, agentId: string): Promise<StartedRoom> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    let previous: string | null = null;
    const room = await this.inTenant(tenantId, async (trx, after): Promise<StartedRoom | null> => {
      const call = await trx.selectFrom('calls').selectAll().where('id', '=', callId).forUpdate().executeTakeFirstOrThrow();
      if (call.kind !== 'transfer' || call.serviceId !== serviceId) throw notFound();
      if (call.status !== 'ringing' || call.agentId !== agentId) throw conflict(callTexts.callOver);
      const current = await trx.selectFrom('serviceRooms').selectAll().where('id', '=', serviceId).forUpdate().executeTakeFirstOrThrow();
      if (current.status !== 'inProgress') {
        await trx.updateTable('calls').set({ status: 'missed', closedAt: new Date() }).where('id', '=', callId).execute();
        after.tenants.add(tenantId);
        return null;
      }
      const agent = await trx.selectFrom('agents').select(['orgAccountId']).where('id', '=', agentId).executeTakeFirstOrThrow();
      await trx.updateTable('serviceRooms').set({ agentId, orgAccountId: agent.orgAccountId }).where('id', '=', serviceId).execute();
      await trx
        .updateTable('calls')
        .set({ status: 'started', answeredAt: new Date(), closedAt: new Date(), orgAccountId: agent.orgAccountId })
        .where('id', '=', callId)
        .execute();
      previous = current.agentId;
      const busy = await this.status.change(agentId, 'busy', { executor: trx });
      if (busy) after.statuses.push(busy);
      await this.afterCall(trx, current.agentId, tenantId, after);
      after.tenants.add(tenantId);
      return {
        serviceId,
        inviteNumber: current.inviteNumber,
        callId: current.callId ?? callId,
        userName: current.userName,
        userPhone: current.userPhone,
        roomInfo: { from: current.roomFrom as RoomFrom },
      };
    });
    if (!room) throw conflict(callTexts.roomEnded);
    if (previous) this.realtime.emitToAgent(previous, 'serviceRoom.ended', { serviceId, by: 'transfer' });
    const receiver = await this.db.selectFrom('agents').select('fullName').where('id', '=', agentId).executeTakeFirstOrThrow();
    this.realtime.emitToCustomerRoom(serviceId, 'room.agentChanged', { serviceId, agentName: receiver.fullName });
    return room;
  }

  // ——— routing ———

  /** Offers the tenant's waiting calls to the agents who can take them, and tells every customer their place. */
  async dispatch(tenantId: string): Promise<void> {
    await this.inTenant(tenantId, async (trx, after) => {
      await this.planTenant(trx, tenantId, after);
    });
  }

  /** Rings run out and after-call countdowns ended, on any process; safe to run concurrently. */
  async sweep(now = new Date()): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const ringSince = new Date(now.getTime() - this.options.ringTimeoutSeconds * 1000);
      const rungOut = await this.db.selectFrom('calls').select(['id', 'agentId']).where('status', '=', 'ringing').where('offeredAt', '<=', ringSince).execute();
      for (const call of rungOut) if (call.agentId) await this.pass(call.id, call.agentId, { setAway: true, offeredBefore: ringSince });
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
      const agent = await trx.selectFrom('agents').select(['serviceStatus', 'statusUntil']).where('id', '=', agentId).forUpdate().executeTakeFirst();
      if (!agent || agent.serviceStatus !== 'afterCall' || !agent.statusUntil || agent.statusUntil > new Date()) return null;
      return this.status.change(agentId, 'idle', { executor: trx });
    });
    if (change) await this.announce({ ...nobodyAfterwards(), statuses: [change], tenants: new Set(change.tenantId ? [change.tenantId] : []) });
  }

  /**
   * Offers the tenant's waiting calls. The tenant's open calls are read once: the waiting ones to offer,
   * the ringing ones to know which agents are being rung, and both for the customers to be told their
   * place. Each call then reads only the one agent chosen for it (server/services/idleAgents).
   */
  private async planTenant(trx: Trx, tenantId: string, after: Afterwards): Promise<void> {
    const openRows = await trx
      .selectFrom('calls')
      .select(['id', 'status', 'agentId', 'groupId', 'targetAgentId', 'askedAt', 'passedBy', 'kind', 'fromAgentId', 'serviceId'])
      .where('tenantId', '=', tenantId)
      .where('status', 'in', ['waiting', 'ringing'])
      .orderBy('askedAt')
      .execute();
    const waitingRows = openRows.filter((row) => row.status === 'waiting');
    if (waitingRows.length > 0) {
      const waiting: WaitingCall[] = waitingRows.map((row) => ({
        callId: row.id,
        tenantId,
        groupId: row.groupId ?? undefined,
        targetAgentId: row.targetAgentId ?? undefined,
        askedAt: row.askedAt.getTime(),
        passedBy: row.passedBy,
      }));
      const ringing = new Set(openRows.flatMap((row) => (row.status === 'ringing' && row.agentId ? [row.agentId] : [])));
      const graceStart = new Date(Date.now() - this.options.presenceGraceSeconds * 1000);
      const plan = await planOffers(waiting, idleAgentQueue(trx, tenantId, { graceStart, ringing }));
      const now = new Date();
      for (const offer of plan.offers) {
        await trx.updateTable('calls').set({ status: 'ringing', agentId: offer.agentId, offeredAt: now }).where('id', '=', offer.callId).execute();
        after.offers.push(offer);
      }
      // A transfer rings someone now or fails now: the agent asking for it is waiting for the answer.
      for (const row of waitingRows) {
        if (row.kind !== 'transfer' || !plan.waiting.includes(row.id)) continue;
        await trx.updateTable('calls').set({ status: 'missed', closedAt: now }).where('id', '=', row.id).execute();
        if (row.fromAgentId && row.serviceId) after.transferFailed.push({ serviceId: row.serviceId, callId: row.id, agentId: row.fromAgentId });
      }
    }
    // Offers keep a customer's call open (waiting becomes ringing); only transfers are closed above.
    for (const row of openRows) if (row.kind === 'customer') after.calls.add(row.id);
  }

  /** The call leaves this agent (declined, or rung out) and goes back to the queue. */
  private async pass(callId: string, agentId: string, how: { setAway: boolean; offeredBefore?: Date }): Promise<void> {
    const tenantId = await this.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    await this.inTenant(tenantId, async (trx, after) => {
      const call = await trx.selectFrom('calls').select(['status', 'agentId', 'passedBy', 'offeredAt']).where('id', '=', callId).forUpdate().executeTakeFirstOrThrow();
      if (call.status !== 'ringing' || call.agentId !== agentId) {
        if (how.setAway) return;
        throw conflict(callTexts.callOver);
      }
      if (how.offeredBefore && call.offeredAt && call.offeredAt > how.offeredBefore) return;
      await trx
        .updateTable('calls')
        .set({ status: 'waiting', agentId: null, offeredAt: null, passedBy: JSON.stringify([...call.passedBy, agentId]) })
        .where('id', '=', callId)
        .execute();
      after.withdrawn.push({ callId, agentId });
      if (how.setAway) {
        const away = await this.status.change(agentId, 'away', { executor: trx });
        if (away) after.statuses.push(away);
      }
      await this.planTenant(trx, tenantId, after);
    });
  }

  private async afterCall(trx: Trx, agentId: string, tenantId: string, after: Afterwards): Promise<void> {
    const others = await trx.selectFrom('serviceRooms').select('id').where('agentId', '=', agentId).where('status', '=', 'inProgress').executeTakeFirst();
    if (others) return;
    const tenant = await trx.selectFrom('tenants').select('afterCallSeconds').where('id', '=', tenantId).executeTakeFirstOrThrow();
    const change =
      tenant.afterCallSeconds > 0
        ? await this.status.change(agentId, 'afterCall', { executor: trx, until: new Date(Date.now() + tenant.afterCallSeconds * 1000) })
        : await this.status.change(agentId, 'idle', { executor: trx });
    if (change) after.statuses.push(change);
  }

  private async openRoom(
    trx: Trx,
    room: { tenantId: string; orgAccountId: string | null; agentId: string; callId: string; userName: string; userPhone: string; from: RoomFrom; productWebId: string | null },
  ): Promise<StartedRoom> {
    const inviteNumber = await claimInviteNumber(trx);
    const row = await trx
      .insertInto('serviceRooms')
      .values({
        inviteNumber,
        tenantId: room.tenantId,
        orgAccountId: room.orgAccountId,
        agentId: room.agentId,
        callId: room.callId,
        userName: room.userName,
        userPhone: room.userPhone,
        roomFrom: room.from,
        productWebId: room.productWebId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { serviceId: row.id, inviteNumber, callId: room.callId, userName: room.userName, userPhone: room.userPhone, roomInfo: { from: room.from } };
  }

  // ——— sockets ———

  private async agentConnected(agentId: string, tenantId: string | null): Promise<void> {
    const ringing = await this.views.ringingAt(agentId);
    if (ringing) this.realtime.emitToAgent(agentId, 'videoSells.callIn', ringing);
    if (tenantId) await this.dispatch(tenantId);
  }

  private async tellRoomEndedIfSo(serviceId: string): Promise<void> {
    const room = await this.db.selectFrom('serviceRooms').select(['status', 'endedBy']).where('id', '=', serviceId).executeTakeFirst();
    if (room?.status === 'ended') this.realtime.emitToCustomerRoom(serviceId, 'room.ended', { serviceId, by: room.endedBy === 'user' ? 'user' : 'agent' });
  }

  private async tellCustomers(callIds: Iterable<string>): Promise<void> {
    for (const callId of callIds) {
      const state = await this.views.customerState(callId);
      if (state) this.realtime.emitToCall(callId, 'call.update', state);
    }
  }

  /** Runs work under the tenant's advisory lock, then sends what it decided. */
  private async inTenant<T>(tenantId: string, work: (trx: Trx, after: Afterwards) => Promise<T>): Promise<T> {
    const after = nobodyAfterwards();
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`calls:${tenantId}`}))`.execute(trx);
      return work(trx, after);
    });
    await this.announce(after);
    return result;
  }

  private async announce(after: Afterwards): Promise<void> {
    for (const change of after.statuses) {
      this.realtime.emitToAgent(change.agentId, 'agentStatus', { serviceStatus: change.serviceStatus, until: change.until?.toISOString() ?? null });
    }
    for (const { callId, agentId } of after.withdrawn) this.realtime.emitToAgent(agentId, 'videoSells.cancelCall', { callId });
    for (const { callId, agentId } of after.offers) {
      const incoming = await this.views.incomingCall(callId);
      if (incoming) this.realtime.emitToAgent(agentId, 'videoSells.callIn', incoming);
    }
    for (const failed of after.transferFailed) {
      this.realtime.emitToAgent(failed.agentId, 'serviceRoom.transferFailed', { serviceId: failed.serviceId, callId: failed.callId });
    }
    await this.tellCustomers(after.calls);
    const idleTenants = [...after.tenants];
    after.tenants.clear();
    for (const tenantId of idleTenants) await this.dispatch(tenantId);
  }

  private async tenantOfCall(callId: string): Promise<string | null> {
    const call = await this.db.selectFrom('calls').select('tenantId').where('id', '=', callId).executeTakeFirst();
    return call?.tenantId ?? null;
  }
}

