import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import {
  addCounts,
  emptyCounts,
  figuresOf,
  MONITOR_EVENTS,
  type MonitoringCounts,
  type MonitoringRow,
  type MonitoringStatistics,
} from '../../src/schemas/monitoring';
import type { DB } from '../db/types';
import { chinaDay } from '../../src/domain/chinaTime';
import { chinaDayOf } from '../db/sql';

export interface MonitoringWindow {
  begin: Date;
  end: Date;
}

interface CountRow {
  day: string;
  orgAccountId: string | null;
  orgName: string | null;
  tenantName: string;
  rooms: number | string;
  errorRooms: number | string;
  netError: number | string;
  sdkError: number | string;
  serviceError: number | string;
  linkError: number | string;
  shareStarted: number | string;
  screenLoginError: number | string;
  screenBreakError: number | string;
}

const FIGURE_KEYS = Object.keys(MONITOR_EVENTS) as (keyof typeof MONITOR_EVENTS)[];
const ERROR_EVENTS = [...MONITOR_EVENTS.netError, ...MONITOR_EVENTS.sdkError, ...MONITOR_EVENTS.serviceError];
const inList = (events: readonly string[]) =>
  sql.join(
    events.map((event) => sql.lit(event)),
    sql`, `,
  );
const sumOf = (key: string) => sql`coalesce(sum(${sql.ref(`e.${key}`)}), 0)`;

function countsOf(row: CountRow): MonitoringCounts {
  const counts = emptyCounts();
  for (const key of Object.keys(counts) as (keyof MonitoringCounts)[]) counts[key] = Number(row[key]);
  return counts;
}

/**
 * The monitoring figures (spec 3 §3 rs1–rs4), counted from the rooms started in the window and the events
 * their pages reported (server/services/roomEvents.ts), by China day of the room's start and organisation.
 */
export class MonitoringStats {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every (day, organisation) with rooms, newest day first. */
  async rows(filter: ScopeFilter, window: MonitoringWindow): Promise<MonitoringRow[]> {
    const found = await this.counts(filter, window);
    return found.map((row) => ({
      _id: `${row.day}:${row.orgAccountId ?? ''}`,
      day: row.day,
      orgAccountId: row.orgAccountId,
      orgName: row.orgName ?? '',
      tenantName: row.tenantName,
      ...figuresOf(countsOf(row)),
    }));
  }

  /** The totals of the window and the same per day (oldest first), days without rooms as zeros; all zeros outside any scope. */
  async statistics(filter: ScopeFilter | null, window: MonitoringWindow): Promise<MonitoringStatistics> {
    const found = filter ? await this.counts(filter, window) : [];
    const byDay = new Map<string, MonitoringCounts>();
    for (const day of daysOf(window)) byDay.set(day, emptyCounts());
    let total = emptyCounts();
    for (const row of found) {
      const counts = countsOf(row);
      total = addCounts(total, counts);
      byDay.set(row.day, addCounts(byDay.get(row.day) ?? emptyCounts(), counts));
    }
    const days = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, counts]) => ({ day, ...figuresOf(counts) }));
    return { ...figuresOf(total), days };
  }

  private async counts(filter: ScopeFilter, window: MonitoringWindow): Promise<CountRow[]> {
    const perEvent = FIGURE_KEYS.map(
      (key) => sql`count(*) filter (where ev.event in (${inList(MONITOR_EVENTS[key])})) as ${sql.ref(key)}`,
    );
    const day = chinaDayOf('r.started_at');
    const scope = [sql`r.started_at >= ${window.begin}`, sql`r.started_at <= ${window.end}`];
    if (filter.tenantId) scope.push(sql`r.tenant_id = ${filter.tenantId}`);
    if (filter.orgAccountId) scope.push(sql`r.org_account_id = ${filter.orgAccountId}`);
    if (filter.agentId) scope.push(sql`r.agent_id = ${filter.agentId}`);
    const result = await sql<CountRow>`
      select ${day} as day, r.org_account_id, o.org_name, t.name as tenant_name,
        count(*) as rooms,
        count(*) filter (where e.errors > 0) as error_rooms,
        ${sql.join(
          FIGURE_KEYS.map((key) => sql`${sumOf(key)} as ${sql.ref(key)}`),
          sql`, `,
        )}
      from service_rooms r
      join tenants t on t.id = r.tenant_id
      left join org_accounts o on o.id = r.org_account_id
      left join lateral (
        select count(*) filter (where ev.event in (${inList(ERROR_EVENTS)})) as errors, ${sql.join(perEvent, sql`, `)}
        from room_events ev where ev.service_id = r.id
      ) e on true
      where ${sql.join(scope, sql` and `)}
      group by 1, r.org_account_id, o.org_name, t.name
      order by 1 desc, o.org_name nulls last, t.name`.execute(this.db);
    return result.rows;
  }
}

/** The China days a window covers, oldest first (at most 366). */
function daysOf(window: MonitoringWindow): string[] {
  const days: string[] = [];
  const last = chinaDay(window.end);
  for (let at = window.begin.getTime(); days.length < 366; at += 86_400_000) {
    const next = chinaDay(at);
    days.push(next);
    if (next >= last) break;
  }
  return days;
}
