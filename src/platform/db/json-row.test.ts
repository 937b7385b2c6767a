import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { rowFromJson } from './json-row.ts';
import { queryRows } from './rows.ts';

const things = pgTable('json_row_things', {
  id: text('id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  tries: integer('tries').notNull(),
  items: jsonb('items').$type<{ listingId: string }[]>(),
  note: text('note'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase([]);
  await database.db.execute(sql`create table json_row_things (id text primary key, amount_paise bigint not null,
    tries integer not null, items jsonb, note text, expires_at timestamptz not null)`);
  await database.db.insert(things).values([
    {
      id: 'a',
      amountPaise: 12_345_678_901,
      tries: 3,
      items: [{ listingId: 'L1' }],
      note: null,
      expiresAt: new Date('2026-01-05T09:34:00.250Z'),
    },
  ]);
});
afterAll(() => database.close());

describe('rowFromJson', () => {
  it('when a row comes back as row_to_json, then it equals the query builder’s row', async () => {
    const [built] = await database.db.select().from(things);
    const [raw] = await queryRows<{ data: Record<string, unknown> }>(
      database.db,
      sql`select row_to_json(t) as data from json_row_things t`,
    );
    const row = rowFromJson(things, raw?.data ?? {});
    expect(row).toEqual(built);
    expect(row.expiresAt).toBeInstanceOf(Date);
    expect(row.amountPaise).toBe(12_345_678_901);
    expect(row.note).toBeNull();
  });
});
