/**
 * Property-based fuzzing of the whole API (issue 12): every registered route, its requests derived from
 * its own JSON schemas (tests/support/fuzzRequests.ts), sent as each role of the demo seed, at least
 * 4,000 requests per database kind. No answer may be a 5xx, and every JSON answer is the envelope.
 *
 * The seed is random unless FUZZ_SEED is set; a failure names it, so the same requests can be sent again.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPieceFieldsSchema } from '../../src/schemas/recording';
import { fileUploadFieldsSchema, videoChunkFieldsSchema } from '../../src/schemas/file';
import { ErrCode } from '../../src/schemas/api';
import { CALL_SIMULATOR_PREFIX } from '../../src/schemas/callService';
import { LOCAL_IDP_PATH } from '../../src/schemas/sso';
import type { SimulatedCallService } from '../../server/services/callService';
import { SIMULATED_APP } from '../../server/simulators/callService/appTokens';
import type { DatabaseKind } from '../../server/db/database';
import { databaseKinds } from './databases';
import {
  requestArbitrary,
  type FuzzRequest,
  type FuzzRoute,
  type JsonSchema,
  type KnownValues,
  type RouteSchemas,
} from './fuzzRequests';
import { startTestApp, type TestApp } from './testApp';

const ACTORS = ['demo_agent1', 'demo_oadmin', 'demo_tadmin', 'sysadmin'] as const;
const ROLES = ['anonymous', ...ACTORS] as const;
type Role = (typeof ROLES)[number];

/** At least this many requests per database kind, unless FUZZ_ROUNDS asks for a number of rounds. */
const MIN_REQUESTS = 4_000;
/** Rounds over every route × role: as many as MIN_REQUESTS takes, or FUZZ_ROUNDS. */
const roundsFor = (perRound: number) =>
  process.env.FUZZ_ROUNDS ? Number(process.env.FUZZ_ROUNDS) : Math.ceil(MIN_REQUESTS / Math.max(1, perRound));
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * The only requests left out, and why: logging out ends the session the rest of the run signs with (as
 * anonymous it is still sent). Requests that change data never name the actors' own accounts, tenant,
 * organisation or role (KnownValues.forChanges), so every role stays signed in and scoped as seeded.
 */
const excluded = (route: FuzzRoute, role: Role) =>
  role !== 'anonymous' && route.method === 'POST' && route.url === '/api/logout';

/** Routes that answer files (spreadsheets, documents, pages, media) or a redirect when they succeed. */
const nonJsonRoutes = new Set([
  '/api/file/download/:id',
  '/api/file/page/:id/:pageNumber',
  '/api/serviceRoom/video/file',
  '/api/customer/serviceRoom/sharePage/:serviceId/:pageNumber',
  '/api/customer/serviceRoom/shareVideo/:serviceId',
  '/s/:code',
]);
const answersNonJson = (route: FuzzRoute) => nonJsonRoutes.has(route.url) || route.url.endsWith('/export');

/** Multipart routes have no body schema; their text fields are validated after the parts are read. */
const multipartFields: Record<string, JsonSchema> = {
  'POST /api/file': fileUploadFieldsSchema,
  'POST /api/file/video/upload': videoChunkFieldsSchema,
  'POST /api/videoTemplateBackground/chunk': videoChunkFieldsSchema,
  'POST /api/serviceRoom/recordPiece': recordPieceFieldsSchema,
};

function routesOf(registered: RouteOptions[]): FuzzRoute[] {
  return registered.flatMap((route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => {
      const fields = multipartFields[`${method} ${route.url}`];
      return {
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RouteSchemas,
        ...(fields ? { multipartFields: fields } : {}),
      };
    });
  });
}

/** The tables whose ids, keys and codes requests name, each with the column that orders its newest rows first. */
const KNOWN_TABLES: Record<string, string> = {
  tenants: 'createdAt',
  orgAccounts: 'createdAt',
  sysRoles: 'createdAt',
  agents: 'createdAt',
  agentGroups: 'createdAt',
  billAccounts: 'createdAt',
  files: 'createdAt',
  fileUploads: 'createdAt',
  shareWebs: 'createdAt',
  serviceWebs: 'createdAt',
  shortLinks: 'createdAt',
  calls: 'askedAt',
  serviceRooms: 'startedAt',
  roomRecordings: 'startedAt',
};

/** Ids, keys, codes and names the database holds now (the fuzzing adds records as it goes). */
async function knownValues(t: TestApp, own: Set<string>): Promise<KnownValues> {
  const db = t.ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const found = new Set<string>();
  for (const [table, newest] of Object.entries(KNOWN_TABLES)) {
    const rows = await db.selectFrom(table).selectAll().orderBy(newest, 'desc').limit(25).execute();
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (/hash|password/i.test(column) || typeof value !== 'string') continue;
        if (value.length > 0 && value.length <= 100 && !/\s/.test(value)) found.add(value);
      }
    }
  }
  const strings = [...found];
  return { strings, forChanges: strings.filter((value) => !own.has(value)) };
}

/** The actors' own ids and names: their accounts, tenant, organisation and role. */
async function ownValues(t: TestApp): Promise<Set<string>> {
  const rows = await t.ctx.db
    .selectFrom('agents')
    .leftJoin('tenants', 'tenants.id', 'agents.tenantId')
    .select([
      'agents.id',
      'agents.loginName',
      'agents.tenantId',
      'agents.orgAccountId',
      'agents.roleId',
      'tenants.code',
    ])
    .where('agents.loginName', 'in', [...ACTORS])
    .execute();
  return new Set(
    rows
      .flatMap((row) => [row.id, row.loginName, row.tenantId, row.orgAccountId, row.roleId, row.code])
      .filter((value): value is string => !!value),
  );
}

/** What is wrong with an answer, or null: a 5xx, or JSON outside the envelope, or text where JSON belongs. */
function problemOf(route: FuzzRoute, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `HTTP ${status}`;
  // The local identity provider speaks OpenID Connect's own answers and pages, not the envelope.
  if (route.method === 'HEAD' || route.url.startsWith(`${LOCAL_IDP_PATH}/`)) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return answersNonJson(route) ? null : `not JSON (HTTP ${status}, ${type || 'no content-type'})`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'JSON that does not parse';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an envelope';
  const { errCode, errInfo } = body as { errCode?: unknown; errInfo?: unknown };
  if (typeof errCode !== 'number') return 'no numeric errCode';
  // errInfo is optional on success (ARCHITECTURE "The API contract"); a refusal always says why.
  if (errInfo !== undefined && typeof errInfo !== 'string') return 'errInfo not a string';
  if (errCode !== ErrCode.ok && (typeof errInfo !== 'string' || errInfo === '')) return 'a refusal without errInfo';
  // Business answers are HTTP 200; transport errors (404 unknown path, 413, 415, 429) carry their status as errCode.
  if (status !== 200 && errCode !== status) return `HTTP ${status} with errCode ${errCode}`;
  return null;
}

const shorten = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;
const printable = (text: string) => shorten(JSON.stringify(text).slice(1, -1));

interface Failure {
  key: string;
  example: string;
}

/** The fuzzing of one database kind; each kind has a test file of its own, so the two run side by side. */
export function fuzzSuite(kind: DatabaseKind): void {
  describe.skipIf(!databaseKinds.includes(kind))(`the API under fuzzing on ${kind}`, () => {
    let t: TestApp;
    const registered: RouteOptions[] = [];

    beforeAll(async () => {
      t = await startTestApp(kind, {}, { onRoute: (route) => registered.push(route) });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('answers at least 4,000 schema-derived requests with no 5xx and only envelopes', async () => {
      const started = Date.now();
      const routes = routesOf(registered);
      const tokens: Partial<Record<Role, string>> = {};
      for (const actor of ACTORS) tokens[actor] = await t.tokenFor(actor);
      const billToken = (
        await t.call<{ token: string }>('POST', '/api/billAccount/login', {
          body: { loginName: 'billing_demo', password: 'Demo@12345' },
        })
      ).result?.token;
      // The call simulator's routes take its own app token: signed-in roles send it there, to reach past the token check.
      const simulatorToken = (t.ctx.callService as SimulatedCallService).calls.mintToken(
        SIMULATED_APP.appKey,
        SIMULATED_APP.appSecret,
      );
      const own = await ownValues(t);
      const failures: Failure[] = [];
      const renewals: string[] = [];
      let sent = 0;

      const send = async (route: FuzzRoute, role: Role, request: FuzzRequest, round: number) => {
        const headers: Record<string, string> = {};
        // Every third round the anonymous caller holds a billing account's session, which no staff route takes.
        const simulated = route.url.startsWith(`${CALL_SIMULATOR_PREFIX}/`) && role !== 'anonymous';
        const token = simulated
          ? simulatorToken
          : role === 'anonymous'
            ? round % 3 === 2
              ? billToken
              : request.strayToken
            : tokens[role];
        if (token !== undefined) headers['access-token'] = token;
        if (request.body) headers['content-type'] = request.body.contentType;
        const url = request.query === '' ? request.path : `${request.path}?${request.query}`;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(request.body ? { payload: request.body.payload } : {}),
        });
        sent += 1;
        const problem = problemOf(route, response);
        if (problem) {
          const body = request.body ? ` ${request.body.contentType} ${printable(String(request.body.payload))}` : '';
          failures.push({
            key: `${route.method} ${route.url} as ${role}: ${problem}`,
            example: `${route.method} ${printable(url)}${body} → ${shorten(response.body, 300)}`,
          });
        }
        // A session ended by what a request did (another's sign-in, a kick) is noted and taken again.
        if (
          role !== 'anonymous' &&
          !problem &&
          route.method !== 'HEAD' &&
          String(response.headers['content-type']).startsWith('application/json')
        ) {
          const errCode = (JSON.parse(response.body) as { errCode: number }).errCode;
          if (errCode === ErrCode.notSignedIn || errCode === ErrCode.loggedInElsewhere) {
            renewals.push(`${role} after ${route.method} ${url}`);
            tokens[role] = await t.tokenFor(role);
          }
        }
      };

      const rounds = roundsFor(
        routes.reduce((sum, route) => sum + ROLES.filter((role) => !excluded(route, role)).length, 0),
      );
      for (let round = 0; round < rounds; round++) {
        const known = await knownValues(t, own);
        const jobs: (() => Promise<void>)[] = [];
        routes.forEach((route, index) => {
          const samples = fc.sample(requestArbitrary(route, known), {
            numRuns: ROLES.length,
            seed: SEED + round * 10_007 + index,
          });
          ROLES.forEach((role, i) => {
            const request = samples[i];
            if (request && !excluded(route, role)) jobs.push(() => send(route, role, request, round));
          });
        });
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < jobs.length) await jobs[next++]!();
          }),
        );
      }

      const seconds = (Date.now() - started) / 1000;
      console.log(
        `fuzz on ${kind}: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}); sessions taken again: ${renewals.length}`,
      );
      const grouped = new Map<string, { count: number; example: string }>();
      for (const failure of failures) {
        const group = grouped.get(failure.key) ?? { count: 0, example: failure.example };
        group.count += 1;
        grouped.set(failure.key, group);
      }
      const report = [...grouped].map(([key, group]) => `${key} (${group.count}×)\n    ${group.example}`).join('\n');
      expect(failures.length, `seed ${SEED}: ${failures.length} bad answers\n${report}`).toBe(0);
      expect(sent).toBeGreaterThanOrEqual(process.env.FUZZ_ROUNDS ? 0 : MIN_REQUESTS);
    }, 600_000);
  });
}
