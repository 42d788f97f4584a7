import { parentPort, Worker } from 'node:worker_threads';
import type { Config } from '../../../server/config';
import type { DatabaseKind } from '../../../server/db/database';

/** What a server thread is started with: the server under test and, for ours, its database. */
export interface OursData {
  server: 'ours';
  db: DatabaseKind;
  dataDir: string;
  postgresUrl: string;
  config: Config;
  agents: number;
  /** Serve the built web app (dist/) too, for a bench that opens a page. */
  webApp?: boolean;
}
/** The call floor, the seat monitor's floor, or ours. */
export type ServerThreadData = { server: 'floor' } | { server: 'seatFloor' } | OursData;

type ServerRequest = { id: number; op: string };
type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Inside a server thread: answers each request of the thread's ServerThread with what `answer` gives for its op. */
export function answerRequests(answer: (op: string) => Promise<unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('a server thread runs only as a worker thread');
  port.on('message', (request: ServerRequest) => {
    answer(request.op).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadAnswer),
      (err: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        } satisfies ThreadAnswer),
    );
  });
}

export interface ServerStarted {
  baseUrl: string;
  /** Ours only: the seeded tenant and one session token per agent. */
  tenant: { tenantId: string; tokens: string[] } | null;
}

/** Waits until check answers true, looking every 50 ms. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`calls: ${what} not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server under test in a worker thread of its own, asked by message. */
export class ServerThread {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: ThreadAnswer) => {
      const pending = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.value);
      else pending?.reject(new Error(`server thread: ${answer.error}`));
    });
    const fail = (err: Error) => {
      this.exited = err;
      for (const pending of this.waiting.values()) pending.reject(err);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`server thread exited with ${code}`)));
  }

  /** Starts the thread and waits until its server listens (ours: seeded first). */
  static start(data: ServerThreadData): Promise<{ thread: ServerThread; started: ServerStarted }> {
    // serverThread.mjs registers tsx in the thread, then loads serverThread.ts.
    return ServerThread.open<ServerStarted>(new URL('./serverThread.mjs', import.meta.url), data);
  }

  /** Starts `script` in a thread with `data` and waits for its answer to 'started'. */
  static async open<Started>(script: URL, data: unknown): Promise<{ thread: ServerThread; started: Started }> {
    const thread = new ServerThread(new Worker(script, { workerData: data }));
    try {
      return { thread, started: (await thread.ask('started')) as Started };
    } catch (err) {
      await thread.worker.terminate();
      throw err;
    }
  }

  counts(): Promise<{ online: number; routable: number }> {
    return this.ask('counts') as Promise<{ online: number; routable: number }>;
  }

  openWork(): Promise<{ calls: number; rooms: number }> {
    return this.ask('openWork') as Promise<{ calls: number; rooms: number }>;
  }

  /** Closes the server (ours: and its database), then ends the thread. */
  async close(): Promise<void> {
    try {
      await this.ask('close');
    } finally {
      await this.worker.terminate();
    }
  }

  /** Asks the thread's server; it answers by the op's name (answerRequests). */
  ask(op: string): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, op } satisfies ServerRequest);
    });
  }
}
