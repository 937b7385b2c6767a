import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { queryRows } from './rows.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe('indexedReads, the connections search reads through', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const setting = async (db: NonNullable<Database['indexedReads']>) =>
    (await queryRows<{ enable_seqscan: string }>(db, sql`show enable_seqscan`))[0]?.enable_seqscan;

  it.runIf(onServer)(
    'when a statement runs on them, then its session never plans a sequential scan, and the main pool still may',
    async () => {
      const indexed = database.indexedReads;
      expect(indexed).toBeDefined();
      if (!indexed) return;
      // More statements at once than the pool has connections: each connection it opens is set.
      const answers = await Promise.all(Array.from({ length: 6 }, () => setting(indexed)));
      expect(answers).toEqual(Array(6).fill('off'));
      expect(await setting(database.db)).toBe('on');
      const [plan] = await queryRows<{ 'QUERY PLAN': string }>(
        indexed,
        sql`explain select product_id from search_documents where price > 0`,
      );
      expect(plan?.['QUERY PLAN']).not.toMatch(/Seq Scan/);
    },
  );

  it.skipIf(onServer)('when the database is embedded, then there are none: search sets it per transaction', () => {
    expect(database.indexedReads).toBeUndefined();
  });
});
