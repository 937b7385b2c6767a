import { lowerBound } from './lower-bound.ts';
import type { SuggestionRow } from './repository.ts';

/** Beginnings this long or shorter have their heaviest phrases picked when the list is built, this many. */
const shortPrefix = 2;
const shortLimit = 5;

/**
 * The autosuggest phrases held in memory (docs/decisions/0055): every phrase, its store and
 * weight, sorted by its characters so the phrases a text begins are one range found by binary
 * search. The heaviest five of a range are picked by a scan of it (a few thousand for 'sams' at
 * a million products), ties broken in the database's own order of terms, as `order by weight
 * desc, term` breaks them. A text of one or two letters begins too many phrases to scan (tens of
 * thousands for 'l' at a million products, 5 ms): the heaviest of each such beginning are picked
 * once, when the list is built. No statement a keystroke: at a million products on PostgreSQL a
 * text of four letters or more waited for a prefix scan and a sort, and a text that matched few
 * phrases could be planned as a walk of the weight index (7.7 ms for 'godrej d').
 */
export function buildSuggestionList(rowsInTermOrder: (SuggestionRow & { weight: number })[]) {
  const n = rowsInTermOrder.length;
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const terms = rowsInTermOrder.map((r) => r.term);
  // By UTF-16 code units, where a prefix's phrases are contiguous whatever the database's collation.
  order.sort((a, b) => {
    const [x, y] = [terms[a] as string, terms[b] as string];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const weight = Int32Array.from(rowsInTermOrder, (r) => r.weight);
  // A store's id and title repeat on every phrase of the store: one string each.
  const stores = new Map<string, { store: string; storeTitle: string }>();
  const storeOf = rowsInTermOrder.map(({ store, storeTitle }) => {
    const key = `${store}\u001f${storeTitle}`;
    let known = stores.get(key);
    if (!known) stores.set(key, (known = { store, storeTitle }));
    return known;
  });

  const heavier = (a: number, b: number) => (weight[a] as number) - (weight[b] as number) || b - a;
  /** Puts `row` among `best`, the `limit` heaviest so far, heaviest first; ties go to the earlier term. */
  const keep = (best: number[], row: number, limit: number) => {
    if (best.length === limit && heavier(row, best[limit - 1] as number) <= 0) return;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && heavier(row, best[at - 1] as number) > 0) {
      best[at] = best[at - 1] as number;
      at--;
    }
    best[at] = row;
    if (best.length > limit) best.length = limit;
  };
  const short = new Map<string, number[]>();
  terms.forEach((term, row) => {
    for (let length = 1; length <= Math.min(shortPrefix, term.length); length++) {
      const prefix = term.slice(0, length);
      let best = short.get(prefix);
      if (!best) short.set(prefix, (best = []));
      keep(best, row, shortLimit);
    }
  });

  return {
    /** The `limit` heaviest phrases that begin with `prefix`. */
    startingWith(prefix: string, limit: number): SuggestionRow[] {
      let best: number[] = [];
      if (prefix.length <= shortPrefix && limit <= shortLimit) best = (short.get(prefix) ?? []).slice(0, limit);
      else {
        const lo = lowerBound(0, n, (i) => (terms[order[i] as number] as string) < prefix);
        for (let i = lo; i < n && (terms[order[i] as number] as string).startsWith(prefix); i++)
          keep(best, order[i] as number, limit);
      }
      return best.map((row) => ({
        term: terms[row] as string,
        ...(storeOf[row] as { store: string; storeTitle: string }),
      }));
    },
  };
}
