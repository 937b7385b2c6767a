import { lowerBound } from './lower-bound.ts';

/**
 * Sorted lists of slots (memory-index.ts): intersected by galloping through the longer one, and
 * rewritten, when a product's row changes, by copying around the one slot.
 */

/** The slots in both lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const v = a[i] as number;
    // Gallop through the longer list: a brand's few hundred against a category's thousands.
    let step = 1;
    while (j + step < b.length && (b[j + step] as number) < v) step *= 2;
    // Inline rather than lowerBound: this is the innermost loop of every search.
    let lo = j;
    let hi = Math.min(j + step, b.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((b[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    j = lo;
    if (b[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

/** Where `slot` is or would go in a sorted list. */
const placeOf = (list: Int32Array, slot: number) => lowerBound(0, list.length, (i) => (list[i] as number) < slot);
export const includes = (list: Int32Array, slot: number) => list[placeOf(list, slot)] === slot;

/** The list without `slot` (the same list when it is not there). */
export function without(list: Int32Array, slot: number): Int32Array {
  const at = list.indexOf(slot);
  if (at < 0) return list;
  const out = new Int32Array(list.length - 1);
  out.set(list.subarray(0, at));
  out.set(list.subarray(at + 1), at);
  return out;
}

/** The list with `slot` in its place. */
export function withSlot(list: Int32Array | undefined, slot: number): Int32Array {
  if (!list) return Int32Array.of(slot);
  const lo = placeOf(list, slot);
  if (list[lo] === slot) return list;
  const out = new Int32Array(list.length + 1);
  out.set(list.subarray(0, lo));
  out[lo] = slot;
  out.set(list.subarray(lo), lo + 1);
  return out;
}

/** The order with `slot` where `compare` puts it. */
export function insertInOrder(order: Int32Array, slot: number, compare: (a: number, b: number) => number): Int32Array {
  const lo = lowerBound(0, order.length, (i) => compare(order[i] as number, slot) < 0);
  const out = new Int32Array(order.length + 1);
  out.set(order.subarray(0, lo));
  out[lo] = slot;
  out.set(order.subarray(lo), lo + 1);
  return out;
}
