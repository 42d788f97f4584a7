import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../server/config';
import { captureServiceSql } from './capture';
import { BENCH_LOGIN, FLOOR_LIST_LOGIN, listAgents, login } from './client';
import { EXTRA_AGENTS, seedBenchData } from './data';
import { FLOOR_STATEMENTS, startFloor, type RunningServer } from './floor';
import { checkFloorParams } from './floorParams';
import { runPaired, runSeries, type SeriesPlan } from './measure';
import { startOurs } from './ours';
import { countOurStatements } from './statements';
import type { ResultRow } from './table';
import type { BenchTarget } from './targets';
import { DEMO_PASSWORD } from '../support/testApp';

export interface BenchPlans {
  login: SeriesPlan;
  list: SeriesPlan;
}

export interface TargetOutcome {
  rows: ResultRow[];
  notes: string[];
}

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Logins in turns, then lists in turns, each server with the token of its own last login. */
async function measureServers(ours: RunningServer, floor: RunningServer, plans: BenchPlans, db: string) {
  let started = performance.now();
  const logins = await runPaired(
    { ours: async () => void (await login(ours.baseUrl)), floor: async () => void (await login(floor.baseUrl)) },
    plans.login,
  );
  progress(`${db}: ${logins.ours.samples.length} login pairs in ${seconds(started)}`);

  // A forced sign-in ends the account's other sessions on either server: each lists as an admin of its own.
  const oursToken = await login(ours.baseUrl);
  const floorToken = await login(floor.baseUrl, FLOOR_LIST_LOGIN);
  const count = await listAgents(ours.baseUrl, oursToken);
  const floorCount = await listAgents(floor.baseUrl, floorToken);
  if (count !== floorCount) throw new Error(`${db}: ours counts ${count} agents, the floor ${floorCount}`);

  started = performance.now();
  const lists = await runPaired(
    {
      ours: async () => void (await listAgents(ours.baseUrl, oursToken)),
      floor: async () => void (await listAgents(floor.baseUrl, floorToken)),
    },
    plans.list,
  );
  progress(`${db}: ${lists.ours.samples.length} list pairs in ${seconds(started)}`);
  return { logins, lists, count, connections: { ours: ours.connections(), floor: floor.connections() } };
}

/** Seeds one database, then measures our server and the floor on it in turns. */
export async function benchTarget(target: BenchTarget, config: Config, plans: BenchPlans): Promise<TargetOutcome> {
  const db = target.kind;
  const started = performance.now();
  await seedBenchData(target.database.db);
  progress(`${db}: demo seed and ${EXTRA_AGENTS} agents in ${seconds(started)}`);

  const lifetimes = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  // undici's fetch sends this user-agent; the capture stores the same so the session rows match.
  const { sql, sample } = await captureServiceSql(target.database.db, {
    loginName: BENCH_LOGIN,
    userAgent: 'node',
    lifetimes,
  });
  const orders = checkFloorParams(sql, sample);
  const statements = await countOurStatements(config, target.database);

  const ours = await startOurs(config, target.database);
  const floor = await startFloor({ raw: target.raw, sql, orders, lifetimes });
  const { logins, lists, count, connections } = await measureServers(ours, floor, plans, db).finally(async () => {
    await ours.close();
    await floor.close();
  });

  // Context for reading the rows: how much of each request is the database, how much argon2.
  const listStatements = [sql.listPage, sql.listCount];
  const listSql = await runSeries(
    async () => void (await Promise.all(listStatements.map((q) => target.raw.query(q.sql, q.parameters)))),
    {
      warmup: 2,
      count: 20,
      budgetMs: 10_000,
    },
  );
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  const argon2 = await runSeries(async () => void (await verify(passwordHash, DEMO_PASSWORD)), {
    warmup: 2,
    count: 20,
    budgetMs: 5_000,
  });

  return {
    rows: [
      { operation: 'POST /api/login', db, ours: logins.ours, floor: logins.floor },
      { operation: 'GET /api/agents/list', db, ours: lists.ours, floor: lists.floor },
    ],
    notes: [
      `${db}: statements per login ours ${statements.login} / floor ${FLOOR_STATEMENTS.login}, ` +
        `per list ours ${statements.list} / floor ${FLOOR_STATEMENTS.list}; the list counts ${count} agents; ` +
        `TCP connections opened ours ${connections.ours} / floor ${connections.floor}.`,
      `${db}: list SQL alone (page and count together, raw driver, no HTTP) p50 ${ms(listSql.p50)}; ` +
        `argon2 verify alone p50 ${ms(argon2.p50)}.`,
    ],
  };
}
