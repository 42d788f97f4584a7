import { sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import type { ServiceStatus } from '../../src/schemas/api';
import { splitByDay, STATUS_BUCKETS, type StatusBucket } from '../../src/domain/statusTime';
import { systemClock, type Clock } from '../clock';
import type { DB } from '../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

export interface StatusChange {
  agentId: string;
  tenantId: string | null;
  serviceStatus: ServiceStatus;
  until: Date | null;
}

/**
 * An agent's status and presence, and the time spent in each per day. Every change first books the time
 * since the previous change to the bucket it was spent in (the status while online, 'offline' otherwise).
 */
export class AgentStatusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Sets the status (with the instant after-call processing ends); answers the change, or null for an unknown
   * agent or a status that is already set (no time is booked and nobody needs telling).
   */
  async change(
    agentId: string,
    serviceStatus: ServiceStatus,
    options: { until?: Date | null; executor?: Executor } = {},
  ): Promise<StatusChange | null> {
    const run = (trx: Executor) => this.bookAndSet(trx, agentId, { serviceStatus, statusUntil: options.until ?? null });
    return options.executor ? run(options.executor) : this.db.transaction().execute(run);
  }

  /** Records presence; answers whether it changed. */
  async presence(agentId: string, online: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('agents')
        .select('online')
        .where('id', '=', agentId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.online === online) return false;
      await this.bookAndSet(trx, agentId, { online, presenceChangedAt: this.clock.now() });
      return true;
    });
  }

  /** Seconds per bucket on one China day, counting the period still running. */
  async timeOfDay(agentId: string, day: string, now = new Date()): Promise<Record<StatusBucket, number>> {
    const totals = Object.fromEntries(STATUS_BUCKETS.map((bucket) => [bucket, 0])) as Record<StatusBucket, number>;
    const rows = await this.db
      .selectFrom('agentStatusDays')
      .select(['status', 'seconds'])
      .where('agentId', '=', agentId)
      .where(sql<string>`day::text`, '=', day)
      .execute();
    for (const row of rows) if (row.status in totals) totals[row.status as StatusBucket] += row.seconds;
    const agent = await this.db
      .selectFrom('agents')
      .select(['serviceStatus', 'online', 'statusSince'])
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (agent) {
      const bucket = bucketOf(agent.serviceStatus, agent.online);
      for (const part of splitByDay(agent.statusSince, now)) if (part.day === day) totals[bucket] += part.seconds;
    }
    return totals;
  }

  private async bookAndSet(
    trx: Executor,
    agentId: string,
    set: { serviceStatus?: ServiceStatus; statusUntil?: Date | null; online?: boolean; presenceChangedAt?: Date },
  ): Promise<StatusChange | null> {
    const agent = await trx
      .selectFrom('agents')
      .select(['serviceStatus', 'statusUntil', 'online', 'statusSince', 'tenantId'])
      .where('id', '=', agentId)
      .forUpdate()
      .executeTakeFirst();
    if (!agent) return null;
    if (
      set.online === undefined &&
      set.serviceStatus === agent.serviceStatus &&
      sameInstant(set.statusUntil, agent.statusUntil)
    )
      return null;
    const now = this.clock.now();
    const bucket = bucketOf(agent.serviceStatus, agent.online);
    // The time of the status that ends is booked by the statement that sets the new one.
    const booked = splitByDay(agent.statusSince, now).map((part) => ({
      agentId,
      day: part.day,
      status: bucket,
      seconds: part.seconds,
    }));
    const setNew = (creator: Pick<QueryCreator<DB>, 'updateTable'>) =>
      creator
        .updateTable('agents')
        .set({ ...set, statusSince: now, updatedAt: now })
        .where('id', '=', agentId)
        .returning(['serviceStatus', 'statusUntil'])
        .executeTakeFirstOrThrow();
    const updated =
      booked.length === 0
        ? await setNew(trx)
        : await setNew(
            trx.with('booked', (db) =>
              db
                .insertInto('agentStatusDays')
                .values(booked)
                .onConflict((oc) =>
                  oc
                    .columns(['agentId', 'day', 'status'])
                    .doUpdateSet({ seconds: sql`agent_status_days.seconds + excluded.seconds` }),
                ),
            ) as Pick<QueryCreator<DB>, 'updateTable'>,
          );
    return {
      agentId,
      tenantId: agent.tenantId,
      serviceStatus: updated.serviceStatus as ServiceStatus,
      until: updated.statusUntil,
    };
  }
}

function sameInstant(a: Date | null | undefined, b: Date | null): boolean {
  return (a ?? null)?.getTime() === b?.getTime();
}

function bucketOf(serviceStatus: string, online: boolean): StatusBucket {
  if (!online) return 'offline';
  return (STATUS_BUCKETS as readonly string[]).includes(serviceStatus) ? (serviceStatus as StatusBucket) : 'away';
}
