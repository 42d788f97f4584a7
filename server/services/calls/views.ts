import { DEFAULT_CONSENT_TEXT } from '../../../src/schemas/personalData';
import { sql, type Kysely } from 'kysely';
import { type CustomerRoom, type RoomFrom, type StartedRoom, type TransferCandidates } from '../../../src/schemas/call';
import { customerKeyTexts, type CustomerRole } from '../../../src/schemas/customerKey';
import type { CustomerCallState, CustomerHandshake, IncomingCall } from '../../../src/schemas/events';
import type { DB } from '../../db/types';
import { invalid, notFound } from '../../plugins/envelope';
import { guestKeyOf, roleOfKey } from '../customerKeys';
import { isUuid } from '../../../src/schemas/fields';

/**
 * What customers and agents read of calls and rooms without changing them: a customer's place in the
 * queue, the call ringing at an agent, the room in progress, a room by its invite number, who a room may
 * be handed to. The changes are the queue's and the rooms'.
 */
export class CallViews {
  constructor(private readonly db: Kysely<DB>) {}

  /** The state of one call as its customer sees it, or null for an unknown call. */
  async customerState(callId: string): Promise<CustomerCallState | null> {
    const call = await this.db
      .selectFrom('calls as c')
      .leftJoin('serviceRooms as r', 'r.id', 'c.serviceId')
      .leftJoin('agents as a', 'a.id', 'r.agentId')
      .select([
        'c.id',
        'c.tenantId',
        'c.status',
        'c.askedAt',
        'c.serviceId',
        'r.inviteNumber',
        'r.customerKey',
        'a.fullName',
      ])
      .where('c.id', '=', callId)
      .where('c.kind', '=', 'customer')
      .executeTakeFirst();
    if (!call) return null;
    const open = call.status === 'waiting' || call.status === 'ringing';
    const ahead = open
      ? await this.db
          .selectFrom('calls')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenantId', '=', call.tenantId)
          .where('kind', '=', 'customer')
          .where('status', 'in', ['waiting', 'ringing'])
          .where((eb) =>
            eb.or([
              eb('askedAt', '<', call.askedAt),
              eb.and([eb('askedAt', '=', call.askedAt), eb('id', '<', call.id)]),
            ]),
          )
          .executeTakeFirstOrThrow()
      : { n: '0' };
    return {
      callId: call.id,
      status: call.status,
      position: open ? Number(ahead.n) + 1 : 0,
      serviceId: call.status === 'started' ? call.serviceId : null,
      inviteNumber: call.status === 'started' ? call.inviteNumber : null,
      key: call.status === 'started' ? call.customerKey : null,
      agentName: call.status === 'started' ? call.fullName : null,
    };
  }

  /** The call ringing at this agent now, if any (for a page opened or reloaded during the ring). */
  async ringingAt(agentId: string): Promise<IncomingCall | null> {
    const call = await this.db
      .selectFrom('calls')
      .select('id')
      .where('agentId', '=', agentId)
      .where('status', '=', 'ringing')
      .executeTakeFirst();
    return call ? this.incomingCall(call.id) : null;
  }

  /** The agent's room in progress, if any (spec 1 §7.3 serviceRoom/inprocess). */
  async inProcess(agentId: string): Promise<StartedRoom | null> {
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['id', 'inviteNumber', 'callId', 'userName', 'userPhone', 'roomFrom', 'startedAt'])
      .where('agentId', '=', agentId)
      .where('status', '=', 'inProgress')
      .orderBy('startedAt', 'desc')
      .executeTakeFirst();
    return room
      ? {
          serviceId: room.id,
          startedAt: room.startedAt.toISOString(),
          inviteNumber: room.inviteNumber,
          callId: room.callId ?? '',
          userName: room.userName,
          userPhone: room.userPhone,
          roomInfo: { from: room.roomFrom as RoomFrom },
        }
      : null;
  }

  /** A room in progress by its typed invite number: the guest key only (docs/decisions.md, customer keys). */
  async roomByInvite(inviteNumber: string): Promise<{ serviceId: string; inviteNumber: string; key: string } | null> {
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['id', 'customerKey'])
      .where('inviteNumber', '=', inviteNumber)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    return room ? { serviceId: room.id, inviteNumber, key: guestKeyOf(room.customerKey) } : null;
  }

  /** The tenant's other agents (with their status) and its service groups, for the transfer dialog. */
  async transferCandidates(agentId: string): Promise<TransferCandidates> {
    const self = await this.db.selectFrom('agents').select('tenantId').where('id', '=', agentId).executeTakeFirst();
    if (!self?.tenantId) return { agents: [], groups: [] };
    const agents = await this.db
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .select(['a.id', 'a.fullName', 'a.serviceStatus', 'a.online'])
      .where('a.tenantId', '=', self.tenantId)
      .where('a.id', '!=', agentId)
      .where('a.status', '=', true)
      .where('r.level', '=', '1')
      .orderBy('a.fullName')
      .execute();
    const groups = await this.db
      .selectFrom('agentGroups')
      .select(['id', 'name'])
      .where('tenantId', '=', self.tenantId)
      .orderBy('name')
      .execute();
    return {
      agents: agents.map((a) => ({
        _id: a.id,
        fullName: a.fullName,
        serviceStatus: a.serviceStatus,
        online: a.online,
      })),
      groups: groups.map((g) => ({ _id: g.id, name: g.name })),
    };
  }

  /**
   * The room in progress a customer's key opens (spec 1 §7.3 serviceRoom/startUser). A guest is told
   * neither the customer's name and phone nor the call, whose id would lead to the customer key.
   */
  async roomForCustomer(serviceId: string, key: string): Promise<CustomerRoom> {
    const room = isUuid(serviceId)
      ? await this.db
          .selectFrom('serviceRooms as r')
          .innerJoin('agents as a', 'a.id', 'r.agentId')
          .leftJoin('privacySettings as p', 'p.tenantId', 'r.tenantId')
          .select([
            'r.id',
            'r.inviteNumber',
            'r.customerKey',
            'r.consentAt',
            'p.consentText',
            'r.callId',
            'r.userName',
            'r.userPhone',
            'r.roomFrom',
            'r.status',
            'a.fullName',
          ])
          .where('r.id', '=', serviceId)
          .executeTakeFirst()
      : undefined;
    const role = room && room.status === 'inProgress' ? roleOfKey(room.customerKey, key) : null;
    if (!room || !role) throw invalid({ key: customerKeyTexts.wrong });
    const customer = role === 'customer';
    return {
      serviceId: room.id,
      inviteNumber: room.inviteNumber,
      callId: customer ? (room.callId ?? '') : '',
      userName: customer ? room.userName : '',
      userPhone: customer ? room.userPhone : '',
      roomInfo: { from: room.roomFrom as RoomFrom },
      agentName: room.fullName,
      role,
      // A guest is asked on each entry; the room keeps the customer's own consent.
      consent: {
        text: room.consentText || DEFAULT_CONSENT_TEXT,
        at: customer && room.consentAt ? room.consentAt.toISOString() : null,
      },
    };
  }

  /** What the receiving agent is told of a transfer (spec 1 §7.3 manualTransfer/callDetail). */
  async transferDetail(callId: string, agentId: string): Promise<IncomingCall & { inviteNumber: string }> {
    const call = await this.db
      .selectFrom('calls as c')
      .innerJoin('serviceRooms as r', 'r.id', 'c.serviceId')
      .select(['c.id', 'c.agentId', 'c.status', 'r.inviteNumber'])
      .where('c.id', '=', callId)
      .where('c.kind', '=', 'transfer')
      .executeTakeFirst();
    if (!call || call.agentId !== agentId) throw notFound();
    const incoming = await this.incomingCall(callId);
    if (!incoming) throw notFound();
    return { ...incoming, inviteNumber: call.inviteNumber };
  }

  /** What a customer's socket may follow: its call (the caller is the customer), or a room its key opens. */
  async customerRooms(
    handshake: CustomerHandshake,
  ): Promise<{ callId: string | null; serviceId: string | null; role: CustomerRole } | null> {
    if ('callId' in handshake && isUuid(handshake.callId)) {
      const call = await this.db
        .selectFrom('calls')
        .select(['id', 'serviceId'])
        .where('id', '=', handshake.callId)
        .where('kind', '=', 'customer')
        .executeTakeFirst();
      return call ? { callId: call.id, serviceId: call.serviceId, role: 'customer' } : null;
    }
    if ('serviceId' in handshake && isUuid(handshake.serviceId) && typeof handshake.key === 'string') {
      const room = await this.db
        .selectFrom('serviceRooms')
        .select(['id', 'customerKey'])
        .where('id', '=', handshake.serviceId)
        .executeTakeFirst();
      const role = room ? roleOfKey(room.customerKey, handshake.key) : null;
      return room && role ? { callId: null, serviceId: room.id, role } : null;
    }
    return null;
  }

  async incomingCall(callId: string): Promise<IncomingCall | null> {
    const call = await this.db
      .selectFrom('calls as c')
      .select(incomingCallColumns)
      .where('c.id', '=', callId)
      .executeTakeFirst();
    return call ? toIncomingCall(call) : null;
  }
}

/** What the ring of a call shows, read from `calls as c` by a select or an update's returning. */
export const incomingCallColumns = [
  'c.id',
  'c.userName',
  'c.userPhone',
  'c.status',
  'c.offeredAt',
  'c.kind',
  'c.serviceId',
  sql<string | null>`(select t.ring_url from tenants t where t.id = c.tenant_id)`.as('ringUrl'),
  sql<string | null>`(select f.full_name from agents f where f.id = c.from_agent_id)`.as('fromName'),
] as const;

export function toIncomingCall(call: {
  id: string;
  userName: string;
  userPhone: string;
  status: IncomingCall['status'];
  offeredAt: Date | null;
  kind: string;
  serviceId: string | null;
  ringUrl: string | null;
  fromName: string | null;
}): IncomingCall {
  return {
    callId: call.id,
    userName: call.userName,
    phone: call.userPhone,
    status: call.status,
    isVideo: true,
    offeredAt: call.offeredAt?.toISOString(),
    ringUrl: call.ringUrl,
    ...(call.kind === 'transfer'
      ? { manualCallId: call.id, serviceId: call.serviceId ?? undefined, fromAgentName: call.fromName ?? undefined }
      : {}),
  };
}
