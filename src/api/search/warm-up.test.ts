import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { sortValues } from '../../contracts/search-paths.ts';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { createPgSearchEngine } from './service.ts';

let seeded: Database;
let empty: Database;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase(['app']), createTestDatabase(['app'])]);
  await seedIfEmpty(seeded.db, { products: 300, logger: createLogger('silent', 'test'), seed: 7 });
}, 120_000);
afterAll(async () => {
  await seeded.close();
  await empty.close();
});

const searchScans = async (db: Database['db']) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select (coalesce(sum(idx_scan), 0) + coalesce(sum(seq_scan), 0))::int as n
          from pg_stat_user_tables where relname = 'search_documents'`,
    )
  )[0]?.n ?? 0;
const topWords = async (db: Database['db']) =>
  (await queryRows<{ word: string }>(db, sql`select word from search_words order by frequency desc limit 5`)).map(
    (r) => r.word,
  );

describe('the search warm-up before a web process takes traffic', () => {
  it('when the engine warms up, then it has read the search rows, and it keeps no answer: a search after the rows are gone finds nothing', async () => {
    const engine = createPgSearchEngine({ db: seeded.db });
    const before = await searchScans(seeded.db);
    await engine.warmUp();
    // Statistics reach the view at the end of each transaction; the warm-up ran dozens.
    await expect.poll(() => searchScans(seeded.db)).toBeGreaterThan(before);

    const words = await topWords(seeded.db);
    expect(words.length).toBeGreaterThan(0);
    await seeded.db.execute(sql`delete from search_documents`);
    for (const q of words)
      for (const sort of sortValues) {
        const result = await engine.search({ q, sort, start: 0, count: 60 });
        expect(result.totalCount, `${q} by ${sort}`).toBe(0);
        expect(result.products).toEqual([]);
      }
  });

  it('when the catalogue is empty, then the warm-up still ends, and a search answers', async () => {
    const engine = createPgSearchEngine({ db: empty.db });
    await expect(engine.warmUp()).resolves.toBeUndefined();
    const result = await engine.search({ q: 'phone', sort: 'relevance', start: 0, count: 60 });
    expect(result.totalCount).toBe(0);
  });
});
