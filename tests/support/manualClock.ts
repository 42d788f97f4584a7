import type { Cancel, Clock } from '../../server/clock';

interface Timer {
  at: number;
  every: number | null;
  task: () => void;
  cancelled: boolean;
}

/**
 * A clock for tests: time stands still until advance() moves it, firing on the way every timer and
 * background job that falls due, in order. It starts at the real time, so what the database stamps
 * with its own clock stays close.
 */
export class ManualClock implements Clock {
  private time: number;
  private readonly timers: Timer[] = [];
  private readonly waits: (() => Promise<void>)[] = [];

  constructor(start = Date.now()) {
    this.time = start;
  }

  now(): Date {
    return new Date(this.time);
  }

  after(ms: number, task: () => void): Cancel {
    return this.add({ at: this.time + ms, every: null, task, cancelled: false });
  }

  every(ms: number, task: () => void): Cancel {
    return this.add({ at: this.time + ms, every: ms, task, cancelled: false });
  }

  /** Work advance() waits for after each firing, such as the app's background jobs (Jobs.settled). */
  waitFor(settled: () => Promise<void>): void {
    this.waits.push(settled);
  }

  /**
   * Moves time on by ms, firing what falls due on the way; between firings the work they started
   * (database queries, emits) is given the event loop, as real time would.
   */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => !t.cancelled && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = Math.max(this.time, due.at);
      if (due.every === null) due.cancelled = true;
      else due.at += due.every;
      due.task();
      await settle();
      for (const wait of this.waits) await wait();
    }
    this.time = end;
    this.prune();
  }

  /**
   * Moves time on by ms at once, as a machine back from sleep: each timer that fell due fires once, at
   * the new time, and a repeating one is next due a period later. For spans of hours, where advance()
   * would run the second-by-second jobs thousands of times.
   */
  async skip(ms: number): Promise<void> {
    this.time += ms;
    const due = this.timers.filter((t) => !t.cancelled && t.at <= this.time).sort((a, b) => a.at - b.at);
    for (const timer of due) {
      if (timer.every === null) timer.cancelled = true;
      else timer.at = this.time + timer.every;
      timer.task();
    }
    await settle();
    for (const wait of this.waits) await wait();
    this.prune();
  }

  private add(timer: Timer): Cancel {
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  private prune(): void {
    for (let i = this.timers.length - 1; i >= 0; i--) if (this.timers[i]?.cancelled) this.timers.splice(i, 1);
  }
}

/** Lets the work a timer started run on: a few turns of the event loop, including I/O. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}
