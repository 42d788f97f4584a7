import { maskPhone } from '../../src/domain/personalData';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { STATUS_BUCKETS, type StatusBucket } from '../../src/domain/statusTime';
import type { ScopeFilter } from '../../src/domain/scope';
import { socketRooms } from '../../src/schemas/events';
import type { SeatCall, SeatListQuery, SeatRow } from '../../src/schemas/seatMonitor';
import type { Clock } from '../clock';
import type { AgentTable, DB, OrgAccountTable } from '../db/types';
import type { Realtime } from '../plugins/realtime';
import { likePattern } from '../db/sql';
import { chinaDay } from '../../src/domain/chinaTime';

type Nullable<T> = { [K in keyof T]: T[K] | null };
type SeatQuery = SelectQueryBuilder<DB & { a: AgentTable } & { o: Nullable<OrgAccountTable> }, 'a' | 'o', object>;

interface CallJson {
  serviceId?: string | null;
  userName?: string;
  userPhone?: string;
  roomFrom?: string | null;
  since?: string | null;
}

const callOf = (kind: SeatCall['kind'], found: CallJson | null): SeatCall | null =>
  found
    ? {
        kind,
        serviceId: found.serviceId ?? null,
        userName: found.userName ?? '',
        userPhone: found.userPhone ?? '',
        roomFrom: found.roomFrom ?? null,
        since: found.since ? new Date(found.since).toISOString() : '',
      }
    : null;

function todayOf(booked: Record<string, number> | null): Record<StatusBucket, number> {
  const today = Object.fromEntries(STATUS_BUCKETS.map((bucket) => [bucket, 0])) as Record<StatusBucket, number>;
  for (const [status, seconds] of Object.entries(booked ?? {}))
    if (status in today) today[status as StatusBucket] += Number(seconds);
  return today;
}

/**
 * The seat monitor: the agents of a scope as they are now (status, presence, the time booked today per
 * status, the call they are in), and the live event sent to the admins whose scope covers an agent each
 * time its status or presence changes.
 */
export class SeatMonitor {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
  ) {}

  async list(filter: ScopeFilter, query: SeatListQuery): Promise<{ list: SeatRow[]; count: number }> {
    const pageSize = query.pageSize ?? 10;
    const offset = ((query.pageIndex ?? 1) - 1) * pageSize;
    const narrow = (q: SeatQuery) => {
      let out = q.where('a.tenantId', 'is not', null).where('a.status', '=', true);
      if (filter.tenantId) out = out.where('a.tenantId', '=', filter.tenantId);
      if (filter.orgAccountId) out = out.where('a.orgAccountId', '=', filter.orgAccountId);
      if (filter.agentId) out = out.where('a.id', '=', filter.agentId);
      const name = query.name ? likePattern(query.name) : null;
      if (name) out = out.where((eb) => eb.or([eb('a.fullName', 'ilike', name), eb('a.loginName', 'ilike', name)]));
      if (query.status === 'offline') out = out.where('a.online', '=', false);
      else if (query.status) out = out.where('a.online', '=', true).where('a.serviceStatus', '=', query.status);
      return out;
    };
    const counted = await narrow(this.base())
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    const rows = await this.rows(
      narrow(this.base()).orderBy('a.online', 'desc').orderBy('a.loginName').limit(pageSize).offset(offset),
    );
    return { list: rows, count: Number(counted?.count ?? 0) };
  }

  /** One agent's row, or null when it is not a seat (no tenant, or unknown). */
  async one(agentId: string): Promise<SeatRow | null> {
    const [row] = await this.rows(this.base().where('a.id', '=', agentId).where('a.tenantId', 'is not', null));
    return row ?? null;
  }

  /** Tells the admins whose scope covers the agent what it is now. */
  async announce(agentId: string): Promise<void> {
    const row = await this.one(agentId);
    if (!row || row.tenantId === null) return;
    // The tenant's admins see customers' phones in full; the platform's staff and organisation admins masked,
    // as their lists show them (a role the tenant lets see more still gets the masked number live).
    this.realtime.emitToViewers([socketRooms.tenantAdmins(row.tenantId)], 'seat.status', row);
    const masked = row.call ? { ...row, call: { ...row.call, userPhone: maskPhone(row.call.userPhone) } } : row;
    const others = [socketRooms.platformAdmins()];
    if (row.orgAccountId) others.push(socketRooms.orgAdmins(row.orgAccountId));
    this.realtime.emitToViewers(others, 'seat.status', masked);
  }

  private base() {
    return this.db.selectFrom('agents as a').leftJoin('orgAccounts as o', 'o.id', 'a.orgAccountId');
  }

  private async rows(query: SeatQuery): Promise<SeatRow[]> {
    const today = chinaDay(this.clock.now());
    const found = await query
      .select([
        'a.id',
        'a.loginName',
        'a.fullName',
        'a.tenantId',
        'a.orgAccountId',
        'o.orgName',
        'a.serviceStatus',
        'a.online',
        'a.statusSince',
      ])
      .select(
        sql<Record<
          string,
          number
        > | null>`(select json_object_agg(d.status, d.seconds) from agent_status_days d where d.agent_id = a.id and d.day::text = ${today})`.as(
          'booked',
        ),
      )
      .select(
        sql<CallJson | null>`(select json_build_object('serviceId', r.id, 'userName', r.user_name, 'userPhone', r.user_phone, 'roomFrom', r.room_from, 'since', r.started_at)
          from service_rooms r where r.agent_id = a.id and r.status = 'inProgress' order by r.started_at desc limit 1)`.as(
          'room',
        ),
      )
      .select(
        sql<CallJson | null>`(select json_build_object('userName', c.user_name, 'userPhone', c.user_phone, 'since', coalesce(c.offered_at, c.asked_at))
          from calls c where c.tenant_id = a.tenant_id and c.status = 'ringing' and c.agent_id = a.id limit 1)`.as(
          'ringing',
        ),
      )
      .execute();
    return found.map((row) => ({
      _id: row.id,
      loginName: row.loginName,
      fullName: row.fullName,
      tenantId: row.tenantId,
      orgAccountId: row.orgAccountId,
      orgName: row.orgName ?? '',
      serviceStatus: row.serviceStatus as SeatRow['serviceStatus'],
      online: row.online,
      statusSince: row.statusSince.toISOString(),
      today: todayOf(row.booked),
      call: callOf('room', row.room) ?? callOf('ringing', row.ringing),
    }));
  }
}
