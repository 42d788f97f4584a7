import { verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionLifetimes } from '../../server/services/sessions';
import type { ServiceSql } from './capture';
import { floorParams, hashToken, inOrder, type FloorOrders } from './floorParams';
import type { RawDb, Row } from './rawDb';

/** As SessionService.authenticate: a session seen within the last minute is not written to again. */
const TOUCH_EVERY_MS = 60_000;
const TOUCH_SQL = 'update "sessions" set "last_seen_at" = $1 where "id" = $2';

/** What each floor request runs, for the notes: lookup + insert; session + page + count (touch aside). */
export const FLOOR_STATEMENTS = { login: 2, list: 3 } as const;

export interface RunningServer {
  baseUrl: string;
  /** TCP connections accepted so far: one per client connection when keep-alive holds. */
  connections(): number;
  close(): Promise<void>;
}

export function countConnections(server: http.Server): () => number {
  let count = 0;
  server.on('connection', () => (count += 1));
  return () => count;
}

interface FloorDeps {
  raw: RawDb;
  sql: ServiceSql;
  /** Where each of the floor's parameters goes in the service's statement. */
  orders: FloorOrders;
  lifetimes: SessionLifetimes;
}

function send(res: http.ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/** The account lookup, the argon2 verify and the session insert: the least a password sign-in must do. */
async function login(deps: FloorDeps, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readJson(req);
  const loginName = typeof body.loginName === 'string' ? body.loginName.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const [account] = await deps.raw.query(
    deps.sql.findForLogin.sql,
    inOrder(deps.orders.findForLogin, floorParams.findForLogin(loginName)),
  );
  if (!account || account.status !== true || account.tenant_status === false || account.locked_at !== null) {
    return send(res, { errCode: 518, errInfo: 'refused' });
  }
  if (!(await verify(String(account.password_hash), password)))
    return send(res, { errCode: 519, errInfo: 'wrong password' });
  const token = randomBytes(32).toString('base64url');
  const userAgent = req.headers['user-agent']?.slice(0, 300) ?? null;
  const session = {
    tokenHash: hashToken(token),
    agentId: String(account.id),
    userAgent,
    now: new Date(),
    lifetimes: deps.lifetimes,
  };
  await deps.raw.query(
    deps.sql.createSession.sql,
    inOrder(deps.orders.createSession, floorParams.createSession(session)),
  );
  send(res, { errCode: 0, result: { token } });
}

/** The session lookup the auth hook makes, then the page and the count together, as AgentService.list. */
async function listAgents(
  deps: FloorDeps,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const token = req.headers['access-token'];
  if (typeof token !== 'string' || token === '') return send(res, { errCode: 513 });
  const now = new Date();
  const [session] = await deps.raw.query(
    deps.sql.authenticate.sql,
    inOrder(deps.orders.authenticate, floorParams.authenticate(hashToken(token), now, deps.lifetimes)),
  );
  if (!session) return send(res, { errCode: 513 });
  if (now.getTime() - (session.last_seen_at as Date).getTime() > TOUCH_EVERY_MS) {
    await deps.raw.query(TOUCH_SQL, [now, session.session_id]);
  }
  // The captured SQL is the tenant-admin shape (tenant filter only); other levels are not benched.
  if (session.level !== '3' || typeof session.tenant_id !== 'string') return send(res, { errCode: 403 });
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const [rows, counted]: [Row[], Row[]] = await Promise.all([
    deps.raw.query(
      deps.sql.listPage.sql,
      inOrder(deps.orders.listPage, floorParams.listPage(session.tenant_id, pageIndex, pageSize)),
    ),
    deps.raw.query(deps.sql.listCount.sql, inOrder(deps.orders.listCount, floorParams.listCount(session.tenant_id))),
  ]);
  send(res, { errCode: 0, result: { list: rows, count: counted[0]?.count } });
}

/** A bare node:http server doing the same database work as ours, with no framework in between. */
export async function startFloor(deps: FloorDeps): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    let work: Promise<void>;
    if (req.method === 'POST' && url.pathname === '/api/login') work = login(deps, req, res);
    else if (req.method === 'GET' && url.pathname === '/api/agents/list') work = listAgents(deps, req, res, url);
    else work = Promise.resolve(send(res, { errCode: 404 }));
    work.catch((err: unknown) => {
      process.stderr.write(`floor: ${err instanceof Error ? err.stack : String(err)}\n`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  // Fastify's default; node's 5 s would drop the idle connection between series.
  server.keepAliveTimeout = 72_000;
  const connections = countConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
