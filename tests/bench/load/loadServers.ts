import { sql, type Kysely } from 'kysely';
import type { Config } from '../../../server/config';
import type { DatabaseKind } from '../../../server/db/database';
import type { DB } from '../../../server/db/types';
import { hashPassword } from '../../../server/services/passwords';
import { DEMO_PASSWORD } from '../../support/testApp';
import { ServerThread } from '../calls/serverThreads';
import { BENCH_TENANT } from '../data';

/** What the load part's server thread is started with. */
export interface LoadServerData {
  db: DatabaseKind;
  postgresUrl: string;
  config: Config;
  /** Tenant admins to seed, one per client. */
  accounts: number;
}

export interface LoadServersStarted {
  ours: string;
  floor: string;
  /** The login names of the seeded tenant admins. */
  accounts: string[];
}

/** Event loop delay while watched, in ms: how late the thread's timers ran, beyond their interval. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The histogram's interval: each of its samples is the time between two timers set this far apart. */
export const LOOP_RESOLUTION_MS = 10;

/**
 * One tenant admin of the bench tenant per client: a forced sign-in ends every other session of its account,
 * so clients sharing one would sign each other out.
 */
export async function seedLoadAccounts(db: Kysely<DB>, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await sql<{ name: string }>`
    insert into agents (login_name, full_name, email, cellphone, password_hash, role_id, tenant_id, extra_data, created_at)
    select 'load_admin_' || i, '压测管理员' || i, 'load_admin_' || i || '@example.com', '137' || lpad(i::text, 8, '0'),
           ${passwordHash}, role.id, tenant.id, '{}'::jsonb, timestamptz '2026-01-15 00:00:00+00' + i * interval '1 second'
    from generate_series(1, ${count}::int) as i
    cross join (select id from sys_roles where level = '3') as role
    cross join (select id from tenants where code = ${BENCH_TENANT}) as tenant
    returning login_name as name
  `.execute(db);
  if (rows.rows.length !== count) throw new Error(`load: expected ${count} tenant admins, made ${rows.rows.length}`);
  return rows.rows.map((r) => r.name);
}

/** Ours and the floor on one database in a worker thread (loadServer.ts). */
export class LoadServers {
  private constructor(
    private readonly thread: ServerThread,
    readonly started: LoadServersStarted,
  ) {}

  static async start(data: LoadServerData): Promise<LoadServers> {
    const { thread, started } = await ServerThread.open<LoadServersStarted>(
      new URL('./loadServer.mjs', import.meta.url),
      data,
    );
    return new LoadServers(thread, started);
  }

  /** Watches the thread's event loop from now until loopDelay. */
  async watchLoop(): Promise<void> {
    await this.thread.ask('watchLoop');
  }

  async loopDelay(): Promise<LoopDelay> {
    return (await this.thread.ask('loopDelay')) as LoopDelay;
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
