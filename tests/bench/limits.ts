/**
 * The limits of every figure the bench prints in its summary: issue 29's "goal of this issue", one place for all
 * of them. The bench prints each figure beside its limit and marks the ones over it; it never fails on a time.
 */

/** Bounds on one figure: on its ratio to the floor (ours / floor), and on the figure itself in its own unit. */
export interface Limit {
  /** ours / floor at most this. */
  maxRatio?: number;
  /** ours / floor at least this: a throughput, where more is better. */
  minRatio?: number;
  /** The figure itself at most this. */
  maxValue?: number;
}

/** One frame at 60 Hz, the editor's drag goal, and the timer's jitter a frame on time may show. */
export const ONE_FRAME_MS = 1000 / 60;
export const FRAME_JITTER_MS = 1;

export const LIMITS = {
  api: {
    loginP99: { maxRatio: 1.2 },
    listP99: { maxRatio: 1.3 },
  },
  web: {
    /** The login page's gzipped script, in kB: a budget of its own, not the issue's. */
    loginScript: { maxValue: 180 },
    /** The landing page's gzipped script beside a bare react-admin app's. */
    landingScript: { maxRatio: 1.0 },
    /** The landing page's LCP beside the bare react-admin app's, at 1× and at 4× CPU. */
    landingLcp: { maxRatio: 1.0 },
    /** The login page's LCP at 4× CPU, in ms. */
    loginLcp4x: { maxValue: 800 },
  },
  rtc: {
    /** Answer → first remote frame in the hall, p50 of each side, beside two bare peers; and in ms. */
    firstFrameP50: { maxRatio: 1.5, maxValue: 400 },
  },
  calls: {
    p99: { maxRatio: 2 },
    p50: { maxRatio: 3 },
  },
  seats: {
    p99: { maxRatio: 2 },
  },
  fiveG: {
    ringP50: { maxRatio: 2 },
    firstFrameP50: { maxRatio: 1.3 },
  },
  deliveries: {
    p50: { maxRatio: 1.5 },
  },
  render: {
    /** "Keep": 1.08× when the issue was filed, and room for the noise of one machine. */
    perVideoSecond: { maxRatio: 1.1 },
  },
  preview: {
    /** The editor's 预览: ms from the request to the first frame shown, on a quiet machine. */
    firstFrameP50: { maxValue: 2000 },
  },
  drag: {
    /** "Keep": the frame time's p95 within one frame at 60 Hz, give or take the timer's jitter. */
    frameP95: { maxValue: ONE_FRAME_MS + FRAME_JITTER_MS },
  },
  load: {
    listP99: { maxValue: 100 },
    signInP99: { maxValue: 500 },
    throughput: { minRatio: 0.7 },
  },
} as const satisfies Record<string, Record<string, Limit>>;

/** Whether a figure keeps to its limit; null when a figure it needs is missing. */
export function withinLimit(limit: Limit, ours: number, floor: number | null): boolean | null {
  if (!Number.isFinite(ours)) return null;
  const ratio = floor === null ? Number.NaN : ours / floor;
  if ((limit.maxRatio !== undefined || limit.minRatio !== undefined) && !Number.isFinite(ratio)) return null;
  return (
    (limit.maxRatio === undefined || ratio <= limit.maxRatio) &&
    (limit.minRatio === undefined || ratio >= limit.minRatio) &&
    (limit.maxValue === undefined || ours <= limit.maxValue)
  );
}
