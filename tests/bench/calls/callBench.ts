import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../server/config';
import type { DatabaseKind } from '../../../server/db/database';
import { nextEvent } from '../../support/sockets';
import type { SeriesPlan } from '../measure';
import { LIMITS } from '../limits';
import type { PartReport, SummaryRow } from '../summary';
import { formatTable, type ResultRow } from '../table';
import { askCall, cancelCall, idleAgain } from './client';
import { AgentFleet } from './fleet';
import { runPairedSamples } from '../measure';
import { CALL_TENANT } from './seed';
import { ServerThread, until } from './serverThreads';
import { atScale } from '../scale';
import type { PostgresServer } from '../targets';

export const CALL_AGENTS = atScale(1000, 60);
const OPERATION = `customer call → agent callIn (${CALL_AGENTS.toLocaleString('en')} agents)`;
/**
 * Each socket is two descriptors in this one process (its server's thread is in it too), its client end
 * and its server end, for ours and the floor alike; the rest covers HTTP, the database and node itself.
 */
const FILES_NEEDED = 4 * CALL_AGENTS + 256;

export interface CallBenchOptions {
  config: Config;
  plan: SeriesPlan;
  postgres: PostgresServer;
}

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The soft limit on open files (node has raised it to the hard limit at start), or null where /proc does not say. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) ? soft : null;
  } catch {
    return null;
  }
}

/** The time from sending the customer's request to the ring, checking the ring is for that call. */
async function timeOneCall(fleet: AgentFleet, baseUrl: string): Promise<{ ms: number; agent: number; callId: string }> {
  const { started, answer: callId, ring } = await fleet.ringDuring(() => askCall(baseUrl, CALL_TENANT));
  if (ring.call.callId !== callId)
    throw new Error(`calls: asked ${callId}, agent ${ring.agent} heard ${ring.call.callId}`);
  return { ms: ring.at - started, agent: ring.agent, callId };
}

interface Measured {
  row: ResultRow;
  note: string;
}

interface Ours {
  db: DatabaseKind;
  thread: ServerThread;
  baseUrl: string;
  tokens: string[];
  fleet: AgentFleet;
  /** performance.now() when its setup began. */
  since: number;
}

/** Every agent online and idle, then ours and the floor in turns. */
async function measureSeries(
  ours: Ours,
  floor: { fleet: AgentFleet; baseUrl: string },
  plan: SeriesPlan,
): Promise<Measured> {
  const { db, thread, fleet } = ours;
  await until('every agent online and idle', async () => (await thread.counts()).routable === CALL_AGENTS, 30_000);
  const setup = seconds(ours.since);
  progress(`${db}: ${CALL_AGENTS} agents seeded, connected and idle in ${setup}`);

  const rung = new Set<number>();
  let calls = 0;
  const oursSample = async () => {
    const call = await timeOneCall(fleet, ours.baseUrl);
    calls += 1;
    rung.add(call.agent);
    // The customer hangs up (the ring is withdrawn, the agent stays idle), then the agent steps away and
    // back, which puts it last: the next call goes to another of the thousand.
    await Promise.all([
      nextEvent(fleet.socket(call.agent), 'videoSells.cancelCall'),
      cancelCall(ours.baseUrl, call.callId),
    ]);
    await idleAgain(ours.baseUrl, ours.tokens[call.agent] ?? '');
    return call.ms;
  };
  const floorSample = async () => (await timeOneCall(floor.fleet, floor.baseUrl)).ms;
  const measuring = performance.now();
  const series = await runPairedSamples({ ours: oursSample, floor: floorSample }, plan);
  progress(`${db}: ${series.ours.samples.length} call pairs in ${seconds(measuring)}`);

  expectSettled(await thread.counts(), await thread.openWork(), fleet.strayRings + floor.fleet.strayRings);
  return {
    row: { operation: OPERATION, db, ours: series.ours, floor: series.floor },
    note: note(db, setup, { calls, agents: rung.size }),
  };
}

/** Seeds the tenant and starts ours in a thread of its own on a temp DATA_DIR, connects every agent's socket, and measures. */
async function measureKind(
  db: DatabaseKind,
  floor: { fleet: AgentFleet; baseUrl: string },
  options: CallBenchOptions,
): Promise<Measured> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-bench-calls-'));
  try {
    const since = performance.now();
    const { thread, started } = await ServerThread.start({
      server: 'ours',
      db,
      dataDir,
      postgresUrl: options.postgres.url,
      config: options.config,
      agents: CALL_AGENTS,
    });
    let fleet: AgentFleet | null = null;
    try {
      if (!started.tenant) throw new Error('calls: ours started without its tenant');
      fleet = await AgentFleet.connect(started.baseUrl, started.tenant.tokens);
      return await measureSeries(
        { db, thread, baseUrl: started.baseUrl, tokens: started.tenant.tokens, fleet, since },
        floor,
        options.plan,
      );
    } finally {
      // The server closes first, dropping every socket at once (marking each agent offline then tells an
      // empty tenant room; clients closing one by one would tell all the others); then these clients.
      await thread.close();
      fleet?.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every call ended, no room open, every agent idle and online again, and no ring nobody asked for. */
function expectSettled(counts: { routable: number }, open: { calls: number; rooms: number }, strays: number): void {
  if (counts.routable !== CALL_AGENTS || open.calls !== 0 || open.rooms !== 0 || strays !== 0) {
    throw new Error(
      `calls: after the run ${counts.routable} agents idle, ${open.calls} calls open, ${open.rooms} rooms open, ${strays} stray rings`,
    );
  }
}

function note(db: DatabaseKind, setup: string, rang: { calls: number; agents: number }): string {
  const where = db === 'pglite' ? 'PGlite on disk in a temp DATA_DIR' : 'a fresh PostgreSQL database';
  return (
    `${db}: ${where}; setup (seed with the agents already online and their sessions written directly, sockets connected) ${setup}; ` +
    `${rang.calls} calls (warm-up included) rang ${rang.agents} distinct agents, each routed among ${CALL_AGENTS} idle.`
  );
}

/** Call routing with a thousand agents connected, on PGlite and on PostgreSQL when reachable, beside a bare socket.io floor. */
export async function runCallBench(options: CallBenchOptions): Promise<PartReport> {
  const header = [
    '',
    `Call routing: ${CALL_AGENTS.toLocaleString('en')} agents of one tenant connected over websocket, all idle; one call at a time, from sending`,
    "POST /api/customer/call until an agent's socket hears videoSells.callIn; then, untimed, the customer cancels and the agent",
    'steps away and back to idle, so every call routes among all of them. Latency in ms after warm-up; ours and the floor in turns.',
    `Ours: buildApp + app.listen. Floor: bare node:http + socket.io, ${CALL_AGENTS.toLocaleString('en')} clients, the handler emits to one agent's room`,
    'and answers; no database, lock or routing. Each server runs in a worker thread of its own (its own heap and event loop,',
    'as a server process has); the clients of both share the main thread. ratio = ours / floor.',
    '',
  ];
  const limit = openFileLimit();
  if (limit !== null && limit < FILES_NEEDED) {
    const reason = `${FILES_NEEDED} open files needed and the limit is ${limit}; raise it (ulimit -n) and run again.`;
    return { lines: [...header, `calls: skipped, ${reason}`], summary: [], skipped: [reason] };
  }
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const { thread: floorThread, started: floorServer } = await ServerThread.start({ server: 'floor' });
  try {
    const floorTokens = Array.from({ length: CALL_AGENTS }, (_, i) => `floor-agent-${i + 1}`);
    const floor = { fleet: await AgentFleet.connect(floorServer.baseUrl, floorTokens), baseUrl: floorServer.baseUrl };
    try {
      for (const kind of ['pglite', 'postgres'] as const) {
        if (kind === 'postgres' && options.postgres.unreachable !== null) {
          const reason = `${new URL(options.postgres.url).host} is not reachable (${options.postgres.unreachable}).`;
          notes.push(`postgres: skipped, ${reason}`);
          skipped.push(`postgres ${reason}`);
          continue;
        }
        const measured = await measureKind(kind, floor, options);
        rows.push(measured.row);
        notes.push(measured.note);
      }
    } finally {
      floor.fleet.close();
    }
  } finally {
    await floorThread.close();
  }
  const summary: SummaryRow[] = rows.flatMap((r) =>
    (['p99', 'p50'] as const).map((p) => ({
      part: 'calls',
      figure: `callIn ${p}, ${r.db}`,
      ours: r.ours[p],
      floor: r.floor[p],
      unit: 'ms',
      limit: LIMITS.calls[p],
    })),
  );
  return {
    lines: [
      ...header,
      formatTable(rows),
      '',
      ...notes,
      'p99 of fewer than 100 samples is the largest or second largest sample.',
    ],
    summary,
    skipped,
  };
}
