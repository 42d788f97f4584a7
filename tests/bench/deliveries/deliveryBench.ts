import type { Config } from '../../../server/config';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed/demo';
import { ErrCode, type Envelope } from '../../../src/schemas/api';
import { deliveryTaskPaths } from '../../../src/schemas/deliveryTask';
import { DEMO_PASSWORD } from '../../support/testApp';
import { login } from '../client';
import { runPairedSamples, type SeriesPlan } from '../measure';
import { startOurs } from '../ours';
import { formatTable, type ResultRow } from '../table';
import { openPgliteTarget, openPostgresTarget, type BenchTarget, type PostgresServer } from '../targets';
import { atScale } from '../scale';
import { LIMITS } from '../limits';
import type { PartReport, SummaryRow } from '../summary';

export const RECIPIENTS = atScale(10_000, 500);

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as Envelope<T>;
  if (response.status !== 200 || envelope.errCode !== ErrCode.ok)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return envelope.result as T;
}

/** The floor's one statement: the task row and its recipients from arrays, as a bulk insert does. */
const FLOOR_SQL = `with t as (
  insert into delivery_tasks (tenant_id, name, deliver_type, interaction_template_id, message, link_origin, send_start, send_end, total)
  values ($1, $2, 'richMedia', $3, '', 'http://127.0.0.1', '00:00', '00:00', $4) returning id)
insert into delivery_recipients (task_id, position, name, phone)
select t.id, r.position, r.name, r.phone from t, unnest($5::int[], $6::text[], $7::text[]) as r(position, name, phone)`;

/**
 * A 10,000-recipient delivery task on one database: ours is POST /api/mediaDeliverPlatform/create as the
 * admin's page sends it (JSON, validated, phones checked once each, the task and its recipients in one
 * transaction, the send job queued) until it answers; the floor inserts the same rows with one statement
 * through the raw driver. After each of ours the task is cancelled, untimed, so no sending runs beside.
 */
async function runDeliveryBench(
  target: BenchTarget,
  config: Config,
  plan: SeriesPlan,
): Promise<{ row: ResultRow; note: string }> {
  const db = target.kind;
  await migrateToLatest(target.database.db);
  await seedDemo(target.database.db, DEMO_PASSWORD);
  const ours = await startOurs(config, target.database);
  try {
    const token = await login(ours.baseUrl);
    const sources = await call<{ interactions: { _id: string }[] }>(
      ours.baseUrl,
      token,
      'GET',
      deliveryTaskPaths.sources,
    );
    const interactionTemplateId = sources.interactions[0]?._id;
    if (!interactionTemplateId) throw new Error('deliveries: the demo tenant has no interaction template');
    const tenant = await target.raw.query(`select tenant_id from interaction_templates where id = $1`, [
      interactionTemplateId,
    ]);
    const tenantId = tenant[0]?.tenant_id;
    const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
      name: `客户${i + 1}`,
      phone: `139${String(i + 1).padStart(8, '0')}`,
    }));
    const positions = recipients.map((_, i) => i + 1);
    const names = recipients.map((r) => r.name);
    const phones = recipients.map((r) => r.phone);
    let made = 0;
    const started = performance.now();
    // Only the create is timed, until it answers; cancelling the task afterwards (so that no sending runs
    // beside the next sample) is not.
    const series = await runPairedSamples(
      {
        ours: async () => {
          const since = performance.now();
          const task = await call<{ _id: string; total: number }>(
            ours.baseUrl,
            token,
            'POST',
            deliveryTaskPaths.create,
            {
              deliverType: 'richMedia',
              name: `压测${++made}`,
              interactionTemplateId,
              recipients,
            },
          );
          const ms = performance.now() - since;
          if (task.total !== RECIPIENTS)
            throw new Error(`deliveries: a task of ${task.total} recipients, expected ${RECIPIENTS}`);
          await call(ours.baseUrl, token, 'PUT', deliveryTaskPaths.one.replace(':deliverId', task._id));
          return ms;
        },
        floor: async () => {
          const since = performance.now();
          await target.raw.query(FLOOR_SQL, [
            tenantId,
            `底线${made}`,
            interactionTemplateId,
            RECIPIENTS,
            positions,
            names,
            phones,
          ]);
          return performance.now() - since;
        },
      },
      plan,
    );
    progress(
      `${db}: ${series.ours.samples.length} task pairs of ${RECIPIENTS} recipients in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const stored = await target.raw.query(`select count(*)::int as n from delivery_recipients`, []);
    const pairs = plan.warmup + series.ours.samples.length;
    return {
      row: {
        operation: `delivery task, ${RECIPIENTS.toLocaleString('en')} recipients`,
        db,
        ours: series.ours,
        floor: series.floor,
      },
      note: `${db}: ${Number(stored[0]?.n).toLocaleString('en')} recipient rows stored in all (${pairs} tasks each side, ${(pairs * 2 * RECIPIENTS).toLocaleString('en')} expected).`,
    };
  } finally {
    await ours.close();
  }
}

/** Delivery tasks on PGlite, and on PostgreSQL when it is reachable, each on a fresh database. */
export async function runDeliveriesBench(
  config: Config,
  plan: SeriesPlan,
  postgres: PostgresServer,
): Promise<PartReport> {
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  const opens =
    postgres.unreachable === null ? [openPgliteTarget, () => openPostgresTarget(postgres.url)] : [openPgliteTarget];
  for (const open of opens) {
    const target = await open();
    try {
      const measured = await runDeliveryBench(target, config, plan);
      rows.push(measured.row);
      notes.push(measured.note);
    } finally {
      await target.close();
    }
  }
  const summary: SummaryRow[] = rows.map((r) => ({
    part: 'deliveries',
    figure: `task p50, ${r.db}`,
    ours: r.ours.p50,
    floor: r.floor.p50,
    unit: 'ms',
    limit: LIMITS.deliveries.p50,
  }));
  const skipped =
    postgres.unreachable === null
      ? []
      : [`postgres ${new URL(postgres.url).host} is not reachable (${postgres.unreachable}).`];
  return {
    lines: [
      '',
      `Delivery tasks: one task of ${RECIPIENTS.toLocaleString('en')} recipients at a time. Ours: the admin's POST ${deliveryTaskPaths.create} (JSON body, schema`,
      'check, each phone once, task and recipients in one transaction, the send job queued) until it answers; the task is then cancelled,',
      'untimed. Floor: the same rows in one INSERT … SELECT unnest(…) through the raw driver, no HTTP. ms after warm-up; ratio = ours / floor.',
      '',
      formatTable(rows),
      '',
      ...notes,
    ],
    summary,
    skipped,
  };
}
