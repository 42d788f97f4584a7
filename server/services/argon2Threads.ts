import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/** One core is left to the event loop: argon2's threads take the others, at least one. */
export const argon2ThreadCount = (cores = availableParallelism()): number => Math.max(1, cores - 1);

/**
 * The thread's whole program: it takes one job after another from its queue of messages and runs it to the end
 * with the synchronous call, so back-to-back jobs never wait for the main event loop between them.
 */
const THREAD_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
// algorithm 2 is Argon2id (an ambient const enum in the library's types).
parentPort.on('message', (job) => {
  let answer;
  try {
    answer = { id: job.id, value: job.op === 'hash' ? argon2.hashSync(job.password, { algorithm: 2 }) : argon2.verifySync(job.hash, job.password) };
  } catch (err) {
    answer = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort.postMessage(answer);
});
`;

type Job = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };
interface Answer {
  id: number;
  value?: string | boolean;
  error?: string;
}
interface Waiting {
  resolve: (value: string | boolean) => void;
  reject: (err: Error) => void;
}

class Argon2Thread {
  private readonly waiting = new Map<number, Waiting>();
  private readonly worker: Worker;

  constructor(argon2Path: string, onExit: () => void) {
    this.worker = new Worker(THREAD_PROGRAM, { eval: true, workerData: { argon2: argon2Path } });
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      // An idle thread never keeps the process alive; one with jobs does, until it has answered them.
      if (this.waiting.size === 0) this.worker.unref();
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.value as string | boolean);
    });
    const fail = (err: Error) => {
      for (const waiting of this.waiting.values()) waiting.reject(err);
      this.waiting.clear();
      onExit();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`argon2 thread exited with ${code}`)));
  }

  get queued(): number {
    return this.waiting.size;
  }

  run(id: number, job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...job });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Every argon2 hash and verify of this process, on threads of its own: one per core but one (at least one), each
 * running its jobs one after another. A job keeps a core busy for ten milliseconds or more, so a burst of sign-ins
 * takes those threads' cores and leaves one to the event loop that answers everyone else; and as a thread runs
 * its next job as soon as one ends, a busy event loop never slows the sign-ins waiting their turn (on libuv's
 * pool each job's end waited for a turn of the loop before the next could start). A job goes to the thread with
 * the fewest waiting.
 */
export class Argon2Threads {
  private readonly threads: (Argon2Thread | null)[];
  private readonly argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private nextId = 0;

  constructor(readonly size = argon2ThreadCount()) {
    this.threads = Array.from({ length: size }, () => null);
  }

  private pick(): Argon2Thread {
    let best = 0;
    for (let i = 0; i < this.threads.length; i++) {
      const thread = this.threads[i];
      if (!thread) {
        best = i;
        break;
      }
      if (thread.queued < (this.threads[best]?.queued ?? 0)) best = i;
    }
    let thread = this.threads[best];
    if (!thread) {
      const slot = best;
      const made: Argon2Thread = new Argon2Thread(this.argon2Path, () => {
        if (this.threads[slot] === made) this.threads[slot] = null;
      });
      thread = made;
      this.threads[slot] = thread;
    }
    return thread;
  }

  hash(password: string): Promise<string> {
    return this.pick().run(this.nextId++, { op: 'hash', password }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.pick().run(this.nextId++, { op: 'verify', hash, password }) as Promise<boolean>;
  }

  /** Jobs sent and not yet answered, over all threads. */
  get queued(): number {
    return this.threads.reduce((sum, thread) => sum + (thread?.queued ?? 0), 0);
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0, this.threads.length, ...this.threads.map(() => null));
    await Promise.all(threads.map((thread) => thread?.close()));
  }
}
