/**
 * Sorted lists of slots by key (a lexeme, a category, a tag), all in one typed array: a hundred
 * thousand products have two hundred thousand keys, and one typed array each would cost more in
 * object headers than the numbers themselves. A list rewritten later (a product's text changed)
 * is kept apart, in `changed`, over the packed one.
 */
export function packPostingLists(lists: Map<string, number[]>) {
  const ids = new Map<string, number>();
  const offsets = new Int32Array(lists.size + 1);
  let total = 0;
  for (const list of lists.values()) total += list.length;
  const pool = new Int32Array(total);
  let at = 0;
  for (const [key, list] of lists) {
    ids.set(key, ids.size);
    pool.set(list, at);
    at += list.length;
    offsets[ids.size] = at;
  }
  const changed = new Map<string, Int32Array>();

  return {
    get(key: string): Int32Array | undefined {
      const list = changed.get(key);
      if (list) return list.length ? list : undefined;
      const id = ids.get(key);
      return id === undefined ? undefined : pool.subarray(offsets[id], offsets[id + 1]);
    },
    set(key: string, list: Int32Array): void {
      changed.set(key, list);
    },
    /** Every key that has a list. */
    *keys(): Generator<string> {
      for (const key of ids.keys()) if (!changed.has(key) || (changed.get(key)?.length ?? 0) > 0) yield key;
      for (const [key, list] of changed) if (!ids.has(key) && list.length) yield key;
    },
  };
}

export type PostingLists = ReturnType<typeof packPostingLists>;
