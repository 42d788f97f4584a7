import { availableParallelism } from 'node:os';

/**
 * At most `size` tasks run at once; the others wait their turn in the order they came. A slot is handed
 * straight to the next waiting task when one ends, so no newcomer overtakes the queue.
 */
export class ConcurrencySlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`slots: ${size} is not a positive whole number`);
  }

  /** Tasks running now, and tasks waiting for a slot. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One core is left to the event loop: CPU-bound work in the thread pool takes the others, at least one. */
export const cpuSlotCount = (cores = availableParallelism()): number => Math.max(1, cores - 1);
