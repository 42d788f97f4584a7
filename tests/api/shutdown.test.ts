import { describe, expect, it } from 'vitest';
import { postJson, startServer, tempDataDir } from '../support/serverProcess';
import { connectSocket } from '../support/sockets';
import { createPostgresDatabase } from '../support/databases';

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
