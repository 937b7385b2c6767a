/** The fixed values of the price, rating and discount facets (spec: smart-browse facets). */
export const priceBuckets: [number, number | null][] = [
  [0, 499],
  [500, 999],
  [1000, 4999],
  [5000, 9999],
  [10000, 19999],
  [20000, 49999],
  [50000, null],
];
export const ratingSteps = [4, 3, 2, 1];
export const discountSteps = [50, 40, 30, 20, 10];

/** Every facet's counts over a search's matches, as the database or the index in memory counts them. */
export type FacetCounts = {
  /** Most products first; a tie in id order (bytewise), so both engines answer the same list. */
  categories: { v: string; n: number }[];
  /** The forty brands with most products, a tie in name order. */
  brands: { v: string; t: string; n: number }[];
  /** n (all), s (in stock), p0.. (price buckets), r4.. (ratings), d50.. (discounts). */
  totals: Record<string, number>;
  /** A category's specification values (`ram=4 GB`) with their counts, when the scan counted them. */
  attributes?: { a: string; n: number }[];
};

/** Most first, then by value, compared as bytes (the "C" collation) in both engines. */
export const byCountThenValue =
  <T extends { n: number }>(value: (row: T) => string) =>
  (a: T, b: T) => {
    const [x, y] = [value(a), value(b)];
    return b.n - a.n || (x < y ? -1 : x > y ? 1 : 0);
  };
