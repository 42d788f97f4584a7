import { sql, type Kysely } from 'kysely';
import { callTexts, type RoomFrom, type StartedRoom } from '../../../src/schemas/call';
import { workSlotTexts } from '../../../src/schemas/workSlot';
import type { Clock } from '../../clock';
import type { DB } from '../../db/types';
import { conflict, invalid, notFound } from '../../plugins/envelope';
import type { AgentStatusService } from '../agentStatus';
import { claimInviteNumber } from '../inviteNumbers';
import type { Afterwards } from './afterwards';
import type { CallNotifications } from './notifications';
import type { CallQueue, Trx } from './routing';

/**
 * The rooms calls open: answering a call, ending a room (and charging the tenant's minutes), handing a
 * room to another agent, and the agent's after-call processing. Every change holds the tenant's lock
 * through the queue (CallQueue.inTenant), and what it decided is told after the commit.
 */
export class CallRooms {
  private readonly changeListeners: ((serviceId: string) => void)[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly status: AgentStatusService,
    private readonly queue: CallQueue,
    private readonly notifications: CallNotifications,
    private readonly clock: Clock,
  ) {}

  /** Hears each room that ended or went to another agent, once committed (the signal relay forgets it). */
  onRoomChanged(listener: (serviceId: string) => void): void {
    this.changeListeners.push(listener);
  }

  private roomChanged(serviceId: string): void {
    for (const listener of this.changeListeners) listener(serviceId);
  }

  /** The agent answers: the room is made, the call accepted and the agent busy, in one step. */
  async answer(callId: string, agentId: string, from: RoomFrom): Promise<StartedRoom> {
    const tenantId = await this.queue.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    return this.queue.inTenant(tenantId, async (trx, after) => {
      const call = await trx
        .selectFrom('calls')
        .selectAll()
        .where('id', '=', callId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (call.status !== 'ringing' || call.agentId !== agentId) {
        throw conflict(call.status === 'started' ? callTexts.callTaken : callTexts.callOver);
      }
      if (call.kind === 'transfer') throw conflict(callTexts.callOver);
      const agent = await trx
        .selectFrom('agents')
        .select(['orgAccountId'])
        .where('id', '=', agentId)
        .executeTakeFirstOrThrow();
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
        .set({
          status: 'started',
          answeredAt: new Date(),
          closedAt: new Date(),
          serviceId: room.serviceId,
          orgAccountId: agent.orgAccountId,
        })
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
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['tenantId', 'agentId', 'status'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!room || ('agentId' in by && room.agentId !== by.agentId)) throw notFound();
    if (room.status === 'ended') return;
    const endedBy = 'user' in by ? 'user' : 'agent';
    if (notifyUser && endedBy === 'agent') this.notifications.roomEndedByAgent(serviceId);
    await this.queue.inTenant(room.tenantId, async (trx, after) => {
      const ended = await trx
        .updateTable('serviceRooms')
        .set({ status: 'ended', endedAt: new Date(), endedBy })
        .where('id', '=', serviceId)
        .where('status', '=', 'inProgress')
        .returning(['agentId', 'startedAt', 'endedAt'])
        .executeTakeFirst();
      if (!ended) return;
      const minutes = Math.max(
        1,
        Math.ceil(((ended.endedAt?.getTime() ?? Date.now()) - ended.startedAt.getTime()) / 60_000),
      );
      await trx
        .updateTable('tenants')
        .set({ remainingTimeLimit: sql`greatest(0, remaining_time_limit - ${minutes})` })
        .where('id', '=', room.tenantId)
        .execute();
      await this.afterCall(trx, ended.agentId, room.tenantId, after);
      after.tenants.add(room.tenantId);
    });
    this.roomChanged(serviceId);
    if (endedBy === 'user') this.notifications.roomEndedForAgent(room.agentId, serviceId, 'user');
  }

  /** The room's agent hands the customer to one agent or a group; the transfer rings like a call. */
  async transfer(
    serviceId: string,
    fromAgentId: string,
    target: { agentId?: string; groupId?: string },
  ): Promise<{ callId: string }> {
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
      const agent = await this.db
        .selectFrom('agents')
        .select('id')
        .where('id', '=', target.agentId)
        .where('tenantId', '=', room.tenantId)
        .executeTakeFirst();
      if (!agent) throw invalid({ agentId: callTexts.transferTarget });
    }
    if (target.groupId) {
      const group = await this.db
        .selectFrom('agentGroups')
        .select('id')
        .where('id', '=', target.groupId)
        .where('tenantId', '=', room.tenantId)
        .executeTakeFirst();
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
    await this.queue.dispatch(room.tenantId);
    const state = await this.db
      .selectFrom('calls')
      .select('status')
      .where('id', '=', call.id)
      .executeTakeFirstOrThrow();
    if (state.status === 'missed') throw conflict(callTexts.transferNobody);
    return { callId: call.id };
  }

  /** The receiving agent takes the room over (spec 1 §7.3 manualTransfer/receiveCall). */
  async receiveTransfer(callId: string, serviceId: string, agentId: string): Promise<StartedRoom> {
    const tenantId = await this.queue.tenantOfCall(callId);
    if (!tenantId) throw conflict(callTexts.callOver);
    let previous: string | null = null;
    const room = await this.queue.inTenant(tenantId, async (trx, after): Promise<StartedRoom | null> => {
      const call = await trx
        .selectFrom('calls')
        .selectAll()
        .where('id', '=', callId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (call.kind !== 'transfer' || call.serviceId !== serviceId) throw notFound();
      if (call.status !== 'ringing' || call.agentId !== agentId) throw conflict(callTexts.callOver);
      const current = await trx
        .selectFrom('serviceRooms')
        .selectAll()
        .where('id', '=', serviceId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status !== 'inProgress') {
        await trx
          .updateTable('calls')
          .set({ status: 'missed', closedAt: new Date() })
          .where('id', '=', callId)
          .execute();
        after.tenants.add(tenantId);
        return null;
      }
      const agent = await trx
        .selectFrom('agents')
        .select(['orgAccountId'])
        .where('id', '=', agentId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('serviceRooms')
        .set({ agentId, orgAccountId: agent.orgAccountId })
        .where('id', '=', serviceId)
        .execute();
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
    this.roomChanged(serviceId);
    if (previous) this.notifications.roomEndedForAgent(previous, serviceId, 'transfer');
    const receiver = await this.db
      .selectFrom('agents')
      .select('fullName')
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();
    this.notifications.agentChanged(serviceId, receiver.fullName);
    return room;
  }

  /**
   * The agent starts the session of a customer's booking (spec 3 §7 startStream): a room with the booking's
   * customer, the agent busy, the booking holding the room. Starting it again while the room is in progress
   * gives that room back (created false); once it ended, the booking's session is over.
   */
  async openBooked(booking: {
    id: string;
    tenantId: string;
    agentId: string;
    userName: string;
    userPhone: string;
  }): Promise<{ room: StartedRoom; created: boolean }> {
    return this.queue.inTenant(booking.tenantId, async (trx, after) => {
      const held = await trx
        .selectFrom('slotBookings')
        .select('serviceRoomId')
        .where('id', '=', booking.id)
        .forUpdate()
        .executeTakeFirst();
      if (!held) throw invalid({ requestId: workSlotTexts.bookingUnknown });
      const live = await trx
        .selectFrom('serviceRooms')
        .select(['id', 'inviteNumber', 'callId', 'userName', 'userPhone', 'roomFrom', 'status'])
        .where('agentId', '=', booking.agentId)
        .where('status', '=', 'inProgress')
        .execute();
      if (held.serviceRoomId) {
        const own = live.find((room) => room.id === held.serviceRoomId);
        if (!own) throw conflict(workSlotTexts.sessionOver);
        const room: StartedRoom = {
          serviceId: own.id,
          inviteNumber: own.inviteNumber,
          callId: own.callId ?? '',
          userName: own.userName,
          userPhone: own.userPhone,
          roomInfo: { from: own.roomFrom as RoomFrom },
        };
        return { room, created: false };
      }
      if (live.length > 0) throw conflict(workSlotTexts.otherRoom);
      const agent = await trx
        .selectFrom('agents')
        .select(['orgAccountId'])
        .where('id', '=', booking.agentId)
        .executeTakeFirstOrThrow();
      const room = await this.openRoom(trx, {
        tenantId: booking.tenantId,
        orgAccountId: agent.orgAccountId,
        agentId: booking.agentId,
        callId: null,
        userName: booking.userName,
        userPhone: booking.userPhone,
        from: 'Browser',
        productWebId: null,
      });
      await trx
        .updateTable('slotBookings')
        .set({ serviceRoomId: room.serviceId })
        .where('id', '=', booking.id)
        .execute();
      const busy = await this.status.change(booking.agentId, 'busy', { executor: trx });
      if (busy) after.statuses.push(busy);
      after.tenants.add(booking.tenantId);
      return { room, created: true };
    });
  }

  private async afterCall(trx: Trx, agentId: string, tenantId: string, after: Afterwards): Promise<void> {
    const others = await trx
      .selectFrom('serviceRooms')
      .select('id')
      .where('agentId', '=', agentId)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    if (others) return;
    const tenant = await trx
      .selectFrom('tenants')
      .select('afterCallSeconds')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const change =
      tenant.afterCallSeconds > 0
        ? await this.status.change(agentId, 'afterCall', {
            executor: trx,
            until: new Date(this.clock.now().getTime() + tenant.afterCallSeconds * 1000),
          })
        : await this.status.change(agentId, 'idle', { executor: trx });
    if (change) after.statuses.push(change);
  }

  private async openRoom(
    trx: Trx,
    room: {
      tenantId: string;
      orgAccountId: string | null;
      agentId: string;
      callId: string | null;
      userName: string;
      userPhone: string;
      from: RoomFrom;
      productWebId: string | null;
    },
  ): Promise<StartedRoom> {
    const inviteNumber = await claimInviteNumber(trx);
    // A customer who agreed to be recorded while waiting is not asked again in the room.
    const consent = room.callId
      ? await trx
          .selectFrom('calls')
          .select(['consentAt', 'consentText'])
          .where('id', '=', room.callId)
          .executeTakeFirst()
      : undefined;
    // 双录: a room of a tenant that records sales keeps that rule to its end, whatever the tenant changes meanwhile.
    const tenant = await trx.selectFrom('tenants').select('useSop').where('id', '=', room.tenantId).executeTakeFirst();
    const row = await trx
      .insertInto('serviceRooms')
      .values({
        inviteNumber,
        dualRecord: tenant?.useSop ?? false,
        tenantId: room.tenantId,
        orgAccountId: room.orgAccountId,
        agentId: room.agentId,
        callId: room.callId,
        userName: room.userName,
        userPhone: room.userPhone,
        roomFrom: room.from,
        productWebId: room.productWebId,
        consentAt: consent?.consentAt ?? null,
        consentText: consent?.consentText ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      serviceId: row.id,
      inviteNumber,
      callId: room.callId ?? '',
      userName: room.userName,
      userPhone: room.userPhone,
      roomInfo: { from: room.from },
    };
  }
}
