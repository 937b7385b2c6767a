import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { migrateDatabase } from './migrate.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase([]);
});
afterAll(() => database?.close());

const tablesOf = async (schema: string) => {
  const result: unknown = await database.db.execute(
    `select table_name from information_schema.tables where table_schema = '${schema}' order by 1`,
  );
  const rows = (result as { rows?: { table_name: string }[] }).rows ?? (result as { table_name: string }[]);
  return rows.map((r) => r.table_name);
};

describe('migrateDatabase', () => {
  it('when the web process and two payment services migrate the same database at once, then all of them succeed', async () => {
    const outcomes = await Promise.allSettled([
      migrateDatabase(database, 'app'),
      migrateDatabase(database, 'payments'),
      migrateDatabase(database, 'payments'),
    ]);
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
    ).toEqual([]);
    expect(await tablesOf('payments')).toContain('payment_sessions');
  });

  it('when the migrations have run, then running them again changes nothing', async () => {
    const before = await tablesOf('payments');
    await migrateDatabase(database, 'payments');
    expect(await tablesOf('payments')).toEqual(before);
  });
});
