/**
 * The first index in [lo, hi) at which `before(i)` is false, for a `before` that is true up to some
 * index and false from there on (a sorted list and "is the item at i before the one sought").
 */
export function lowerBound(lo: number, hi: number, before: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
