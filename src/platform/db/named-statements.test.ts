import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namingClient, planEachTime } from './named-statements.ts';

// A client of its own on the test server: what it asks `pg_prepared_statements` is its session's.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('namingClient (PostgreSQL)', () => {
  let client: pg.Client;
  beforeAll(async () => {
    const Client = namingClient({ seenBefore: 2, maxNamed: 2 });
    client = new Client({ connectionString: serverUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  const prepared = async () =>
    (
      await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
    ).rows.map((r) => r.statement);

  it('when a statement with values recurs, then it is prepared once and each call answers its own values', async () => {
    const text = 'select $1::int + 1 as n';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.query<{ n: number }>({ text, values: [i] })).rows[0]?.n);
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(await prepared()).toEqual([text]);
  });

  it('when more statements recur than it names, then the rest still answer, unnamed', async () => {
    for (const text of ['select $1::text as a', 'select $1::text as b', 'select $1::text as c'])
      for (let i = 0; i < 3; i++)
        expect((await client.query({ text, values: [`v${i}`] })).rows[0]).toEqual(expect.anything());
    expect(await prepared()).toHaveLength(2);
  });

  it('when a statement begins with planEachTime, then it is never prepared, however often it recurs', async () => {
    // A client of its own with room to name: the shared one has used its two names by now.
    const own = new (namingClient({ seenBefore: 2, maxNamed: 10 }))({ connectionString: serverUrl });
    await own.connect();
    try {
      const marked = `${planEachTime}select $1::int * 2 as n`;
      const plain = 'select $1::int * 3 as n';
      for (let i = 0; i < 4; i++) {
        expect((await own.query<{ n: number }>({ text: marked, values: [i] })).rows[0]?.n).toBe(i * 2);
        expect((await own.query<{ n: number }>({ text: plain, values: [i] })).rows[0]?.n).toBe(i * 3);
      }
      const names = (await own.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;
      expect(names.map((r) => r.statement)).toEqual([plain]);
    } finally {
      await own.end();
    }
  });

  it('when a statement has no values, then it is never prepared', async () => {
    for (let i = 0; i < 3; i++) await client.query('select 1 as one');
    expect(await prepared()).not.toContain('select 1 as one');
  });
});
