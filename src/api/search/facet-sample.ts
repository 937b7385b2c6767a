import { sampleRates } from './documents.ts';
import type { FacetCounts } from './facet-steps.ts';

/**
 * About how many matches one facet scan reads at most (docs/decisions/0058). A scan reads every
 * match it counts, a few microseconds each from the table of a million; beyond this many it counts
 * a nested sample of them (documents.ts) and the answer says its counts are estimates.
 */
export const facetScanTarget = 600;
/** The sample counted first, to learn how many matches there are without reading them all. */
export const probeRate = 256;
/** A probe counts at most this many (and one more): enough to tell a sample's size by. */
export const probeLimit = (target: number) => Math.max(1, Math.floor(target / 4));

/**
 * The sample a facet scan counts: 1 (every match) when the matches are about `target` or fewer,
 * else the densest of the nested samples expected to hold at most `target` of them. `count`
 * counts the matches of the 1-in-`rate` sample up to `limit` and one more; the first count is of
 * `firstRate` (one of sampleRates) up to `probeLimit`, then sparser samples while that finds more.
 */
export async function sampleRateFor(
  count: (rate: number, limit: number) => Promise<number>,
  target = facetScanTarget,
  firstRate = probeRate,
): Promise<number> {
  const sparsest = sampleRates[sampleRates.length - 1] ?? firstRate;
  const limit = probeLimit(target);
  let rate = firstRate;
  let n = await count(rate, limit);
  while (n > limit && rate < sparsest) {
    rate *= 4;
    n = await count(rate, limit);
  }
  // Each denser sample holds about four times the matches of the one it contains.
  while (rate > 1 && n * 4 <= target) {
    rate /= 4;
    n *= 4;
  }
  return rate;
}

/**
 * A count read from a 1-in-`rate` sample as the shopper is shown it: scaled to the whole and
 * rounded to two significant figures, since more would claim a precision it does not have.
 */
export const estimated = (n: number, rate: number) => (rate === 1 ? n : Number((n * rate).toPrecision(2)));

/** Every count of a sample's facet counts scaled to the whole (the grouping flags are not counts). */
export function scaledCounts(counts: FacetCounts, rate: number): FacetCounts {
  if (rate === 1) return counts;
  const totals = Object.fromEntries(
    Object.entries(counts.totals).map(([k, v]) => [
      k,
      typeof v === 'number' && k !== 'gc' && k !== 'gb' ? estimated(v, rate) : v,
    ]),
  );
  return {
    categories: counts.categories.map((c) => ({ ...c, n: estimated(c.n, rate) })),
    brands: counts.brands.map((b) => ({ ...b, n: estimated(b.n, rate) })),
    totals,
    ...(counts.attributes ? { attributes: counts.attributes.map((a) => ({ ...a, n: estimated(a.n, rate) })) } : {}),
  };
}
