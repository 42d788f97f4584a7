import { createClient } from 'redis';

/**
 * Attempts counted per key in fixed windows: in this process, or in Redis when REDIS_URL is set so every
 * server process counts against the same limit. An attempt is counted before the work it guards and
 * handed back when it turned out harmless, so requests running at once cannot slip past the limit.
 */
export interface AttemptCounter {
  /** Counts one attempt; answers the attempts in the key's current window, this one included. */
  add(key: string, windowMs: number): Promise<number>;
  /** Hands one attempt back. */
  refund(key: string): Promise<void>;
  /** The attempts in the key's current window; 0 when none is open. */
  current(key: string): Promise<number>;
  /** How long the key's current window still runs, in ms; 0 when none is open. */
  remainingMs(key: string): Promise<number>;
  /** Drops the key's window, as if nothing had been counted. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys kept at most; past it, windows already over are dropped first, then the oldest. */
const MEMORY_KEYS = 100_000;

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= MEMORY_KEYS) this.prune(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async current(key: string): Promise<number> {
    return this.open(key)?.count ?? 0;
  }

  async remainingMs(key: string): Promise<number> {
    const window = this.open(key);
    return window ? window.endsAt - this.now() : 0;
  }

  async forget(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private open(key: string) {
    const window = this.windows.get(key);
    return window && window.endsAt > this.now() ? window : undefined;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** Hands an attempt back only while its window lasts, so no counter outlives its window. */
const REFUND_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/** One Redis counter per key that expires with its window; if Redis fails, this process counts alone. */
export class RedisAttemptCounter implements AttemptCounter {
  private readonly client;
  private readonly ready: Promise<unknown>;
  private readonly fallback = new MemoryAttemptCounter();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (err: unknown) => void,
  ) {
    this.client = createClient({ url });
    this.client.on('error', onError);
    this.ready = this.client.connect().catch(onError);
  }

  async add(key: string, windowMs: number): Promise<number> {
    try {
      await this.ready;
      const [count] = await this.client
        .multi()
        .incr(this.prefix + key)
        .pExpire(this.prefix + key, windowMs, 'NX')
        .exec();
      return Number(count);
    } catch (err) {
      this.onError(err);
      return this.fallback.add(key, windowMs);
    }
  }

  async refund(key: string): Promise<void> {
    try {
      await this.ready;
      await this.client.eval(REFUND_SCRIPT, { keys: [this.prefix + key] });
    } catch (err) {
      this.onError(err);
      await this.fallback.refund(key);
    }
  }

  async current(key: string): Promise<number> {
    try {
      await this.ready;
      return Number((await this.client.get(this.prefix + key)) ?? 0);
    } catch (err) {
      this.onError(err);
      return this.fallback.current(key);
    }
  }

  async remainingMs(key: string): Promise<number> {
    try {
      await this.ready;
      return Math.max(0, await this.client.pTTL(this.prefix + key));
    } catch (err) {
      this.onError(err);
      return this.fallback.remainingMs(key);
    }
  }

  async forget(key: string): Promise<void> {
    try {
      await this.ready;
      await this.client.del(this.prefix + key);
    } catch (err) {
      this.onError(err);
    }
    await this.fallback.forget(key);
  }

  async close(): Promise<void> {
    await this.ready;
    if (this.client.isOpen) await this.client.quit();
  }
}

/** `now` times the windows counted in this process (the app's clock, which tests move); Redis times its own. */
export function createAttemptCounter(
  redisUrl: string | undefined,
  prefix: string,
  onError: (err: unknown) => void,
  now?: () => number,
): AttemptCounter {
  return redisUrl ? new RedisAttemptCounter(redisUrl, prefix, onError) : new MemoryAttemptCounter(now);
}
