import type { Cancel, Clock } from './clock';

/** A background loop: the ring and after-call sweep, the room end notices, the sessions check and the like. */
interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Every background loop of the app, started together once the app is ready and stopped with it
 * (app.close). A run never overlaps the previous one of its job; a failed run is reported, and the next
 * tries again. A run still going while the app closes is awaited before the database closes.
 */
export class Jobs {
  private readonly jobs: Job[] = [];
  private readonly cancels: Cancel[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly onError: (job: string, err: unknown) => void,
  ) {}

  add(job: Job): void {
    this.jobs.push(job);
  }

  /** The jobs' names, in the order they were added. */
  names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  start(): void {
    for (const job of this.jobs) this.cancels.push(this.clock.every(job.everyMs, () => this.tick(job)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const cancel of this.cancels.splice(0)) cancel();
    await Promise.allSettled([...this.running.values()]);
  }

  /** Resolves once the runs under way have ended (tests that move a clock wait for what it started). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private tick(job: Job): void {
    if (this.stopped || this.running.has(job.name)) return;
    const run = job
      .run()
      .catch((err: unknown) => {
        // A run still going while the server closes meets a closed database: nothing to report.
        if (!this.stopped) this.onError(job.name, err);
      })
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
  }
}
