import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../server/config';
import { openDatabase, type Database, type DatabaseKind } from '../../../server/db/database';
import { nextEvent } from '../../support/sockets';
import type { SeriesPlan } from '../measure';
import { startOurs } from '../ours';
import { formatTable, type ResultRow } from '../table';
import { openPostgresTarget } from '../targets';
import { askCall, cancelCall, setIdle } from './client';
import { AgentFleet } from './fleet';
import { startCallFloor } from './floor';
import { runPairedSamples } from '../measure';
import { agentCounts, CALL_TENANT, openWork, seedCallTenant } from './seed';

export const CALL_AGENTS = 1000;
/** Routing's p99 may be at most this many times the floor's. */
const P99_LIMIT = 3;
const OPERATION = 'customer call → agent callIn (1,000 agents)';
/**
 * Each socket is two descriptors in this one process, its client end and its server end, for ours and
 * the floor alike; the rest covers HTTP, the database and node itself.
 */
const FILES_NEEDED = 4 * CALL_AGENTS + 256;

export interface CallBenchOptions {
  config: Config;
  plan: SeriesPlan;
  /** The PostgreSQL server, and why it is skipped when it is not reachable. */
  postgres: { url: string; unreachable: string | null };
}

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The soft limit on open files (node has raised it to the hard limit at start), or null where /proc does not say. */
function openFileLimit(): number | null {
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

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`calls: ${what} not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The time from sending the customer's request to the ring, checking the ring is for that call. */
async function timeOneCall(fleet: AgentFleet, baseUrl: string): Promise<{ ms: number; agent: number; callId: string }> {
  const { started, answer: callId, ring } = await fleet.ringDuring(() => askCall(baseUrl, CALL_TENANT));
  if (ring.call.callId !== callId) throw new Error(`calls: asked ${callId}, agent ${ring.agent} heard ${ring.call.callId}`);
  return { ms: ring.at - started, agent: ring.agent, callId };
}

async function openCallDatabase(kind: DatabaseKind, dataDir: string, postgresUrl: string): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: path.join(dataDir, 'pg') });
  const target = await openPostgresTarget(postgresUrl);
  return { ...target.database, close: () => target.close() };
}

interface Measured {
  row: ResultRow;
  note: string;
}

/** Seeds the tenant, starts ours with every agent's socket connected, and measures it beside the floor. */
async function measureOn(database: Database, dataDir: string, floor: { fleet: AgentFleet; baseUrl: string }, options: CallBenchOptions): Promise<Measured> {
  const db = database.kind;
  const started = performance.now();
  const lifetimes = { idleMinutes: options.config.sessionIdleMinutes, maxHours: options.config.sessionMaxHours };
  const tenant = await seedCallTenant(database.db, CALL_AGENTS, lifetimes);
  const counts = () => agentCounts(database.db, tenant.tenantId);
  const ours = await startOurs({ ...options.config, dataDir }, database);
  const fleet = await AgentFleet.connect(ours.baseUrl, tenant.tokens).catch(async (err: unknown) => {
    await ours.close();
    throw err;
  });
  try {
    await until('every agent online and idle', async () => (await counts()).routable === CALL_AGENTS, 30_000);
    const setup = seconds(started);
    progress(`${db}: ${CALL_AGENTS} agents seeded, connected and idle in ${setup}`);

    const rung = new Set<number>();
    let calls = 0;
    const oursSample = async () => {
      const call = await timeOneCall(fleet, ours.baseUrl);
      calls += 1;
      rung.add(call.agent);
      // The customer hangs up (the ring is withdrawn, the agent stays idle), then the agent sets idle
      // again, which puts it last: the next call goes to another of the thousand.
      await Promise.all([nextEvent(fleet.socket(call.agent), 'videoSells.cancelCall'), cancelCall(ours.baseUrl, call.callId)]);
      await setIdle(ours.baseUrl, tenant.tokens[call.agent] ?? '');
      return call.ms;
    };
    const floorSample = async () => (await timeOneCall(floor.fleet, floor.baseUrl)).ms;
    const measuring = performance.now();
    const series = await runPairedSamples({ ours: oursSample, floor: floorSample }, options.plan);
    progress(`${db}: ${series.ours.samples.length} call pairs in ${seconds(measuring)}`);

    expectSettled(await counts(), await openWork(database.db, tenant.tenantId), fleet.strayRings + floor.fleet.strayRings);
    return {
      row: { operation: OPERATION, db, ours: series.ours, floor: series.floor },
      note: note(db, setup, { calls, agents: rung.size }),
    };
  } finally {
    // The server first: it drops every socket at once, so marking each agent offline tells an empty
    // tenant room; clients closing one by one would tell all the others, as at connection.
    await ours.close();
    fleet.close();
    // The server books each agent offline after its socket has gone; that must end before the database closes.
    await until('every agent offline', async () => (await counts()).online === 0, 30_000).catch((err: unknown) => progress(String(err)));
  }
}

/** Every call ended, no room open, every agent idle and online again, and no ring nobody asked for. */
function expectSettled(counts: { routable: number }, open: { calls: number; rooms: number }, strays: number): void {
  if (counts.routable !== CALL_AGENTS || open.calls !== 0 || open.rooms !== 0 || strays !== 0) {
    throw new Error(`calls: after the run ${counts.routable} agents idle, ${open.calls} calls open, ${open.rooms} rooms open, ${strays} stray rings`);
  }
}

function note(db: DatabaseKind, setup: string, rang: { calls: number; agents: number }): string {
  const where = db === 'pglite' ? 'PGlite on disk in a temp DATA_DIR' : 'a fresh PostgreSQL database';
  return (
    `${db}: ${where}; setup (seed with the agents already online and their sessions written directly, sockets connected) ${setup}; ` +
    `${rang.calls} calls (warm-up included) rang ${rang.agents} distinct agents, each routed among ${CALL_AGENTS} idle.`
  );
}

/** Seeds and measures on one database kind in a temp DATA_DIR of its own, removed afterwards. */
async function measureKind(kind: DatabaseKind, floor: { fleet: AgentFleet; baseUrl: string }, options: CallBenchOptions): Promise<Measured> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-bench-calls-'));
  try {
    const database = await openCallDatabase(kind, dataDir, options.postgres.url);
    try {
      return await measureOn(database, dataDir, floor, options);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Call routing with a thousand agents connected, on PGlite and on PostgreSQL when reachable, beside a bare socket.io floor. */
export async function runCallBench(options: CallBenchOptions): Promise<string[]> {
  const header = [
    '',
    `Call routing: ${CALL_AGENTS.toLocaleString('en')} agents of one tenant connected over websocket, all idle; one call at a time, from sending`,
    "POST /api/customer/call until an agent's socket hears videoSells.callIn; then, untimed, the customer cancels and the agent",
    'sets idle again, so every call routes among all of them. Latency in ms after warm-up; ours and the floor in turns.',
    `Ours: buildApp + app.listen. Floor: bare node:http + socket.io, ${CALL_AGENTS.toLocaleString('en')} clients, the handler emits to one agent's room`,
    'and answers; no database, lock or routing. Servers and clients share this process. ratio = ours / floor.',
    '',
  ];
  const limit = openFileLimit();
  if (limit !== null && limit < FILES_NEEDED) {
    return [...header, `calls: skipped, ${FILES_NEEDED} open files needed and the limit is ${limit}; raise it (ulimit -n) and run again.`];
  }
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  const floorServer = await startCallFloor();
  try {
    const floorTokens = Array.from({ length: CALL_AGENTS }, (_, i) => `floor-agent-${i + 1}`);
    const floor = { fleet: await AgentFleet.connect(floorServer.baseUrl, floorTokens), baseUrl: floorServer.baseUrl };
    try {
      for (const kind of ['pglite', 'postgres'] as const) {
        if (kind === 'postgres' && options.postgres.unreachable !== null) {
          notes.push(`postgres: skipped, ${new URL(options.postgres.url).host} is not reachable (${options.postgres.unreachable}).`);
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
    await floorServer.close();
  }
  const verdicts = rows.map((r) => `${r.db} ${(r.ours.p99 / r.floor.p99).toFixed(2)}x ${r.ours.p99 <= P99_LIMIT * r.floor.p99 ? 'within' : 'OVER'}`);
  return [
    ...header,
    formatTable(rows),
    '',
    `p99 against the floor's (limit ${P99_LIMIT.toFixed(2)}x): ${verdicts.join(', ')}.`,
    ...notes,
    'p99 of fewer than 100 samples is the largest or second largest sample.',
  ];
}
