import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../server/seed/demo';
import { postJson } from '../support/serverProcess';
import { DEMO_PASSWORD } from '../support/seededServer';
import { LoginPage } from './pages/LoginPage';

const root = path.resolve(import.meta.dirname, '../..');
const MINUTE = 60_000;

/** The repository as a fresh clone has it: every file git tracks or would (not ignored), without node_modules, dist or data. */
function freshCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vs-first-run-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files) {
    if (!file || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Run {
  output(): string;
  exited: Promise<number | null>;
  /** Ctrl-C, as in a terminal: SIGINT to the whole process group. */
  interrupt(): void;
}

/** A command as a newcomer types it: only PATH, HOME and the variables given, no NODE_ENV or SEED_DEMO. */
function run(cwd: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn('npm', args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => text,
    exited,
    interrupt() {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    },
  };
}

async function bannerOf(start: Run, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = start.output();
    // The banner is written at once: the address line and the accounts after it.
    if (/listening on http:\/\/localhost:\d+/.test(text)) return text;
    const code = await Promise.race([
      start.exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 250)),
    ]);
    if (code !== 'running') throw new Error(`npm start exited with ${String(code)}:\n${text}`);
    if (Date.now() > deadline) throw new Error(`npm start printed no address within ${timeoutMs} ms:\n${text}`);
  }
}

const signIn = (baseUrl: string, loginName: string) =>
  postJson<{ errCode: number; errInfo: string }>(baseUrl, '/api/login', {
    loginName,
    password: DEMO_PASSWORD,
    encrypted: false,
    isForceLogin: 1,
  });

/** Ctrl-C, then waits until the server has let go of its data directory, as a clean shutdown does. */
async function stop(start: Run, dir: string): Promise<boolean> {
  start.interrupt();
  await start.exited;
  const lock = path.join(dir, 'data', 'server.lock');
  for (let waited = 0; existsSync(lock) && waited < 30_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return !existsSync(lock);
}

// The product's own start, not the test server of ./fixtures: a fresh clone, `npm install`, then `npm start` twice.
test('a fresh clone installs without warnings, starts with the demo accounts, signs in, and starts again without rebuilding', async ({
  browser,
}) => {
  test.setTimeout(20 * MINUTE);
  const dir = freshCopy();
  let current: Run | null = null;
  try {
    const install = run(dir, ['install']);
    expect(await install.exited, install.output()).toBe(0);
    expect(install.output()).not.toMatch(/EBADENGINE|install-scripts|ERESOLVE/);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    current = run(dir, ['start'], { PORT: String(port) });
    const first = await bannerOf(current, 10 * MINUTE);
    expect(first).toContain('Building the web app');
    expect(first).toContain(`listening on http://localhost:${port}`);
    expect(first).toContain(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      expect(first).toMatch(new RegExp(`^  ${account.loginName} +level ${account.level}`, 'm'));

    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await new LoginPage(page).signInThroughForm('demo_agent1');
    await expect(page.getByRole('button', { name: '个人中心' })).toContainText('张晓明');
    await context.close();
    expect(await signIn(baseUrl, 'demo_agent1')).toMatchObject({ errCode: 0 });
    expect(await stop(current, dir)).toBe(true);

    current = run(dir, ['start'], { PORT: String(port) });
    const second = await bannerOf(current, 3 * MINUTE);
    expect(second).not.toContain('Building the web app');
    for (const account of DEMO_ACCOUNTS)
      expect(second).toMatch(new RegExp(`^  ${account.loginName} +level ${account.level}`, 'm'));
    expect(await signIn(baseUrl, 'vs_agent1')).toMatchObject({ errCode: 0 });
    expect(await stop(current, dir)).toBe(true);
    current = null;
  } finally {
    if (current) await stop(current, dir);
    rmSync(dir, { recursive: true, force: true });
  }
});
