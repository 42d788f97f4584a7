import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectSocket, disconnected } from '../support/sockets';
import { postJson, runServer, startServer, tempDataDir } from '../support/serverProcess';

const DEMO_PASSWORD = 'Demo@12345';

async function login(baseUrl: string, loginName: string, password: string) {
  return postJson<{ errCode: number; result?: { token: string } }>(baseUrl, '/api/login', {
    loginName,
    password,
    encrypted: false,
    isForceLogin: 1,
  });
}

// Each test starts servers as `npm start` does, each start tens of seconds on a busy two-core machine.
describe('the server process', () => {
  it('refuses to start on a bad configuration value, saying which and why', async () => {
    const run = runServer({ PORT: 'eighty', RTC: 'carrier-pigeon', DATA_DIR: tempDataDir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT=eighty: expected an integer from 0 to 65535');
    expect(run.output()).toContain('RTC=carrier-pigeon: expected one of p2p, trtc');
  });

  it(
    'prints the URL and the demo accounts, and a second server on the same DATA_DIR refuses to start',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });
      try {
        expect(first.output()).toMatch(/demo_tadmin\s+level 3\s+demo/);
        const second = runServer({ DATA_DIR: dataDir });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server (pid ${first.child.pid})`);
        expect((await login(first.baseUrl, 'demo_agent1', DEMO_PASSWORD)).errCode).toBe(0);
      } finally {
        first.child.kill('SIGKILL');
        await first.exited;
      }
    },
  );

  it(
    'starts without LibreOffice and poppler, saying in one line what is missing and how to install it, with no stack trace',
    { timeout: 240_000 },
    async () => {
      // A PATH with a shell and its basic tools but no document tools.
      const bin = tempDataDir();
      for (const tool of ['bash', 'sed', 'grep', 'id'])
        symlinkSync(
          execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(),
          path.join(bin, tool),
        );
      const server = await startServer({ DATA_DIR: tempDataDir(), PATH: bin, LOG_LEVEL: 'info' });
      try {
        expect(server.output()).toMatch(
          /^Documents shared in meetings cannot be converted \(missing LibreOffice, poppler, .*\); install with: .*apt-get install -y --no-install-recommends libreoffice-writer-nogui .*poppler-utils/m,
        );
        // The seeded documents fail for want of the tools, quietly.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(server.output()).not.toMatch(/"level":50|\n\s+at /);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it('stops with one line when its port is taken', async () => {
    // Another program holds the port.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((holder.address() as AddressInfo).port);
      const dataDir = tempDataDir();
      const second = runServer({ DATA_DIR: dataDir, PORT: port });
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(
        `Port ${port} is in use by another program; choose another with PORT=<port>.`,
      );
      // Said before anything is made for a server that cannot run: no database in DATA_DIR, no lock left.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 240_000);

  it('keeps an acknowledged write through kill -9, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const token = (await login(first.baseUrl, 'demo_agent2', DEMO_PASSWORD)).result?.token ?? '';
    const changed = await postJson(
      first.baseUrl,
      '/api/agents/profile',
      { oldPassword: DEMO_PASSWORD, password: 'Kept#2026!' },
      token,
      'PUT',
    );
    expect(changed.errCode).toBe(0);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await login(second.baseUrl, 'demo_agent2', DEMO_PASSWORD)).errCode).toBe(519);
    const again = await login(second.baseUrl, 'demo_agent2', 'Kept#2026!');
    expect(again.errCode).toBe(0);

    const socket = await connectSocket(second.baseUrl, again.result?.token);
    const gone = disconnected(socket);
    second.child.kill('SIGTERM');
    expect(await gone).toBe('io server disconnect');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const third = await startServer({ DATA_DIR: dataDir });
    expect((await login(third.baseUrl, 'demo_agent2', 'Kept#2026!')).errCode).toBe(0);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
