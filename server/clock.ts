/** Stops a timer; calling it again does nothing. */
export type Cancel = () => void;

/**
 * The server's time and timers: every fixed delay (the share delay, rings, grace periods) and every
 * background loop goes through it, so a test gives the app a clock it advances instead of sleeping.
 * Timers never keep the process alive.
 */
export interface Clock {
  now(): Date;
  /** Runs task once, ms from now. */
  after(ms: number, task: () => void): Cancel;
  /** Runs task every ms. */
  every(ms: number, task: () => void): Cancel;
}

export const systemClock: Clock = {
  now: () => new Date(),
  after(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
  every(ms, task) {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
