/** How many rounds a series makes: a count, cut short when its time budget runs out. */
export interface SeriesPlan {
  warmup: number;
  count: number;
  budgetMs: number;
}

export interface Series {
  samples: number[];
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** The p50 of the samples that are figures: a call without video leaves NaN, which is not one. */
export function p50Of(samples: readonly number[]): number {
  return percentile(
    samples.filter((v) => Number.isFinite(v)).sort((a, b) => a - b),
    50,
  );
}

function summarise(samples: number[]): Series {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function timed(request: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await request();
  return performance.now() - start;
}

/** Runs request one at a time, after a warm-up that is not recorded; milliseconds per call. */
export async function runSeries(request: () => Promise<void>, plan: SeriesPlan): Promise<Series> {
  for (let i = 0; i < plan.warmup; i++) await request();
  const samples: number[] = [];
  const deadline = performance.now() + plan.budgetMs;
  while (samples.length < plan.count && performance.now() < deadline) samples.push(await timed(request));
  return summarise(samples);
}

/**
 * Ours and the floor in turns, one request at a time, which goes first swapping every round: drift
 * in the database (autovacuum, caches, a growing sessions table) then falls on both alike.
 */
export async function runPaired(
  requests: { ours: () => Promise<void>; floor: () => Promise<void> },
  plan: SeriesPlan,
): Promise<{ ours: Series; floor: Series }> {
  return runPairedSamples({ ours: () => timed(requests.ours), floor: () => timed(requests.floor) }, plan);
}

/**
 * As runPaired, but each sampler times itself and answers milliseconds: a sample may end when an event
 * arrives, and what the sampler does afterwards to reset (hanging up, going idle again) is not timed.
 */
export async function runPairedSamples(
  samplers: { ours: () => Promise<number>; floor: () => Promise<number> },
  plan: SeriesPlan,
): Promise<{ ours: Series; floor: Series }> {
  for (let i = 0; i < plan.warmup; i++) {
    await samplers.ours();
    await samplers.floor();
  }
  const ours: number[] = [];
  const floor: number[] = [];
  const deadline = performance.now() + plan.budgetMs;
  while (ours.length < plan.count && performance.now() < deadline) {
    if (ours.length % 2 === 0) {
      ours.push(await samplers.ours());
      floor.push(await samplers.floor());
    } else {
      floor.push(await samplers.floor());
      ours.push(await samplers.ours());
    }
  }
  return { ours: summarise(ours), floor: summarise(floor) };
}
