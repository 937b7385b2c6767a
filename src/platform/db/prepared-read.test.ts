import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { preparedRead } from './prepared-read.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const echo = preparedRead<{ a: string; b: string; both: { a: string; b: string } }>(
  'test_prepared_echo',
  `select $1::text as a, $2::text as b, json_build_object('a', $1::text, 'b', $2::text) as both`,
  2,
);

describe('preparedRead', () => {
  it('when values hold quotes, backslashes, SQL and non-ASCII text, then the statement reads them back unchanged', async () => {
    const values = ["O'Brien", "''; drop table products; --", 'C:\\path\\n\\', "\\'", 'दिल्ली 🛒', '', '$1'];
    for (const a of values) {
      const [row] = await echo(database.db, [a, `${a}|`]);
      expect(row).toEqual({ a, b: `${a}|`, both: { a, b: `${a}|` } });
    }
  });

  it('when many calls arrive before the statement is prepared, then each gets its own answer', async () => {
    const count = preparedRead<{ n: string }>('test_prepared_count', 'select $1::text as n', 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => count(database.db, [String(i)])));
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
  });

  it('when a value holds NUL, then the call fails and nothing is sent', async () => {
    await expect(echo(database.db, ['a\0b', 'c'])).rejects.toThrow('NUL');
  });
});
