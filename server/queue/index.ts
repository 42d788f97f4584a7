import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { pgliteExecutor } from './pglite';

/**
 * Every job the queue carries, by name, with what it is sent. An area adding work adds its name here, so a
 * sender and its worker cannot disagree on the data.
 */
export interface JobTypes {
  /** Renders a video content's MP4 and poster from its template version. */
  'video-content-render': { contentId: string; attempt: number };
  /** Renders the preview of a template being edited. */
  'video-template-preview': { previewId: string };
  /** Renders a digital human saying its words (issue 28). */
  'digital-human-render': { videoId: string };
  /** Copies a finished recording to its tenant's storage. */
  'record-sync': { syncId: string };
  /** Creates a WeCom task's send at WeCom. */
  'wecom-task-send': { taskId: string };
  /** Reads the results of a WeCom task's recipients still waiting, again until none waits. */
  'wecom-task-results': { taskId: string };
  /** Sends a delivery task's waiting messages, once its send window is open. */
  'delivery-task-send': { taskId: string };
  /** Deletes what has passed its tenant's retention: one tenant's (its admin asked) or every tenant's (the daily run). */
  'retention-sweep': { tenantId: string | null };
}

export type JobName = keyof JobTypes;

interface JobInfo {
  id: string;
  /** How many times the job was tried before this run. */
  retryCount: number;
}

export type JobHandler<N extends JobName> = (data: JobTypes[N], job: JobInfo) => Promise<void>;

interface Registration {
  name: JobName;
  handler: JobHandler<JobName>;
  concurrency: number;
  wakeOnSend: boolean;
}

export interface QueueOptions {
  /** How often an idle worker asks for work (pg-boss's floor is half a second). */
  pollingIntervalSeconds?: number;
  /** The schema the queue's tables live in, apart from the app's. */
  schema?: string;
}

/**
 * Durable jobs on the app's own database (pg-boss): on PostgreSQL through a pool of its own, so several
 * server processes share the work (a job is taken by one of them, with SKIP LOCKED); on embedded PGlite
 * through the app's PGlite instance. Handlers are registered before start; the queue starts and stops with
 * the app. A handler that throws leaves the job to pg-boss's retry policy (none unless the sender asks).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations: Registration[] = [];
  /** The workers of this process that a job sent here wakes at once, by job name. */
  private readonly woken = new Map<JobName, string[]>();
  private started = false;
  private readonly pollingIntervalSeconds: number;

  constructor(database: Database, onError: (err: unknown) => void, options: QueueOptions = {}) {
    const schema = options.schema ?? 'pgboss';
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
    // Kept rows are few and small; the maintenance runs on each process and is idempotent.
    const common = { schema, supervise: true, schedule: false, migrate: true } as const;
    this.boss =
      database.connection.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: database.connection.url, max: 4 })
        : new PgBoss({ ...common, db: pgliteExecutor(database) });
    this.boss.on('error', onError);
  }

  /**
   * Registers the worker of a job name; `concurrency` runs at once in this process. With `wakeOnSend` a job
   * sent from this process wakes its idle workers here at once instead of at their next poll; a job another
   * process takes first leaves them to find nothing and wait again.
   */
  handle<N extends JobName>(
    name: N,
    handler: JobHandler<N>,
    options: { concurrency?: number; wakeOnSend?: boolean } = {},
  ): void {
    if (this.started) throw new Error(`the queue has started; ${name} comes too late`);
    this.registrations.push({
      name,
      handler: handler as JobHandler<JobName>,
      concurrency: options.concurrency ?? 1,
      wakeOnSend: options.wakeOnSend ?? false,
    });
  }

  /** The job names with a worker here. */
  names(): JobName[] {
    return this.registrations.map((r) => r.name);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const { name, handler, concurrency, wakeOnSend } of this.registrations) {
      await this.boss.createQueue(name);
      for (let i = 0; i < concurrency; i += 1) {
        const worker = await this.boss.work<JobTypes[typeof name]>(
          name,
          { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true },
          async ([job]) => {
            if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
          },
        );
        if (wakeOnSend) this.woken.set(name, [...(this.woken.get(name) ?? []), worker]);
      }
    }
  }

  /**
   * Queues a job; with `retryLimit` a failed run is tried again after `retryDelaySeconds`; it waits for its
   * first run until `startAfter`, or for `startAfterSeconds`.
   */
  async send<N extends JobName>(
    name: N,
    data: JobTypes[N],
    options: {
      retryLimit?: number;
      retryDelaySeconds?: number;
      expireInSeconds?: number;
      startAfter?: Date;
      startAfterSeconds?: number;
    } = {},
  ): Promise<string> {
    if (!this.started) await this.boss.createQueue(name);
    const id = await this.boss.send(name, data, {
      retryLimit: options.retryLimit ?? 0,
      retryDelay: options.retryDelaySeconds ?? 0,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
      ...(options.startAfter
        ? { startAfter: options.startAfter }
        : options.startAfterSeconds
          ? { startAfter: options.startAfterSeconds }
          : {}),
    });
    if (id === null) throw new Error(`the ${name} job was not queued`);
    if (this.started) for (const worker of this.woken.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  /** The state pg-boss keeps of a job: created, retry, active, completed, cancelled or failed. */
  async state(name: JobName, id: string): Promise<string | null> {
    return (await this.boss.getJobById(name, id))?.state ?? null;
  }

  /** Stops taking jobs and waits for the runs under way (up to `timeoutMs`). */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
  }
}
