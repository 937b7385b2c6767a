/**
 * What a logged-in shopper's pages read from the database, kept per session in this process
 * when the database is PGlite (docs/decisions/0033): their user-state row, and the data of a
 * per-shopper screen (account pages, notifications). On PGlite every query runs on the thread
 * that renders the pages, and no other process writes the database, so this process sees every
 * write before it runs: any write empties the cache, and a change of name, pincode,
 * notifications, addresses or login shows on the next page load. Writes are rare beside page
 * views (browsing writes nothing: decision 0010), so entries live until one comes. On a
 * PostgreSQL server, which other processes write too, there is no such cache.
 */
export interface ShopperCache {
  /** Taken before reading: a write after it makes what was read stale. */
  version(): number;
  get<T>(key: string): T | undefined;
  /** Keeps what was read at `readVersion`, unless a write came in meanwhile. */
  set(key: string, value: unknown, readVersion: number): void;
  delete(key: string): void;
}

/** The one write that changes nothing a page shows: a session's lastSeenAt (kept up by the reader). */
const touchOnly = /^update "sessions" set "last_seen_at" = \$1 where "sessions"\."token_hash" = \$2$/;

export function createShopperCache(
  onWrite: (listener: (sql: string) => void) => void,
  maxEntries = 20_000,
): ShopperCache {
  let version = 0;
  const entries = new Map<string, { value: unknown; version: number }>();
  onWrite((sql) => {
    if (touchOnly.test(sql)) return;
    version++;
    entries.clear();
  });
  return {
    version: () => version,
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? (entry.value as T) : undefined;
    },
    set(key, value, readVersion) {
      if (readVersion !== version) return;
      // Oldest first, when full.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, version });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
