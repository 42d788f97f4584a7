import type { Kysely } from 'kysely';
import type { CustomerCallState } from '../../../src/schemas/events';
import type { DB } from '../../db/types';
import type { Realtime } from '../../plugins/realtime';
import type { StatusChange } from '../agentStatus';
import type { Afterwards } from './afterwards';
import type { CallViews } from './views';

/**
 * What agents' and customers' pages are told about calls and rooms. Nothing here changes a call: the
 * queue and the rooms decide under the tenant's lock, and what they decided is told after the commit.
 */
export class CallNotifications {
  private readonly statusListeners: ((change: StatusChange) => void)[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly views: CallViews,
  ) {}

  /** Hears every committed status change after its agent does (the seat monitor). */
  onStatus(listener: (change: StatusChange) => void): void {
    this.statusListeners.push(listener);
  }

  /** Everything a committed change decided, except routing the tenants again (the queue's). */
  async tell(after: Afterwards): Promise<void> {
    for (const change of after.statuses) {
      this.realtime.emitToAgent(change.agentId, 'agentStatus', {
        serviceStatus: change.serviceStatus,
        until: change.until?.toISOString() ?? null,
      });
      for (const listener of this.statusListeners) listener(change);
    }
    for (const { callId, agentId, reason } of after.withdrawn)
      this.realtime.emitToAgent(agentId, 'videoSells.cancelCall', { callId, ...(reason ? { reason } : {}) });
    for (const { agentId, incoming } of after.offers) this.realtime.emitToAgent(agentId, 'videoSells.callIn', incoming);
    for (const failed of after.transferFailed) {
      this.realtime.emitToAgent(failed.agentId, 'serviceRoom.transferFailed', {
        serviceId: failed.serviceId,
        callId: failed.callId,
      });
    }
    await this.tellCustomers(after.calls, after.states);
  }

  /** Each call's customer hears its state: the one given, or else as read now. */
  async tellCustomers(
    callIds: Iterable<string>,
    known: ReadonlyMap<string, CustomerCallState> = new Map(),
  ): Promise<void> {
    for (const callId of callIds) {
      const state = known.get(callId) ?? (await this.views.customerState(callId));
      if (state) this.realtime.emitToCall(callId, 'call.update', state);
    }
  }

  /** A page of the agent opened or reloaded during a ring hears it again. */
  async ringAgain(agentId: string): Promise<void> {
    const ringing = await this.views.ringingAt(agentId);
    if (ringing) this.realtime.emitToAgent(agentId, 'videoSells.callIn', ringing);
  }

  /** A customer's page following a room that has ended hears so. */
  async tellRoomEndedIfSo(serviceId: string): Promise<void> {
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['status', 'endedBy'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (room?.status === 'ended')
      this.realtime.emitToCustomerRoom(serviceId, 'room.ended', {
        serviceId,
        by: room.endedBy === 'user' ? 'user' : 'agent',
      });
  }

  /** The agent ended the room: its customers are told before the room is closed. */
  roomEndedByAgent(serviceId: string): void {
    this.realtime.emitToCustomerRoom(serviceId, 'room.ended', { serviceId, by: 'agent' });
  }

  /** The agent's pages hear that the room ended without them: the customer left, or it was handed over. */
  roomEndedForAgent(agentId: string, serviceId: string, by: 'user' | 'transfer'): void {
    this.realtime.emitToAgent(agentId, 'serviceRoom.ended', { serviceId, by });
  }

  /** The customers of a room handed over hear who serves them now. */
  agentChanged(serviceId: string, agentName: string): void {
    this.realtime.emitToCustomerRoom(serviceId, 'room.agentChanged', { serviceId, agentName });
  }
}
