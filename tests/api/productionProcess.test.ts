import { describe, expect, it } from 'vitest';
import { CALL_SIMULATOR_PREFIX, callServicePaths } from '../../src/schemas/callService';
import { handsetConnects } from '../support/handsets';
import { runServer, startServer, tempDataDir } from '../support/serverProcess';

// Servers started as `npm start` does with NODE_ENV=production; SIMULATORS and PUBLIC_URL are cleared
// first, so a value in the environment the tests run in does not count.
describe('a production server process', () => {
  it(
    'serves no stand-in unless told: /callsvc answers 404, the handset namespace refuses, the banner says so',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://sales.example.com',
        SIMULATORS: '',
        DATA_DIR: tempDataDir(),
      });
      try {
        expect(server.output()).toContain('Simulators: off');
        const token = await fetch(`${server.baseUrl}${CALL_SIMULATOR_PREFIX}${callServicePaths.appToken}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ appKey: 'demo-app-key', appSecret: 'demo-app-secret' }),
        });
        expect(token.status).toBe(404);
        expect((await fetch(`${server.baseUrl}${CALL_SIMULATOR_PREFIX}/call/agentEvent/svc-1`)).status).toBe(404);
        expect(await handsetConnects(server.baseUrl)).toBe('Invalid namespace');
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it('stops at the start without PUBLIC_URL, naming it', async () => {
    const run = runServer({ NODE_ENV: 'production', PUBLIC_URL: '', DATA_DIR: tempDataDir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PUBLIC_URL is required when NODE_ENV=production');
    expect(run.output()).not.toMatch(/\n\s+at /);
  }, 240_000);
});
