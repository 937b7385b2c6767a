/**
 * The rows behind logged-in shoppers' user states, kept per session in this process when the
 * database is PGlite (docs/decisions/0033). There every query runs on the thread that renders
 * the pages, and no other process writes the database: this process sees every write before it
 * runs, so it can drop what a write may change. A write to any table the user state reads makes
 * every entry stale (writes are rare beside page views, and each shopper's next page reads their
 * row again), so a change of name, pincode, notifications or login shows on the next page load.
 * On a PostgreSQL server, which other processes write too, there is no such cache.
 */
export interface ShopperRow {
  accountId: string | null;
  data: Record<string, unknown>;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The account's id when it exists. */
  account: string | null;
  firstName: string | null;
  email: string | null;
  flipkartFirst: boolean | null;
  unread: number;
  latestPincode: string | null;
}

/** Statements that may change a user state: writes to the tables its query reads. */
const readTables = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:accounts|notifications|recent_pincodes|sessions)"?[\s(]/i;
/** The one such write that does not: the session's lastSeenAt, which the cache keeps up itself. */
const touchOnly = /^update "sessions" set "last_seen_at" = \$1 where "sessions"\."token_hash" = \$2$/;

export function createUserStateCache(onWrite: (listener: (sql: string) => void) => void, maxEntries = 20_000) {
  let version = 0;
  const entries = new Map<string, { row: ShopperRow; version: number }>();
  onWrite((sql) => {
    if (!readTables.test(sql) || touchOnly.test(sql)) return;
    version++;
    entries.clear();
  });
  return {
    /** Taken before reading a row: a write after it makes that row stale. */
    version: () => version,
    get(tokenHash: string): ShopperRow | undefined {
      const entry = entries.get(tokenHash);
      return entry?.version === version ? entry.row : undefined;
    },
    /** Keeps a row read at `readVersion`, unless a write came in meanwhile. */
    set(tokenHash: string, row: ShopperRow, readVersion: number): void {
      if (readVersion !== version) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { row, version });
    },
    delete(tokenHash: string): void {
      entries.delete(tokenHash);
    },
  };
}

export type UserStateCache = ReturnType<typeof createUserStateCache>;
