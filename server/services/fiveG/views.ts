import { sql, type Kysely } from 'kysely';
import type { EndType, FiveGPhoneCall, FiveGSession, FiveGShare } from '../../../src/schemas/fiveG';
import type { DB } from '../../db/types';

/** The room_from of a 5G session among the service rooms. */
export const FIVE_G_ROOM = 'fiveG';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A 5G session with its agent, tenant and organisation, its last call's outcome and whether a recording finished. */
export function sessionRows(db: Kysely<DB>) {
  return db
    .selectFrom('serviceRooms as r')
    .innerJoin('tenants as t', 't.id', 'r.tenantId')
    .innerJoin('agents as a', 'a.id', 'r.agentId')
    .leftJoin('orgAccounts as o', 'o.id', 'r.orgAccountId')
    .where('r.roomFrom', '=', FIVE_G_ROOM)
    .select((eb) => [
      'r.id',
      'r.inviteNumber',
      'r.flowId',
      'r.status',
      'r.userName',
      'r.userPhone',
      'r.agentId',
      'r.tenantId',
      'r.orgAccountId',
      'r.startedAt',
      'r.endedAt',
      'r.consentAt',
      't.name as tenantName',
      't.fiveGSop',
      'o.orgName',
      'a.fullName',
      'a.loginName',
      eb
        .selectFrom('fiveGCalls as c')
        .select('c.callType')
        .whereRef('c.serviceId', '=', 'r.id')
        .orderBy('c.startedAt', 'desc')
        .limit(1)
        .as('callType'),
      eb
        .selectFrom('fiveGCalls as c')
        .select('c.endType')
        .whereRef('c.serviceId', '=', 'r.id')
        .orderBy('c.startedAt', 'desc')
        .limit(1)
        .as('endType'),
      eb
        .selectFrom('fiveGCalls as c')
        .select(sql<number | null>`sum(c.talk_seconds)::int`.as('talk'))
        .whereRef('c.serviceId', '=', 'r.id')
        .as('talkSeconds'),
      eb
        .selectFrom('fiveGCalls as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.serviceId', '=', 'r.id')
        .as('calls'),
      eb
        .selectFrom('roomRecordings as rr')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('rr.serviceId', '=', 'r.id')
        .where('rr.status', '=', 'finished')
        .as('recordings'),
    ]);
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['executeTakeFirstOrThrow']>>;

export function toSession(row: SessionRow): FiveGSession {
  return {
    _id: row.id,
    serviceId: row.id,
    flowId: row.flowId ?? '',
    status: row.status,
    agent: { _id: row.agentId, loginName: row.loginName, fullName: row.fullName },
    tenant: { _id: row.tenantId, name: row.tenantName },
    orgAccount: row.orgAccountId === null ? null : { _id: row.orgAccountId, orgName: row.orgName ?? '' },
    userName: row.userName,
    userPhone: row.userPhone,
    callType: row.callType ?? null,
    endType: (row.endType ?? null) as EndType | null,
    talkSeconds: row.talkSeconds ?? null,
    calls: row.calls ?? 0,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    hasRecording: (row.recordings ?? 0) > 0,
  };
}

type CallRow = Awaited<ReturnType<ReturnType<typeof callRows>['executeTakeFirstOrThrow']>>;
type ShareRow = Awaited<ReturnType<ReturnType<typeof shareRows>['executeTakeFirstOrThrow']>>;

export const callRows = (db: Kysely<DB>) => db.selectFrom('fiveGCalls').selectAll();
export const shareRows = (db: Kysely<DB>) => db.selectFrom('fiveGShares').selectAll();

export function toPhoneCall(row: CallRow): FiveGPhoneCall {
  return {
    _id: row.id,
    callId: row.callId,
    flowId: row.flowId,
    userName: row.userName,
    userPhone: row.userPhone,
    callType: row.callType,
    media: row.media,
    status: row.status,
    micOn: row.micOn,
    videoOn: row.videoOn,
    startedAt: row.startedAt.toISOString(),
    connectedAt: iso(row.connectedAt),
    endedAt: iso(row.endedAt),
    talkSeconds: row.talkSeconds,
    endType: row.endType,
    recordId: row.recordId,
    traceRecordId: row.traceRecordId,
    traceRecordStatus: row.traceRecordStatus,
  };
}

export function toShare(row: ShareRow): FiveGShare {
  return {
    _id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    name: row.name,
    url: row.url,
    page: row.page,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
  };
}

/** The tenant's code, which decides whether its agents see their tenant's records (spec 1 §6). */
export async function tenantCodeOf(db: Kysely<DB>, tenantId: string | null): Promise<string | null> {
  if (tenantId === null) return null;
  const row = await db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirst();
  return row?.code ?? null;
}
