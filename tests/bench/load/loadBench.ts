import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../../server/config';
import { argon2ThreadCount } from '../../../server/services/argon2Threads';
import { listAgents, login } from '../client';
import { LIMITS, type Limit } from '../limits';
import { percentile } from '../measure';
import { atScale, benchCount } from '../scale';
import { formatFigures, type PartReport, type SummaryRow } from '../summary';
import type { PostgresServer } from '../targets';
import { LOOP_RESOLUTION_MS, LoadServers, type LoopDelay } from './loadServers';

const CLIENTS = benchCount('BENCH_LOAD_CLIENTS', 50, 5);
const SECONDS = benchCount('BENCH_LOAD_SECONDS', 30, 3);
/** Unrecorded: every client signs in once, then the servers' caches and pools settle. */
const WARMUP_MS = atScale(5, 2) * 1000;
/** One request of a client in this many is a sign-in, the others list requests. */
const SIGN_IN_EVERY = 10;

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

/** What one side's clients did inside the measured window. */
interface Tally {
  lists: number[];
  signIns: number[];
  /** Requests that ended inside the window. */
  completed: number;
  errors: string[];
}

interface Side {
  tally: Tally;
  loop: LoopDelay;
}

/**
 * One client: signs in, then sends one request after another until the window ends, every SIGN_IN_EVERY-th a
 * forced sign-in of its own account (whose token it lists with from then on). Requests begun inside the window
 * are recorded. A client whose request fails stops; the failure is counted.
 */
async function runClient(
  baseUrl: string,
  account: string,
  offset: number,
  window: { start: number; end: number },
  tally: Tally,
): Promise<void> {
  try {
    let token = await login(baseUrl, account);
    for (let n = offset; performance.now() < window.end; n++) {
      const signIn = n % SIGN_IN_EVERY === 0;
      const started = performance.now();
      if (signIn) token = await login(baseUrl, account);
      else await listAgents(baseUrl, token);
      const ended = performance.now();
      if (started >= window.start) (signIn ? tally.signIns : tally.lists).push(ended - started);
      if (ended >= window.start && ended <= window.end) tally.completed += 1;
    }
  } catch (err) {
    tally.errors.push(`${account}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Every client against one server at once, with the servers' event loop watched through the window. */
async function measureSide(servers: LoadServers, baseUrl: string): Promise<Side> {
  const tally: Tally = { lists: [], signIns: [], completed: 0, errors: [] };
  const now = performance.now();
  const window = { start: now + WARMUP_MS, end: now + WARMUP_MS + SECONDS * 1000 };
  const watching = sleep(WARMUP_MS).then(() => servers.watchLoop());
  // Awaited once the clients are done; until then a refusal must not count as unhandled.
  watching.catch(() => undefined);
  // Offsets spread the sign-ins, so the clients do not all sign in on the same round.
  await Promise.all(servers.started.accounts.map((account, i) => runClient(baseUrl, account, i, window, tally)));
  await watching;
  const loop = await servers.loopDelay();
  if (tally.errors.length > 0)
    throw new Error(`load: ${tally.errors.length} of ${CLIENTS} clients failed, first: ${tally.errors[0]}`);
  return { tally, loop };
}

const p = (samples: number[], rank: number) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    rank,
  );

/** The figures of both sides, each beside the floor's and the goal where it sets one. */
function figures(db: string, ours: Side, floor: Side): SummaryRow[] {
  const row = (figure: string, unit: string, of: (side: Side) => number, limit: Limit = {}) => ({
    part: 'load',
    figure: `${figure}, ${db}`,
    ours: of(ours),
    floor: of(floor),
    unit,
    limit,
  });
  return [
    row('throughput', 'req/s', (s) => s.tally.completed / SECONDS, LIMITS.load.throughput),
    row('list p50', 'ms', (s) => p(s.tally.lists, 50)),
    row('list p99', 'ms', (s) => p(s.tally.lists, 99), LIMITS.load.listP99),
    row('sign-in p50', 'ms', (s) => p(s.tally.signIns, 50)),
    row('sign-in p99', 'ms', (s) => p(s.tally.signIns, 99), LIMITS.load.signInP99),
    row('event loop delay p50', 'ms', (s) => s.loop.p50),
    row('event loop delay p99', 'ms', (s) => s.loop.p99),
    row('event loop delay max', 'ms', (s) => s.loop.max),
  ];
}

/**
 * Many clients at once on one database, PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * reachable server, else PGlite: lists and sign-ins mixed against ours, then against the floor.
 */
export async function runLoadBench(options: { config: Config; postgres: PostgresServer }): Promise<PartReport> {
  const { config, postgres } = options;
  const named = Boolean(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
  const db = named && postgres.unreachable === null ? 'postgres' : 'pglite';
  const skipped =
    named && postgres.unreachable !== null
      ? [`postgres ${new URL(postgres.url).host} is not reachable (${postgres.unreachable}); measured on pglite.`]
      : [];
  let started = performance.now();
  const servers = await LoadServers.start({ db, postgresUrl: postgres.url, config, accounts: CLIENTS });
  try {
    progress(
      `load: ${db} seeded, ours and the floor listening in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [account] = servers.started.accounts;
    if (!account) throw new Error('load: no tenant admin seeded');
    // Ours's forced sign-in ends the account's other sessions, the floor's among them: ours first.
    const oursCount = await listAgents(servers.started.ours, await login(servers.started.ours, account));
    const floorCount = await listAgents(servers.started.floor, await login(servers.started.floor, account));
    if (oursCount !== floorCount) throw new Error(`load: ours counts ${oursCount} agents, the floor ${floorCount}`);
    started = performance.now();
    const ours = await measureSide(servers, servers.started.ours);
    const floor = await measureSide(servers, servers.started.floor);
    progress(`load: both sides in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const rows = figures(db, ours, floor);
    const counts = (side: Side) => `${side.tally.lists.length} lists and ${side.tally.signIns.length} sign-ins`;
    return {
      lines: [
        '',
        `Under load: ${CLIENTS} clients at once for ${SECONDS} s against each server (after ${WARMUP_MS / 1000} s unrecorded), on ${db}; each client`,
        `its own tenant admin over keep-alive HTTP, one request in ${SIGN_IN_EVERY} a forced sign-in (POST /api/login), the others the`,
        `API part's list (GET /api/agents/list, page 1 of 10 over ${oursCount.toLocaleString('en')} agents). Ours: buildApp + app.listen; floor: bare`,
        'node:http + raw driver, the same SQL. Both servers in one worker thread, measured in turns; the clients in the main thread.',
        `Event loop delay: perf_hooks.monitorEventLoopDelay in the servers' thread through the window, beyond its ${LOOP_RESOLUTION_MS} ms interval.`,
        '',
        ...formatFigures(rows),
        '',
        `Recorded: ours ${counts(ours)}, floor ${counts(floor)}. Ours runs argon2 on ${argon2ThreadCount()} thread(s) of its own (cores - 1);`,
        "the floor verifies with the library's defaults, ungated.",
      ],
      summary: rows.filter((r) => Object.keys(r.limit).length > 0),
      skipped,
    };
  } finally {
    await servers.close();
  }
}
