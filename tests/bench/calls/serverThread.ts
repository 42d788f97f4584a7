/**
 * Runs inside a worker thread: one server under test (ours on its database, or the floor) with a heap,
 * an event loop and collections of its own, as a server process has. The bench's thousands of client
 * sockets live in the main thread and never share a collection with the server they measure.
 */
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import type { Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import type { SessionLifetimes } from '../../../server/services/sessions';
import { startOurs } from '../ours';
import { openPostgresTarget } from '../targets';
import { distDir } from '../../support/seededServer';
import { startSeatFloor } from '../seats/floor';
import { startCallFloor } from './floor';
import { agentCounts, openWork, seedCallTenant } from './seed';
import { answerRequests, until, type OursData, type ServerThreadData } from './serverThreads';

const data = workerData as ServerThreadData;

interface Running {
  baseUrl: string;
  close(): Promise<void>;
  counts(): Promise<{ online: number; routable: number }>;
  openWork(): Promise<{ calls: number; rooms: number }>;
  tenant: { tenantId: string; tokens: string[] } | null;
}

async function openCallDatabase(ours: OursData): Promise<Database> {
  if (ours.db === 'pglite') return openDatabase({ dataDir: path.join(ours.dataDir, 'pg') });
  const target = await openPostgresTarget(ours.postgresUrl);
  return { ...target.database, close: () => target.close() };
}

async function startServer(): Promise<Running> {
  if (data.server === 'floor' || data.server === 'seatFloor') {
    const floor = data.server === 'floor' ? await startCallFloor() : await startSeatFloor();
    const none = () => Promise.reject(new Error('the floor has no database'));
    return { baseUrl: floor.baseUrl, close: () => floor.close(), counts: none, openWork: none, tenant: null };
  }
  const database = await openCallDatabase(data);
  try {
    const config: Config = { ...data.config, dataDir: data.dataDir };
    const lifetimes: SessionLifetimes = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
    const tenant = await seedCallTenant(database.db, data.agents, lifetimes);
    const ours = await startOurs(config, database, data.webApp ? distDir : undefined);
    return {
      baseUrl: ours.baseUrl,
      tenant,
      counts: () => agentCounts(database.db, tenant.tenantId),
      openWork: () => openWork(database.db, tenant.tenantId),
      async close() {
        // The server first: it drops every socket at once, so marking each agent offline tells an empty
        // tenant room. It books each agent offline after its socket has gone; that ends before the database closes.
        await ours.close();
        await until(
          'every agent offline',
          async () => (await agentCounts(database.db, tenant.tenantId)).online === 0,
          30_000,
        ).catch((err: unknown) => process.stderr.write(`[bench] ${String(err)}\n`));
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

const running = startServer();

answerRequests(async (op) => {
  const server = await running;
  switch (op) {
    case 'started':
      return { baseUrl: server.baseUrl, tenant: server.tenant };
    case 'counts':
      return server.counts();
    case 'openWork':
      return server.openWork();
    case 'close':
      return server.close();
    default:
      throw new Error(`no op ${op}`);
  }
});
