import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createSessionStore } from './session.ts';
import { sessions } from './session-schema.ts';
import { createShopperCache, type ShopperCache } from './shopper-cache.ts';

/**
 * The PGlite cache of what shoppers' pages read (docs/decisions/0033): kept until this process
 * writes anything but a session's lastSeenAt, as drizzle reports the statements it runs.
 */
let database: Database;
let cache: ShopperCache;

beforeAll(async () => {
  // Always PGlite: the cache exists only there (its writes are this process's alone).
  database = await openDatabase({});
  await migrateDatabase(database, 'app');
  cache = createShopperCache(database.onWrite!);
});
afterAll(() => database?.close());

describe('the shopper cache on PGlite', () => {
  it('when only a session is touched, then entries stay; any other write, a transaction included, empties it', async () => {
    const store = createSessionStore(database.db);
    const { session } = await store.create('account-1', {});
    const put = () => cache.set('user-state|x', { name: 'Asha' }, cache.version());
    put();
    // lastSeenAt older than 5 minutes: touch writes it.
    expect(await store.touch(session.tokenHash, new Date(Date.now() - 10 * 60_000))).toBe(true);
    expect(cache.get('user-state|x')).toEqual({ name: 'Asha' });

    await store.update(session, { pincode: '560001' });
    expect(cache.get('user-state|x')).toBeUndefined();

    put();
    await database.db.transaction(async (tx) => {
      await tx.update(sessions).set({ data: {} });
    });
    expect(cache.get('user-state|x')).toBeUndefined();
  });

  it('when a write comes between the read and keeping its result, then the result is not kept', async () => {
    const version = cache.version();
    await createSessionStore(database.db).create(null, {});
    cache.set('screen|y', 'stale', version);
    expect(cache.get('screen|y')).toBeUndefined();
  });
});
