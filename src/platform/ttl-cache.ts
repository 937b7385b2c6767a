/**
 * A small in-process cache: each key is loaded once per `ttlMs`, concurrent misses share one
 * load, and a failed load is not kept. Bounded by entry count (oldest first), so keys taken from
 * requests cannot grow it without end.
 */
export function createTtlCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type TtlCache = ReturnType<typeof createTtlCache>;
