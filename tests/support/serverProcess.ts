import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'vs-data-'));
}

/** Runs the server as `npm start` would (without the web build), in a process of its own. */
export function runServer(env: Record<string, string>): {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Starts a server and waits until it prints the address it listens on. */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const run = runServer(env);
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(run.output());
    if (match) return { ...run, baseUrl: `http://127.0.0.1:${match[1]}` };
    if (run.child.exitCode !== null) throw new Error(`server exited with ${run.child.exitCode}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  run.child.kill('SIGKILL');
  throw new Error(`server did not start within ${timeoutMs} ms:\n${run.output()}`);
}

export async function postJson<T = { errCode: number; errInfo?: string; result?: unknown }>(
  baseUrl: string,
  route: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}
