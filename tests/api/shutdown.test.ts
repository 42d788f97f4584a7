import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { postJson, startServer, tempDataDir } from '../support/serverProcess';
import { connectSocket } from '../support/sockets';
import { createPostgresDatabase, databaseKinds } from '../support/databases';
import { startTestApp } from '../support/testApp';

const DEMO_PASSWORD = 'Demo@12345';

// Stopping under load: the requests that arrive while the server stops are finished or refused, and none of them reaches a
// database that has already been closed.
describe('a server stopping under load', () => {
  it('drains its requests before it closes the database, and logs no error', { timeout: 240_000 }, async () => {
    const database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : null;
    const server = await startServer({
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const token =
      (
        await postJson<{ result?: { token: string } }>(server.baseUrl, '/api/login', {
          loginName: 'demo_tadmin',
          password: DEMO_PASSWORD,
          encrypted: false,
          isForceLogin: 1,
        })
      ).result?.token ?? '';
    // Agents' pages are open (ten tabs each): each socket going away marks its agent offline in the database.
    const agents = ['demo_agent1', 'demo_agent2', 'demo_oadmin'];
    for (const loginName of agents) {
      const signedIn = await postJson<{ result?: { token: string } }>(server.baseUrl, '/api/login', {
        loginName,
        password: DEMO_PASSWORD,
        encrypted: false,
        isForceLogin: 1,
      });
      for (let page = 0; page < 10; page++) await connectSocket(server.baseUrl, signedIn.result?.token);
    }
    let running = true;
    let answered = 0;
    const lane = async () => {
      while (running) {
        try {
          const response = await fetch(`${server.baseUrl}/api/agents/list?page=1&limit=20`, {
            headers: { 'access-token': token },
          });
          await response.text();
          answered += 1;
        } catch {
          // Refused once the server has stopped listening.
        }
      }
    };
    const lanes = Array.from({ length: 8 }, lane);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGTERM');
    const code = await server.exited;
    running = false;
    await Promise.all(lanes);
    expect(answered).toBeGreaterThan(0);
    expect(code).toBe(0);
    await database?.drop();
    expect(server.output()).not.toMatch(/"level":50|destroyed/);
  });
});

describe.each(databaseKinds)('a handler whose client went away, on %s', (kind) => {
  it('finishes its work before the stop closes what it uses', async () => {
    const t = await startTestApp(kind);
    const token = await t.tokenFor('demo_tadmin');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const entered = new Promise<void>((resolve) => (reached = resolve));
    const list = t.ctx.agents.list.bind(t.ctx.agents);
    let listed: number | Error | undefined;
    vi.spyOn(t.ctx.agents, 'list').mockImplementation(async (filter, options) => {
      reached();
      await held;
      try {
        const page = await list(filter, options);
        listed = page.list.length;
        return page;
      } catch (err) {
        listed = err as Error;
        throw err;
      }
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The tab closes while its list is being read: the connection is gone, the handler is not.
    const leaving = httpGet({ host: '127.0.0.1', port, path: '/api/agents/list', headers: { 'access-token': token } });
    leaving.on('error', () => {});
    await entered;
    leaving.destroy();
    let stopped = false;
    const stopping = t.app.close().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(listed).toBeGreaterThan(0);
    await t.close();
  });
});
