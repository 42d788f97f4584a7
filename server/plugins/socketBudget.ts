import type { Socket } from 'socket.io';

/**
 * A token bucket: `capacity` events at once, refilled at `perSecond`. A page's bursts (joining, ICE
 * candidates, a drawn stroke) fit in the capacity; only a steady stream beyond the rate drains it.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when none is left. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Events one socket may send: a burst of 200, then 50 a second. A page sends a few a second at most (the
 * whiteboard batches its points every 50 ms, scrolling is throttled to 10 a second).
 */
export const SOCKET_EVENT_BURST = 200;
export const SOCKET_EVENTS_PER_SECOND = 50;

/** Disconnects a socket that sends more than its budget, before its events reach any handler. */
export function limitSocketEvents(socket: Socket, onExceeded: () => void): void {
  const bucket = new TokenBucket(SOCKET_EVENT_BURST, SOCKET_EVENTS_PER_SECOND);
  socket.use((_event, next) => {
    if (bucket.take()) return next();
    if (socket.connected) {
      onExceeded();
      socket.disconnect(true);
    }
  });
}
