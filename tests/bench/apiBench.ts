import type { Config } from '../../server/config';
import { benchTarget, type BenchPlans } from './benchTarget';
import { LIMITS } from './limits';
import type { PartReport, SummaryRow } from './summary';
import { formatTable, type ResultRow } from './table';
import { openPgliteTarget, openPostgresTarget, type BenchTarget, type PostgresServer } from './targets';

async function measure(open: () => Promise<BenchTarget>, config: Config, plans: BenchPlans) {
  const target = await open();
  try {
    return await benchTarget(target, config, plans);
  } finally {
    await target.close();
  }
}

/** Sign-in and the agent list, one request at a time, ours and the floor in turns, on PGlite and on PostgreSQL. */
export async function runApiBench(config: Config, plans: BenchPlans, postgres: PostgresServer): Promise<PartReport> {
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const pglite = await measure(openPgliteTarget, config, plans);
  rows.push(...pglite.rows);
  notes.push(...pglite.notes);
  if (postgres.unreachable === null) {
    const measured = await measure(() => openPostgresTarget(postgres.url), config, plans);
    rows.push(...measured.rows);
    notes.push(...measured.notes);
  } else {
    const reason = `${new URL(postgres.url).host} is not reachable (${postgres.unreachable}); set BENCH_DATABASE_URL or TEST_DATABASE_URL.`;
    notes.push(`postgres: skipped, ${reason}`);
    skipped.push(`postgres ${reason}`);
  }
  // Sort by operation so the two databases of one operation sit together.
  rows.sort((a, b) => a.operation.localeCompare(b.operation) || a.db.localeCompare(b.db));
  const summary: SummaryRow[] = rows.map((r) => {
    const login = r.operation.includes('login');
    return {
      part: 'api',
      figure: `${login ? 'login' : 'list'} p99, ${r.db}`,
      ours: r.ours.p99,
      floor: r.floor.p99,
      unit: 'ms',
      limit: login ? LIMITS.api.loginP99 : LIMITS.api.listP99,
    };
  });
  return {
    lines: [
      '',
      'Latency in ms, sequential requests over keep-alive HTTP on 127.0.0.1, after warm-up; ours and the floor in turns.',
      'Ours: buildApp + app.listen. Floor: bare node:http + raw driver, the same SQL as the services. ratio = ours / floor.',
      '',
      formatTable(rows),
      '',
      ...notes,
      'p99 of fewer than 100 samples is the largest or second largest sample.',
    ],
    summary,
    skipped,
  };
}
