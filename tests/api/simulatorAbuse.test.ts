import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_SIMULATOR_PREFIX, callServicePaths } from '../../src/schemas/callService';
import { SIMULATOR_BODY_LIMIT } from '../../server/simulators/callService';
import { SIMULATED_APP } from '../../server/simulators/callService/appTokens';
import { createPostgresDatabase } from '../support/databases';
import { startServer, tempDataDir } from '../support/serverProcess';

const REQUESTS = 10_000;
const AT_ONCE = 16;
const MB = 1024 * 1024;
/** Just under the simulator's body limit, with room for the fields around it. */
const PAD = 'x'.repeat(SIMULATOR_BODY_LIMIT - 1024);

const rssOf = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
};

/** One request of the attack: large bodies, assigns with and without tokens, tokens minted and refused, polls. */
function abusive(
  i: number,
  token: string | undefined,
): { path: string; method: 'GET' | 'POST'; body?: unknown; token?: string } {
  switch (i % 6) {
    case 0:
      return {
        path: callServicePaths.appToken,
        method: 'POST',
        body: { appKey: SIMULATED_APP.appKey, appSecret: `guess-${i}`, pad: PAD },
      };
    case 1:
      return { path: callServicePaths.appToken, method: 'POST', body: SIMULATED_APP };
    case 2:
      return {
        path: callServicePaths.assign,
        method: 'POST',
        body: { flowId: `F-${i}`, phone: '13800138000', pad: PAD },
        token,
      };
    case 3:
      return {
        path: callServicePaths.assign,
        method: 'POST',
        body: { flowId: `F-${i}`.repeat(1000), phone: '1'.repeat(5000), pad: PAD },
      };
    case 4:
      return { path: callServicePaths.agentEvent.replace(':serviceId', `svc-${i}`), method: 'GET', token };
    default:
      return {
        path: callServicePaths.share,
        method: 'POST',
        body: { serviceId: `svc-${i}`, share: { kind: 'image', urls: Array.from({ length: 500 }, () => `/f/${i}`) } },
        token,
      };
  }
}

/** The RSS samples taken every 200 ms while `during` runs. */
async function sampled(pid: number, during: () => Promise<unknown>): Promise<number[]> {
  const samples = [rssOf(pid)];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 200);
  try {
    await during();
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssOf(pid));
  return samples;
}

const idle = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms));

// One production server process (simulators turned on) under 10,000 anonymous requests: its memory must not keep
// what the attacker sends. On PostgreSQL when the tests have one, so that the embedded database's own memory is
// not measured with it.
describe('the call simulator under abuse', () => {
  it(
    'keeps no memory from 10,000 abusive requests, and a bounded transient while they last',
    { timeout: 600_000 },
    async () => {
      const database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : null;
      const server = await startServer({
        DATA_DIR: tempDataDir(),
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://sales.example.com',
        LOG_LEVEL: 'warn',
        SIMULATORS: 'on',
        ...(database ? { DATABASE_URL: database.url } : {}),
      });
      const pid = server.child.pid!;
      try {
        let token: string | undefined;
        let failures = 0;
        const send = async (i: number) => {
          const request = abusive(i, token);
          const response = await fetch(`${server.baseUrl}${CALL_SIMULATOR_PREFIX}${request.path}`, {
            method: request.method,
            headers: {
              ...(request.body ? { 'content-type': 'application/json' } : {}),
              ...(request.token ? { 'access-token': request.token } : {}),
            },
            ...(request.body ? { body: JSON.stringify(request.body) } : {}),
          });
          const envelope = (await response.json()) as { errCode: number; result?: { token?: string } };
          if (response.status >= 500) failures += 1;
          if (request.path === callServicePaths.appToken && envelope.result?.token) token = envelope.result.token;
        };
        const run = async (from: number, count: number) => {
          let next = from;
          await Promise.all(
            Array.from({ length: AT_ONCE }, async () => {
              while (next < from + count) await send(next++);
            }),
          );
        };

        const ordinary = async () =>
          Promise.all(
            Array.from({ length: AT_ONCE }, async (_, lane) => {
              for (let n = lane; n < REQUESTS; n += AT_ONCE) await (await fetch(`${server.baseUrl}/api/health`)).text();
            }),
          );

        // A warm-up first: the attack's own code paths, then as many ordinary requests as the attack will send, so
        // the baseline is a server that has served traffic (its collector's young generation grown to its working
        // size), not one fresh from its start. The resting level is the highest of 15 s left alone, since a resting
        // server's RSS moves by tens of MB as it collects.
        await run(0, 600);
        await ordinary();
        const before = Math.max(...(await sampled(pid, idle(15_000))));
        const peak = Math.max(...(await sampled(pid, () => run(600, REQUESTS))));
        const after = (await sampled(pid, idle(15_000))).at(-1) ?? 0;

        console.info(
          `simulator abuse: resting ${Math.round(before / MB)} MB, peak +${Math.round((peak - before) / MB)} MB, after +${Math.round((after - before) / MB)} MB`,
        );
        expect(failures).toBe(0);
        // Neither while the attack lasts nor after it does the server grow by more than 50 MB over its resting level.
        expect(
          (peak - before) / MB,
          `peak ${Math.round(peak / MB)} MB from ${Math.round(before / MB)} MB`,
        ).toBeLessThanOrEqual(50);
        expect(
          (after - before) / MB,
          `after ${Math.round(after / MB)} MB from ${Math.round(before / MB)} MB`,
        ).toBeLessThanOrEqual(50);
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
        await database?.drop();
      }
    },
  );
});
