/**
 * BENCH_SMOKE=1 runs every part on small data with few samples (npm run bench:smoke, in `npm test`): it shows
 * that the whole bench still runs, and its figures are not measurements. Unset, the parts run at full size.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full run's size, or the smoke's. */
export const atScale = (full: number, smoke: number): number => (SMOKE ? smoke : full);

/** A positive count from the environment, else the full run's or the smoke's default. */
export function benchCount(name: string, full: number, smoke: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : atScale(full, smoke);
}
