import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../support/databases';
import { connectSocket, disconnected, nextEvent } from '../support/sockets';
import { postJson, startServer, tempDataDir, type ServerProcess } from '../support/serverProcess';

const ready = Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);

// Two server processes share one PostgreSQL database and reach each other's sockets through Redis.
describe.runIf(ready)('two server processes with REDIS_URL', () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await drop?.();
  });

  it('delivers an event emitted by one process to a socket held by the other', async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    const env = { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL ?? '' };
    servers.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    servers.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const onB = await postJson<{ errCode: number; result?: { token: string } }>(b.baseUrl, '/api/login', {
      loginName: 'demo_agent1',
      password: 'Demo@12345',
      encrypted: false,
    });
    const socket = await connectSocket(b.baseUrl, onB.result?.token);
    const expired = nextEvent(socket, 'agentExpired');
    const gone = disconnected(socket);

    const onA = await postJson(a.baseUrl, '/api/login', {
      loginName: 'demo_agent1',
      password: 'Demo@12345',
      encrypted: false,
      isForceLogin: 1,
    });
    expect(onA.errCode).toBe(0);
    expect(await expired).toBe('demo_agent1');
    expect(await gone).toBe('io server disconnect');
  }, 120_000);
});
