import { loadConfig } from '../../server/config';
import { ROOMY_CALL_QUEUE, ROOMY_RATE_LIMITS } from '../support/testApp';
import { benchTarget, type BenchPlans, type TargetOutcome } from './benchTarget';
import { runCallBench } from './calls/callBench';
import { runFiveGBench } from './fiveG/fiveGBench';
import { runRtcBench } from './rtc/rtcBench';
import { deliveryBenchLines, runDeliveryBench } from './deliveries/deliveryBench';
import { runSeatBench } from './seats/seatBench';
import { runDragBench } from './studio/dragBench';
import { runRenderBench } from './studio/renderBench';
import { benchCount, SMOKE } from './scale';
import { formatTable, type ResultRow } from './table';
import { runWebBench } from './web/webBench';
import {
  openPgliteTarget,
  openPostgresTarget,
  postgresServerUrl,
  postgresUnreachable,
  type BenchTarget,
} from './targets';

// A list request scans the tenant's 100,000 agents twice (hundreds of ms), so a time budget, not the
// count, ends each list series; the API part stays within about two and a half minutes on two cores,
// call routing adds about one and a half (seeding and connecting 1,000 agents on each database).
const seriesMs = benchCount('BENCH_SERIES_SECONDS', 50, 2) * 1000;
const plans: BenchPlans = {
  login: { warmup: 10, count: benchCount('BENCH_LOGINS', 200, 5), budgetMs: seriesMs },
  list: { warmup: 5, count: benchCount('BENCH_LISTS', 2000, 10), budgetMs: seriesMs },
};
const callPlan = { warmup: 10, count: benchCount('BENCH_CALLS', 200, 10), budgetMs: seriesMs };

// BENCH_ONLY runs one part alone; unset, all of them.
const parts = ['api', 'calls', 'seats', 'deliveries', 'web', 'rtc', 'fiveG', 'render', 'drag'] as const;
const only = process.env.BENCH_ONLY || undefined;
if (only !== undefined && !(parts as readonly string[]).includes(only)) {
  throw new Error(`BENCH_ONLY=${only}: expected one of ${parts.join(', ')}`);
}
const runs = (part: (typeof parts)[number]) => only === undefined || only === part;

// Not process.env: a DATABASE_URL or REDIS_URL set for development must not change what is measured.
// 'warn' is the non-production default and keeps request logging off, as the floor has none.
// The limits still count every request, but no series of one client from one address meets them.
const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), rateLimits: ROOMY_RATE_LIMITS, callQueue: ROOMY_CALL_QUEUE };

async function measure(open: () => Promise<BenchTarget>): Promise<TargetOutcome> {
  const target = await open();
  try {
    return await benchTarget(target, config, plans);
  } finally {
    await target.close();
  }
}

const rows: ResultRow[] = [];
const notes: string[] = [];
const started = performance.now();
const pgUrl = postgresServerUrl();
const unreachable = runs('api') || runs('calls') || runs('deliveries') ? await postgresUnreachable(pgUrl) : null;

if (runs('api')) {
  const pglite = await measure(openPgliteTarget);
  rows.push(...pglite.rows);
  notes.push(...pglite.notes);

  if (unreachable === null) {
    const postgres = await measure(() => openPostgresTarget(pgUrl));
    rows.push(...postgres.rows);
    notes.push(...postgres.notes);
  } else {
    notes.push(
      `postgres: skipped, ${new URL(pgUrl).host} is not reachable (${unreachable}); set BENCH_DATABASE_URL or TEST_DATABASE_URL.`,
    );
  }
}
const callLines = runs('calls')
  ? await runCallBench({ config, plan: callPlan, postgres: { url: pgUrl, unreachable } })
  : [];
const seatPlan = { warmup: 10, count: benchCount('BENCH_SEAT_SAMPLES', 200, 10), budgetMs: seriesMs };
const seatLines = runs('seats')
  ? await runSeatBench({
      config,
      plan: seatPlan,
      perSecond: benchCount('BENCH_SEAT_CHANGES', 20, 20),
      postgresUrl: pgUrl,
    })
  : [];
const deliveryLines: string[] = [];
if (runs('deliveries')) {
  const deliveryPlan = { warmup: 2, count: benchCount('BENCH_DELIVERY_TASKS', 20, 2), budgetMs: seriesMs };
  const measured = [];
  for (const open of unreachable === null ? [openPgliteTarget, () => openPostgresTarget(pgUrl)] : [openPgliteTarget]) {
    const target = await open();
    try {
      measured.push(await runDeliveryBench(target, config, deliveryPlan));
    } finally {
      await target.close();
    }
  }
  deliveryLines.push(
    ...deliveryBenchLines(
      measured.map((m) => m.row),
      measured.map((m) => m.note),
    ),
  );
}
const webLines = runs('web') ? await runWebBench() : [];
const rtcLines = runs('rtc') ? await runRtcBench() : [];
const fiveGLines = runs('fiveG') ? await runFiveGBench() : [];
const renderLines = runs('render') ? await runRenderBench() : [];
const dragLines = runs('drag') ? await runDragBench() : [];

// Sort by operation so the two databases of one operation sit together.
rows.sort((a, b) => a.operation.localeCompare(b.operation) || a.db.localeCompare(b.db));
const apiLines = [
  '',
  'Latency in ms, sequential requests over keep-alive HTTP on 127.0.0.1, after warm-up; ours and the floor in turns.',
  'Ours: buildApp + app.listen. Floor: bare node:http + raw driver, the same SQL as the services. ratio = ours / floor.',
  '',
  formatTable(rows),
  '',
  ...notes,
  'p99 of fewer than 100 samples is the largest or second largest sample.',
];
const lines = [
  ...(SMOKE
    ? ['Smoke run (BENCH_SMOKE=1): small data and few samples, to show every part runs; not a measurement.']
    : []),
  ...(runs('api') ? apiLines : []),
  ...callLines,
  ...seatLines,
  ...deliveryLines,
  ...webLines,
  ...rtcLines,
  ...fiveGLines,
  ...renderLines,
  ...dragLines,
  `Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  '',
];
process.stdout.write(lines.join('\n'));
