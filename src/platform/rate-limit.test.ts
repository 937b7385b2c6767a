import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { Database } from './db/database.ts';
import { consume, isExhausted, purgeExpired, reset } from './rate-limit.ts';
import { rateLimits } from './rate-limit-schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
});
afterAll(() => database.close());

describe('database rate limits', () => {
  it('when hits exceed the limit in a window, then the extra hits are refused', async () => {
    const allowed: boolean[] = [];
    for (let i = 0; i < 5; i++) allowed.push((await consume(database.db, 'test:a', 3, 60_000)).allowed);
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(await isExhausted(database.db, 'test:a', 3)).toBe(true);
    expect(await isExhausted(database.db, 'test:other', 3)).toBe(false);
  });

  it('when the window has ended, then counting starts again', async () => {
    for (let i = 0; i < 3; i++) await consume(database.db, 'test:b', 2, 60_000);
    await database.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'test:b'));
    const next = await consume(database.db, 'test:b', 2, 60_000);
    expect(next).toMatchObject({ allowed: true, count: 1 });
    expect(next.resetsAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('when many hits arrive at once, then every one is counted', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(database.db, 'test:c', 10, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.count))).toBe(20);
  });

  it('when reset or purged, then the key is forgotten', async () => {
    await consume(database.db, 'test:d', 1, 60_000);
    await reset(database.db, 'test:d');
    expect((await consume(database.db, 'test:d', 1, 60_000)).allowed).toBe(true);
    await database.db.update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });
    await purgeExpired(database.db);
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});
