import { readPage } from '../db/page';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { durationSeconds } from '../../src/domain/callRecords';
import type { ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import type { RoomFrom } from '../../src/schemas/call';
import {
  callRecordPaths,
  type CallRecord,
  type CallStatus,
  type Evaluation,
  type RoomStatus,
  type ServiceRoomDetail,
  type ServiceRoomRecord,
  type VideoKind,
} from '../../src/schemas/callRecord';
import type { DB } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { FIVE_G_ROOM } from './fiveG/views';
import { likePattern } from '../db/sql';
import { REQUIRED_CHECKPOINTS, stateOf, type DualRecordState } from '../../src/domain/dualRecord';

/** Filters of both lists: the time window (of askedAt for calls, startedAt for rooms) and the agent's name. */
interface RecordFilters {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  agent?: string | undefined;
}

export interface CallFilters extends RecordFilters {
  callStatus?: CallStatus | undefined;
  dualRecord?: DualRecordState | undefined;
}

/** The required 双录 checkpoints the room aliased r holds, as kinds (none for a room not under 双录). */
const heldCheckpoints = sql<string[]>`(case when ${sql.ref('r.dualRecord')} then (
  select coalesce(array_agg(distinct k.kind), '{}') from sop_checkpoints k
  where k.service_id = ${sql.ref('r.id')} and k.kind in (${sql.join([...REQUIRED_CHECKPOINTS])})
) else '{}' end)`;

/** The calls whose room is in the given 双录 state. */
function dualRecordCondition(state: DualRecordState): RawBuilder<SqlBool> {
  const dual = sql.ref('r.dualRecord');
  const ended = sql<SqlBool>`${sql.ref('r.status')} = 'ended'`;
  const held = sql`cardinality(${heldCheckpoints})`;
  if (state === 'none') return sql<SqlBool>`coalesce(${dual}, false) = false`;
  if (state === 'ongoing') return sql<SqlBool>`${dual} and ${sql.ref('r.status')} = 'inProgress'`;
  const complete = state === 'complete' ? sql`=` : sql`<`;
  return sql<SqlBool>`${dual} and ${ended} and ${held} ${complete} ${REQUIRED_CHECKPOINTS.length}`;
}

interface RoomFilters extends RecordFilters {
  status?: RoomStatus | undefined;
}

export interface Page {
  pageIndex: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

function callRows(db: Kysely<DB>) {
  return db
    .selectFrom('calls as c')
    .innerJoin('tenants as t', 't.id', 'c.tenantId')
    .leftJoin('orgAccounts as o', 'o.id', 'c.orgAccountId')
    .leftJoin('agents as a', 'a.id', 'c.agentId')
    .leftJoin('serviceRooms as r', 'r.id', 'c.serviceId')
    .select([
      'c.id',
      'c.serviceId',
      'c.status',
      'c.kind',
      'c.userName',
      'c.userPhone',
      'c.agentId',
      'c.tenantId',
      'c.orgAccountId',
      'c.askedAt',
      'c.answeredAt',
      'c.evaluation',
      't.name as tenantName',
      'o.orgName',
      'a.fullName',
      'a.loginName',
      'r.inviteNumber',
      'r.startedAt as roomStartedAt',
      'r.endedAt as roomEndedAt',
      'r.recordingFileId',
      'r.mergedVideoFileId',
      'r.dualRecord',
      'r.status as roomStatus',
      heldCheckpoints.as('checkpointKinds'),
      'r.legalHold',
    ]);
}

function roomRows(db: Kysely<DB>) {
  return db
    .selectFrom('serviceRooms as r')
    .innerJoin('tenants as t', 't.id', 'r.tenantId')
    .innerJoin('agents as a', 'a.id', 'r.agentId')
    .leftJoin('orgAccounts as o', 'o.id', 'r.orgAccountId')
    .select([
      'r.id',
      'r.inviteNumber',
      'r.status',
      'r.roomFrom',
      'r.userName',
      'r.userPhone',
      'r.agentId',
      'r.tenantId',
      'r.orgAccountId',
      'r.callId',
      'r.startedAt',
      'r.endedAt',
      'r.endedBy',
      'r.recordingFileId',
      'r.mergedVideoFileId',
      'r.legalHold',
      't.name as tenantName',
      'o.orgName',
      'a.fullName',
      'a.loginName',
    ]);
}

type CallRow = Awaited<ReturnType<ReturnType<typeof callRows>['executeTakeFirstOrThrow']>>;
export type RoomRow = Awaited<ReturnType<ReturnType<typeof roomRows>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function evaluationOf(value: unknown): Evaluation | null {
  if (value === null || typeof value !== 'object') return null;
  const { score, comment } = value as { score?: unknown; comment?: unknown };
  return typeof score === 'number' ? { score, comment: typeof comment === 'string' ? comment : '' } : null;
}

function toCallRecord(row: CallRow): CallRecord {
  return {
    _id: row.id,
    callId: row.id,
    serviceId: row.serviceId,
    inviteNumber: row.inviteNumber,
    callStatus: row.status,
    kind: row.kind,
    userName: row.userName,
    userPhone: row.userPhone,
    agent:
      row.agentId === null ? null : { _id: row.agentId, fullName: row.fullName ?? '', loginName: row.loginName ?? '' },
    tenant: { _id: row.tenantId, name: row.tenantName },
    orgAccount: row.orgAccountId === null ? null : { _id: row.orgAccountId, orgName: row.orgName ?? '' },
    askedAt: row.askedAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    endedAt: iso(row.roomEndedAt),
    duration: durationSeconds(row.roomStartedAt, row.roomEndedAt),
    evaluation: evaluationOf(row.evaluation),
    hasVideo: row.recordingFileId !== null,
    hasMergedVideo: row.mergedVideoFileId !== null,
    ...dualRecordOf(row),
    legalHold: row.legalHold ?? false,
  };
}

function dualRecordOf(row: {
  dualRecord: boolean | null;
  roomStatus: string | null;
  checkpointKinds: string[] | null;
}) {
  const { state, missing } = stateOf({
    dualRecord: row.dualRecord ?? false,
    ended: row.roomStatus === 'ended',
    checkpointKinds: row.checkpointKinds ?? [],
  });
  return { dualRecord: state, dualRecordMissing: missing };
}

function toRoomRecord(row: RoomRow): ServiceRoomRecord {
  return {
    _id: row.id,
    serviceId: row.id,
    inviteNumber: row.inviteNumber,
    status: row.status,
    roomInfo: { from: row.roomFrom as RoomFrom },
    userName: row.userName,
    userPhone: row.userPhone,
    agent: { _id: row.agentId, fullName: row.fullName, loginName: row.loginName },
    tenant: { _id: row.tenantId, name: row.tenantName },
    orgAccount: row.orgAccountId === null ? null : { _id: row.orgAccountId, orgName: row.orgName ?? '' },
    callId: row.callId,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    endedBy: row.endedBy,
    duration: durationSeconds(row.startedAt, row.endedAt),
    hasVideo: row.recordingFileId !== null,
    hasMergedVideo: row.mergedVideoFileId !== null,
    legalHold: row.legalHold,
  };
}

/** The scope and the common filters as one condition on the table aliased `alias` (c or r) and its agent `a`. */
function conditions(alias: 'c' | 'r', scope: ScopeFilter, filters: RecordFilters): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const time = col(alias === 'c' ? 'askedAt' : 'startedAt');
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
  if (scope.tenantId !== undefined) parts.push(sql<SqlBool>`${col('tenantId')} = ${scope.tenantId}`);
  if (scope.orgAccountId !== undefined) parts.push(sql<SqlBool>`${col('orgAccountId')} = ${scope.orgAccountId}`);
  if (scope.agentId !== undefined) parts.push(sql<SqlBool>`${col('agentId')} = ${scope.agentId}`);
  if (filters.beginTime) parts.push(sql<SqlBool>`${time} >= ${new Date(filters.beginTime)}`);
  if (filters.endTime) parts.push(sql<SqlBool>`${time} <= ${new Date(filters.endTime)}`);
  const name = filters.agent?.trim();
  if (name)
    parts.push(
      sql<SqlBool>`(${sql.ref('a.fullName')} ilike ${likePattern(name)} or ${sql.ref('a.loginName')} ilike ${likePattern(name)})`,
    );
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Ids from a client that are not uuids match nothing (instead of a database error). */
const validScope = (scope: ScopeFilter) =>
  [scope.tenantId, scope.orgAccountId, scope.agentId].every((id) => id === undefined || isUuid(id));

/** SQL of the call records and the service rooms they opened, as the records screens read them. */
export class CallRecordService {
  constructor(private readonly db: Kysely<DB>) {}

  async listCalls(scope: ScopeFilter, filters: CallFilters, page: Page): Promise<ListResult<CallRecord>> {
    if (!validScope(scope)) return { list: [], count: 0 };
    const base = callRows(this.db)
      .where(conditions('c', scope, filters))
      // A transfer no agent took is no call of a customer's: the customer stayed with the agent who asked for it.
      .where((eb) => eb.not(eb.and([eb('c.kind', '=', 'transfer'), eb('c.status', '=', 'missed')])))
      .$if(filters.callStatus !== undefined, (q) => q.where('c.status', '=', filters.callStatus as CallStatus))
      .$if(filters.dualRecord !== undefined, (q) => q.where(dualRecordCondition(filters.dualRecord!)));
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy('c.askedAt', page.order).orderBy('c.id', page.order),
      page,
    );
    return { list: rows.map(toCallRecord), count };
  }

  async listRooms(scope: ScopeFilter, filters: RoomFilters, page: Page): Promise<ListResult<ServiceRoomRecord>> {
    if (!validScope(scope)) return { list: [], count: 0 };
    // 5G sessions are service rooms too; they have their own lists (server/routes/fiveG).
    const base = roomRows(this.db)
      .where(conditions('r', scope, filters))
      .where('r.roomFrom', '<>', FIVE_G_ROOM)
      .$if(filters.status !== undefined, (q) => q.where('r.status', '=', filters.status as RoomStatus));
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy('r.startedAt', page.order).orderBy('r.id', page.order),
      page,
    );
    return { list: rows.map(toRoomRecord), count };
  }

  /** A room inside the scope, with its stored video keys; null when there is none or it is not the caller's. */
  async findRoom(serviceId: string, scope: ScopeFilter): Promise<RoomRow | null> {
    if (!isUuid(serviceId) || !validScope(scope)) return null;
    const row = await roomRows(this.db)
      .where('r.id', '=', serviceId)
      .where(conditions('r', scope, {}))
      .executeTakeFirst();
    return row ?? null;
  }

  async roomDetail(row: RoomRow): Promise<ServiceRoomDetail> {
    const call = await callRows(this.db)
      .where((eb) => (row.callId === null ? eb('c.serviceId', '=', row.id) : eb('c.id', '=', row.callId)))
      .orderBy('c.askedAt', 'desc')
      .executeTakeFirst();
    return { ...toRoomRecord(row), call: call ? toCallRecord(call) : null };
  }

  /**
   * Marks the recording as the room's merged video. Recordings are one track today; merging several
   * tracks into one file comes with recording.
   */
  async markMerged(serviceId: string): Promise<void> {
    await this.db
      .updateTable('serviceRooms')
      .set((eb) => ({ mergedVideoFileId: eb.ref('recordingFileId') }))
      .where('id', '=', serviceId)
      .where('recordingFileId', 'is not', null)
      .execute();
  }

  /** The stored key of a room's video, whoever asks (the signed link already proved the right to it). */
  async videoKey(serviceId: string, kind: VideoKind): Promise<string | null> {
    if (!isUuid(serviceId)) return null;
    const row = await this.db
      .selectFrom('serviceRooms')
      .select(['recordingFileId', 'mergedVideoFileId'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!row) return null;
    return kind === 'merged' ? row.mergedVideoFileId : row.recordingFileId;
  }

  async tenantCode(tenantId: string | null): Promise<string | null> {
    if (tenantId === null) return null;
    const row = await this.db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirst();
    return row?.code ?? null;
  }
}

/** How long a video address from GET /api/serviceRoom/video stays good. */
const VIDEO_LINK_MS = 60 * 60 * 1000;

/**
 * Signed addresses of room videos: a <video> element cannot send the session header, so the address
 * itself carries the right to the file for a while. The key derives from the stored sign-in key pair,
 * so every server process signs and checks alike.
 */
export class VideoLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`room-video:${secret}`).digest();
  }

  /** `part` names one recording of the room; a link without it is the room's own video of that kind. */
  private signature(serviceId: string, kind: VideoKind, expires: number, part?: string): string {
    return createHmac('sha256', this.key)
      .update(`${serviceId}\n${kind}\n${expires}${part === undefined ? '' : `\n${part}`}`)
      .digest('hex');
  }

  make(serviceId: string, kind: VideoKind, now = Date.now(), part?: string): { url: string; expiresAt: string } {
    const expires = now + VIDEO_LINK_MS;
    const query = new URLSearchParams({
      serviceId,
      kind,
      expires: String(expires),
      ...(part === undefined ? {} : { part }),
    });
    query.set('signature', this.signature(serviceId, kind, expires, part));
    return { url: `${callRecordPaths.videoFile}?${query.toString()}`, expiresAt: new Date(expires).toISOString() };
  }

  valid(
    serviceId: string,
    kind: VideoKind,
    expires: number,
    signature: string,
    now = Date.now(),
    part?: string,
  ): boolean {
    if (expires < now) return false;
    const expected = Buffer.from(this.signature(serviceId, kind, expires, part), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
