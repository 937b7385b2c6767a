import { and, asc, desc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { pincodes, recentPincodes } from './schema.ts';

export type PincodeRow = typeof pincodes.$inferSelect;

export async function countPincodes(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pincodes);
  return row?.n ?? 0;
}

/**
 * Bulk insert: each chunk of rows travels as one JSON parameter, unpacked by PostgreSQL
 * (`json_to_recordset`), far quicker than thousands of bound parameters on PGlite.
 */
export async function insertPincodes(db: Executor, rows: PincodeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = JSON.stringify(rows.slice(i, i + 5000));
    await db.execute(sql`
      insert into pincodes (pincode, state, district, latitude, longitude)
      select pincode, state, district, latitude, longitude
      from json_to_recordset(${chunk}::json) as r(pincode text, state text, district text, latitude double precision, longitude double precision)
      on conflict (pincode) do nothing`);
  }
}

export async function selectPincodes(db: Executor, codes: string[]): Promise<PincodeRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(pincodes).where(inArray(pincodes.pincode, codes));
}

export async function selectRecentPincodes(db: Executor, accountId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ pincode: recentPincodes.pincode })
    .from(recentPincodes)
    .where(eq(recentPincodes.accountId, accountId))
    .orderBy(desc(recentPincodes.checkedAt), asc(recentPincodes.pincode))
    .limit(limit);
  return rows.map((r) => r.pincode).reverse();
}

/** An account's most recent pincode as a column of another query (the page's one shopper query). */
export const latestPincodeSql = (accountId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${recentPincodes.pincode} from ${recentPincodes} where ${recentPincodes.accountId} = ${accountId} order by ${recentPincodes.checkedAt} desc, ${recentPincodes.pincode} asc limit 1)`;

/** Records the check and forgets all but the most recent `keep` of the account. */
export async function upsertRecentPincode(
  db: Executor,
  accountId: string,
  pincode: string,
  keep: number,
): Promise<void> {
  await db
    .insert(recentPincodes)
    .values({ accountId, pincode, checkedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [recentPincodes.accountId, recentPincodes.pincode],
      set: { checkedAt: sql`clock_timestamp()` },
    });
  const kept = await selectRecentPincodes(db, accountId, keep);
  await db
    .delete(recentPincodes)
    .where(and(eq(recentPincodes.accountId, accountId), notInArray(recentPincodes.pincode, kept)));
}
