import type { SortValue } from '../../contracts/search.ts';
import { byCountThenValue, discountSteps, priceBuckets, ratingSteps, type FacetCounts } from './facet-steps.ts';
import type { MemoryIndex } from './memory-index.ts';

/** Sorting this many matches costs less than walking an order of the whole catalogue for them. */
const sortedBelow = 500;

/**
 * The slots of one page of the matches in the sort's order, as the database's `order by` pages
 * them. Relevance with words is two tiers in popularity order: the matches whose title holds the
 * words (`titled`), then the others (docs/decisions/0050).
 */
export function memoryPage(
  index: MemoryIndex,
  matches: Int32Array,
  sort: SortValue,
  window: { start: number; count: number },
  titled: Int32Array | null,
): number[] {
  const end = window.start + window.count;
  if (window.start >= matches.length) return [];
  const tiered = sort === 'relevance' && titled !== null;
  const name = sort === 'relevance' ? 'popularity' : sort;
  const compare = index.compare[name];
  const mark = new Uint8Array(index.size);
  for (const slot of matches) mark[slot] = 1;
  let inTitle = 0;
  if (tiered)
    for (const slot of titled)
      if (mark[slot] === 1) {
        mark[slot] = 2;
        inTitle++;
      }
  if (matches.length < sortedBelow) {
    const all = Array.from(matches);
    all.sort(tiered ? (a, b) => (mark[b] as number) - (mark[a] as number) || compare(a, b) : compare);
    return all.slice(window.start, end);
  }
  const order = index.orders[name];
  if (!tiered) {
    const page: number[] = [];
    for (let i = 0; i < order.length && page.length < end; i++)
      if (mark[order[i] as number]) page.push(order[i] as number);
    return page.slice(window.start);
  }
  const wantTitled = Math.min(end, inTitle);
  const wantOthers = Math.max(0, end - inTitle);
  const first: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < order.length && (first.length < wantTitled || rest.length < wantOthers); i++) {
    const slot = order[i] as number;
    if (mark[slot] === 2 && first.length < wantTitled) first.push(slot);
    else if (mark[slot] === 1 && rest.length < wantOthers) rest.push(slot);
  }
  return [...first, ...rest].slice(window.start, end);
}

/** Every facet's counts over the matches, as facetCounts in service.ts counts them in the database. */
export function memoryFacetCounts(index: MemoryIndex, matches: Int32Array): FacetCounts {
  const { categoryOf, brandOf, price, rating, discount, inStock } = index.columns;
  const byCategory = new Int32Array(index.categoryIds.length);
  const byBrand = new Int32Array(index.brandIds.length);
  const totals: Record<string, number> = { n: matches.length, s: 0 };
  const keys = {
    p: priceBuckets.map((_, i) => `p${i}`),
    r: ratingSteps.map((r) => `r${r}`),
    d: discountSteps.map((d) => `d${d}`),
  };
  for (const k of [...keys.p, ...keys.r, ...keys.d]) totals[k] = 0;
  const prices = new Int32Array(priceBuckets.length);
  const ratings = new Int32Array(ratingSteps.length);
  const discounts = new Int32Array(discountSteps.length);
  let stocked = 0;
  for (const slot of matches) {
    byCategory[categoryOf[slot] as number] = (byCategory[categoryOf[slot] as number] as number) + 1;
    byBrand[brandOf[slot] as number] = (byBrand[brandOf[slot] as number] as number) + 1;
    if (inStock[slot]) stocked++;
    const p = price[slot] as number;
    priceBuckets.forEach(([min, max], i) => {
      if (p >= min * 100 && (max === null || p <= max * 100 + 99)) prices[i] = (prices[i] as number) + 1;
    });
    ratingSteps.forEach((r, i) => {
      if ((rating[slot] as number) >= r) ratings[i] = (ratings[i] as number) + 1;
    });
    discountSteps.forEach((d, i) => {
      if ((discount[slot] as number) >= d) discounts[i] = (discounts[i] as number) + 1;
    });
  }
  totals.s = stocked;
  keys.p.forEach((k, i) => (totals[k] = prices[i] as number));
  keys.r.forEach((k, i) => (totals[k] = ratings[i] as number));
  keys.d.forEach((k, i) => (totals[k] = discounts[i] as number));
  const categories = index.categoryIds
    .map((v, i) => ({ v, n: byCategory[i] as number }))
    .filter((c) => c.n > 0)
    .sort(byCountThenValue((c) => c.v));
  const brands = index.brandIds
    .map((v, i) => ({ v, t: index.brandNames[i] as string, n: byBrand[i] as number }))
    .filter((b) => b.n > 0)
    .sort(byCountThenValue((b) => b.t))
    .slice(0, 40);
  return { categories, brands, totals };
}

/** How many matches hold each specification value (`ram=4 GB`), most first. */
export function memoryAttributeCounts(index: MemoryIndex, matches: Int32Array): { a: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const slot of matches) for (const a of index.attributes[slot] ?? []) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([a, n]) => ({ a, n })).sort(byCountThenValue((r) => r.a));
}
