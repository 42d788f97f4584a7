/**
 * Runs inside a worker thread: ours and the floor of the load part on one database, each on a port of its
 * own, with this thread's event loop watched while asked. The clients live in the main thread, so their own
 * work never shows as the servers' delay.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import type { SessionLifetimes } from '../../../server/services/sessions';
import { answerRequests } from '../calls/serverThreads';
import { captureServiceSql } from '../capture';
import { BENCH_LOGIN } from '../client';
import { seedBenchData } from '../data';
import { startFloor } from '../floor';
import { checkFloorParams } from '../floorParams';
import { startOurs } from '../ours';
import { openPgliteTarget, openPostgresTarget } from '../targets';
import {
  LOOP_RESOLUTION_MS,
  seedLoadAccounts,
  type LoadServerData,
  type LoadServersStarted,
  type LoopDelay,
} from './loadServers';

const data = workerData as LoadServerData;
/** The histogram holds the time between its timers in ns; the delay is what passed beyond their interval. */
const delayMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);

async function startServers() {
  const target = data.db === 'pglite' ? await openPgliteTarget() : await openPostgresTarget(data.postgresUrl);
  try {
    await seedBenchData(target.database.db);
    const accounts = await seedLoadAccounts(target.database.db, data.accounts);
    const lifetimes: SessionLifetimes = {
      idleMinutes: data.config.sessionIdleMinutes,
      maxHours: data.config.sessionMaxHours,
    };
    // undici's fetch sends this user-agent; the capture stores the same so the session rows match.
    const { sql, sample } = await captureServiceSql(target.database.db, {
      loginName: BENCH_LOGIN,
      userAgent: 'node',
      lifetimes,
    });
    const ours = await startOurs(data.config, target.database);
    const floor = await startFloor({ raw: target.raw, sql, orders: checkFloorParams(sql, sample), lifetimes });
    const started: LoadServersStarted = { ours: ours.baseUrl, floor: floor.baseUrl, accounts };
    return {
      started,
      async close() {
        await ours.close();
        await floor.close();
        await target.close();
      },
    };
  } catch (err) {
    await target.close();
    throw err;
  }
}

const running = startServers();
let watching: IntervalHistogram | null = null;

answerRequests(async (op) => {
  const servers = await running;
  switch (op) {
    case 'started':
      return servers.started;
    case 'watchLoop':
      watching?.disable();
      watching = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
      watching.enable();
      return null;
    case 'loopDelay': {
      const histogram = watching;
      if (!histogram) throw new Error('the loop is not watched');
      histogram.disable();
      watching = null;
      return {
        p50: delayMs(histogram.percentile(50)),
        p99: delayMs(histogram.percentile(99)),
        max: delayMs(histogram.max),
      } satisfies LoopDelay;
    }
    case 'close':
      return servers.close();
    default:
      throw new Error(`no op ${op}`);
  }
});
