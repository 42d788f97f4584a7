import { percentile, type Series, type SeriesPlan } from '../measure';

function summarise(samples: number[]): Series {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * As runPaired, ours and the floor in turns with the first swapping every round, but each sampler
 * times itself and answers milliseconds: a sample ends when the event arrives, and what the sampler
 * does afterwards to reset (hanging up, going idle again) is not timed.
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
