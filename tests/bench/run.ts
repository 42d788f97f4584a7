import { loadConfig } from '../../server/config';
import { ROOMY_CALL_QUEUE, ROOMY_RATE_LIMITS } from '../support/testApp';
import { runApiBench } from './apiBench';
import type { BenchPlans } from './benchTarget';
import { runCallBench } from './calls/callBench';
import { runDeliveriesBench } from './deliveries/deliveryBench';
import { runFiveGBench } from './fiveG/fiveGBench';
import { runLoadBench } from './load/loadBench';
import { runRtcBench } from './rtc/rtcBench';
import { benchCount, SMOKE } from './scale';
import { runSeatBench } from './seats/seatBench';
import { runDragBench } from './studio/dragBench';
import { runPreviewBench } from './studio/previewBench';
import { runRenderBench } from './studio/renderBench';
import { formatSummary, type PartOutcome, type PartReport, type SummaryRow } from './summary';
import { postgresServerUrl, postgresUnreachable, type PostgresServer } from './targets';
import { runWebBench } from './web/webBench';

// A list request scans the tenant's 100,000 agents twice (hundreds of ms), so a time budget, not the
// count, ends each list series; the API part stays within about two and a half minutes on two cores,
// call routing adds about one and a half (seeding and connecting 1,000 agents on each database).
const seriesMs = benchCount('BENCH_SERIES_SECONDS', 50, 2) * 1000;
const plans: BenchPlans = {
  login: { warmup: 10, count: benchCount('BENCH_LOGINS', 200, 5), budgetMs: seriesMs },
  list: { warmup: 5, count: benchCount('BENCH_LISTS', 2000, 10), budgetMs: seriesMs },
};

// Not process.env: a DATABASE_URL or REDIS_URL set for development must not change what is measured.
// 'warn' is the non-production default and keeps request logging off, as the floor has none.
// The limits still count every request, but no series of one client from one address meets them.
const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), rateLimits: ROOMY_RATE_LIMITS, callQueue: ROOMY_CALL_QUEUE };

type Run = (postgres: PostgresServer) => Promise<PartReport>;

/** Every part in the order it runs; BENCH_ONLY runs one alone, unset all of them. */
const PARTS = {
  api: (postgres) => runApiBench(config, plans, postgres),
  load: (postgres) => runLoadBench({ config, postgres }),
  calls: (postgres) =>
    runCallBench({
      config,
      plan: { warmup: 10, count: benchCount('BENCH_CALLS', 200, 10), budgetMs: seriesMs },
      postgres,
    }),
  seats: (postgres) =>
    runSeatBench({
      config,
      plan: { warmup: 10, count: benchCount('BENCH_SEAT_SAMPLES', 200, 10), budgetMs: seriesMs },
      perSecond: benchCount('BENCH_SEAT_CHANGES', 20, 20),
      postgresUrl: postgres.url,
    }),
  deliveries: (postgres) =>
    runDeliveriesBench(
      config,
      { warmup: 2, count: benchCount('BENCH_DELIVERY_TASKS', 20, 2), budgetMs: seriesMs },
      postgres,
    ),
  web: () => runWebBench(),
  rtc: () => runRtcBench(),
  fiveG: () => runFiveGBench(),
  render: () => runRenderBench(),
  preview: () => runPreviewBench(),
  drag: () => runDragBench(),
} satisfies Record<string, Run>;
type PartName = keyof typeof PARTS;
/** The parts that open a database of their own on the PostgreSQL server. */
const ON_POSTGRES: readonly PartName[] = ['api', 'load', 'calls', 'deliveries'];

const names = Object.keys(PARTS) as PartName[];
const only = process.env.BENCH_ONLY || undefined;
if (only !== undefined && !(names as string[]).includes(only)) {
  throw new Error(`BENCH_ONLY=${only}: expected one of ${names.join(', ')}`);
}
const chosen = only === undefined ? names : [only as PartName];

const started = performance.now();
const out = (lines: readonly string[]) => process.stdout.write(`${lines.join('\n')}\n`);
const url = postgresServerUrl();
const postgres: PostgresServer = {
  url,
  unreachable: chosen.some((name) => ON_POSTGRES.includes(name)) ? await postgresUnreachable(url) : null,
};
if (SMOKE) out(['Smoke run (BENCH_SMOKE=1): small data and few samples, to show every part runs; not a measurement.']);

// A part that fails is reported and the others still run; the run then ends with a failure, so a broken
// part fails CI's smoke. A figure past its limit is only marked: the bench never fails on a time.
const summary: SummaryRow[] = [];
const outcomes: PartOutcome[] = [];
let failed = false;
for (const name of chosen) {
  const partStarted = performance.now();
  try {
    const report = await PARTS[name](postgres);
    out([...report.lines, `(${name}: ${((performance.now() - partStarted) / 1000).toFixed(0)} s)`]);
    summary.push(...report.summary);
    outcomes.push(...(report.skipped ?? []).map((reason) => ({ part: name, state: 'skipped' as const, reason })));
  } catch (err) {
    const reason = err instanceof Error ? (err.stack ?? err.message) : String(err);
    out(['', `${name}: failed after ${((performance.now() - partStarted) / 1000).toFixed(0)} s`, reason]);
    outcomes.push({ part: name, state: 'failed', reason: reason.split('\n')[0] ?? reason });
    failed = true;
  }
}
out(['', ...formatSummary(summary, outcomes), `Total ${((performance.now() - started) / 1000).toFixed(0)} s.`]);
// A failed part may have left a handle open (a browser, a thread): the run ends here all the same.
if (failed) process.exit(1);
