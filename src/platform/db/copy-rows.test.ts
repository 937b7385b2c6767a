import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { copyRows } from './copy-rows.ts';
import type { Database } from './database.ts';
import { queryRows } from './rows.ts';
import { withTransaction } from './transaction.ts';

/** Every kind of column the catalogue's bulk load writes. */
const probe = pgTable('copy_probe', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  note: text('note'),
  tags: text('tags').array().notNull(),
  specs: jsonb('specs').$type<unknown>().notNull(),
  launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
  inStock: boolean('in_stock').notNull(),
  rating: doublePrecision('rating').notNull(),
  discount: smallint('discount').notNull().default(7),
});
type ProbeRow = typeof probe.$inferInsert;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase([]);
  await database.db.execute(sql`create table copy_probe (id integer primary key, title text not null, note text,
    tags text[] not null, specs jsonb not null, launched_at timestamptz not null, in_stock boolean not null,
    rating double precision not null check (rating between 0 and 5), discount smallint not null default 7)`);
});
afterAll(() => database.close());

const stored = async () =>
  queryRows<ProbeRow & { launchedAt: string }>(
    database.db,
    sql`select id, title, note, tags, specs, to_char(launched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "launchedAt",
          in_stock as "inStock", rating, discount from copy_probe order by id`,
  );

// Text as a catalogue holds it, and the characters COPY and array literals escape: backslashes,
// tabs, line breaks, quotes, braces, commas, 'NULL', '\N', and text beyond ASCII (no NUL: a
// PostgreSQL text value cannot hold one).
const awkward = fc.oneof(
  fc.string({ unit: fc.constantFrom('\\', '\t', '\n', '\r', '"', "'", '{', '}', ',', ' ', 'N', 'a', '₹', 'é', '😀') }),
  fc.constantFrom('NULL', '\\N', '', '{}', '"', 'null'),
  fc.string({ unit: 'grapheme' }).map((s) => s.replace(/\0/g, '')),
);
// A JSON null is SQL's null in both ways of writing (the catalogue's JSON columns are never null).
const json: fc.Arbitrary<unknown> = fc
  .jsonValue()
  .filter((v) => v !== null)
  .map((v) => JSON.parse(JSON.stringify(v).replace(/\\u0000/g, '')));
const row = (id: number) =>
  fc.record({
    title: awkward,
    note: fc.option(awkward, { nil: null }),
    tags: fc.array(awkward, { maxLength: 4 }),
    specs: json,
    launchedAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    inStock: fc.boolean(),
    // Plus zero: COPY and JSON both write -0 as 0.
    rating: fc.double({ min: 0, max: 5, noNaN: true }).map((d) => d + 0),
    id: fc.constant(id),
  });
const rows: fc.Arbitrary<ProbeRow[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 })
  .chain((ids) => fc.tuple(...ids.map(row)));

describe('copyRows, the bulk load of the catalogue', () => {
  it('when generated rows of awkward text, arrays, JSON, times and numbers are copied in a transaction, then each reads back as it was given', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (rows) => {
        await database.db.execute(sql`truncate copy_probe`);
        await withTransaction(database.db, (tx) => copyRows(tx, probe, rows));
        const back = await stored();
        expect(back).toEqual(
          [...rows]
            .sort((a, b) => a.id - b.id)
            .map((r) => ({ ...r, launchedAt: (r.launchedAt as Date).toISOString(), discount: 7 })),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('when a copied row breaks a constraint, then the call fails and no row of it, nor of the transaction, is kept', async () => {
    await database.db.execute(sql`truncate copy_probe`);
    const good = (id: number): ProbeRow => ({
      id,
      title: `row ${id}`,
      note: null,
      tags: ['a'],
      specs: { a: 1 },
      launchedAt: new Date('2026-01-01T00:00:00Z'),
      inStock: true,
      rating: 4.5,
    });
    await expect(
      withTransaction(database.db, async (tx) => {
        await copyRows(tx, probe, [good(1), good(2)]);
        await copyRows(tx, probe, [good(3), { ...good(4), rating: 9 }]);
      }),
    ).rejects.toThrow();
    expect(await stored()).toEqual([]);
    // The same rows outside a transaction go through the pool, a statement each chunk.
    await copyRows(database.db, probe, [good(5)]);
    expect((await stored()).map((r) => r.id)).toEqual([5]);
  });
});
