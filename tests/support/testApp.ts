import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import type { Clock } from '../../server/clock';
import { ManualClock } from './manualClock';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { buildApp, type BuiltApp, type LogStream } from '../../server/app';
import type { SyncTargets } from '../../server/services/recordSyncs/targets';
import { loadConfig, RATE_LIMIT_NAMES, type CallQueueLimits, type Config, type RateLimits } from '../../server/config';
import type { DatabaseKind } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { createStorage } from '../../server/storage';
import type { Envelope, LoginResult } from '../../src/schemas/api';
import { DEMO_PASSWORD, openTestDatabase, seededDatabasesPrepared, type TestDatabase } from './databases';

export { DEMO_PASSWORD };

export interface TestApp extends BuiltApp {
  config: Config;
  testDb: TestDatabase;
  /** A JSON call through inject(); returns the envelope. */
  call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<Envelope<T>>;
  login(loginName: string, password?: string, extra?: Record<string, unknown>): Promise<Envelope<LoginResult>>;
  /** Signs in (forcing out any other session) and returns the token. */
  tokenFor(loginName: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Limits no test meets by accident: API tests sign in and call the customer's routes many times from
 * one address, and queue several calls from one phone. tests/api/rateLimits.test.ts sets what it tests.
 */
export const ROOMY_RATE_LIMITS = Object.fromEntries(
  RATE_LIMIT_NAMES.map((name) => [name, { max: 1_000_000, windowSeconds: 60 }]),
) as RateLimits;
export const ROOMY_CALL_QUEUE: CallQueueLimits = { perTenant: 1_000_000, perPhone: 1_000_000 };
/** For tests that move the app's clock by hours or days and keep signing with the tokens they took first. */
export const WEEK_LONG_SESSIONS = {
  sessionIdleMinutes: 7 * 24 * 60,
  sessionMaxHours: 7 * 24,
} satisfies Partial<Config>;

/** Each app counts in a Redis namespace of its own unless a test names one to share. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    rateLimits: ROOMY_RATE_LIMITS,
    callQueue: ROOMY_CALL_QUEUE,
    rateLimitNamespace: `vs:test:${randomUUID()}:`,
    ...overrides,
  };
}

async function inject<T>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown },
) {
  const response = await app.inject({
    method,
    url,
    headers: options.token ? { 'access-token': options.token } : {},
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  return response.json() as Envelope<T>;
}

/**
 * The demo data on a fresh database of the given kind, served by buildApp. With `seedFiles` the seed
 * also stores its sample files (brochure, video, recordings) in the app's storage, as `npm start` does.
 * With `clock` (a ManualClock) the app's delays and background jobs wait for the test to advance it.
 */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: {
    seedFiles?: boolean;
    now?: () => Date;
    onRoute?: (route: RouteOptions) => void;
    /** A built web app to serve (a directory with index.html); none by default. */
    webAppRoot?: string;
    /** Where the app's log lines go (with a logLevel override, since tests log nothing by default). */
    logStream?: LogStream;
    clock?: Clock;
    /** How long the call simulator holds an agentEvent poll with nothing to answer. */
    callPollHoldMs?: number;
    syncTargets?: SyncTargets;
  } = {},
): Promise<TestApp> {
  // Without the sample files, a copy of the run's seeded database has everything the seed would write.
  const seeded = !options.seedFiles && seededDatabasesPrepared();
  const testDb = await openTestDatabase(kind, { prepared: seeded ? 'seeded' : true });
  await migrateToLatest(testDb.database.db);
  // Stored files go to a directory of this app's own, removed with it, unless the test names one.
  const ownDataDir = overrides.dataDir === undefined ? await mkdtemp(path.join(tmpdir(), 'vs-api-')) : undefined;
  const config = testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...overrides });
  if (!seeded) await seedDemo(testDb.database.db, DEMO_PASSWORD, options.seedFiles ? createStorage(config) : undefined);
  const built = await buildApp(config, testDb.database, {
    webAppRoot: options.webAppRoot ?? '/nonexistent',
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.callPollHoldMs ? { callPollHoldMs: options.callPollHoldMs } : {}),
    ...(options.syncTargets ? { syncTargets: options.syncTargets } : {}),
  });
  if (options.clock instanceof ManualClock) options.clock.waitFor(() => built.ctx.jobs.settled());
  const call: TestApp['call'] = (method, url, options = {}) => inject(built.app, method, url, options);
  const login: TestApp['login'] = (loginName, password = DEMO_PASSWORD, extra = {}) =>
    call<LoginResult>('POST', '/api/login', { body: { loginName, password, encrypted: false, ...extra } });
  return {
    ...built,
    config,
    testDb,
    call,
    login,
    async tokenFor(loginName) {
      const answer = await login(loginName, DEMO_PASSWORD, { isForceLogin: 1 });
      if (answer.errCode !== 0 || !answer.result)
        throw new Error(`login ${loginName}: ${answer.errCode} ${answer.errInfo}`);
      return answer.result.token;
    },
    async close() {
      await built.app.close();
      await testDb.drop();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** What a browser sends: the password under the server's public key, RSA-OAEP with SHA-256, base64. */
export function encryptPassword(publicKey: string, password: string): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}
