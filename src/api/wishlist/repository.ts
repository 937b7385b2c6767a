import { and, count, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { wishlistItems } from './schema.ts';

export type WishlistRow = typeof wishlistItems.$inferSelect;

/** The account's items, newest first; all when `limit` is null. */
export async function selectItems(db: Executor, accountId: string, limit: number | null): Promise<WishlistRow[]> {
  const query = db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.accountId, accountId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return limit === null ? query : query.limit(limit);
}

export async function countItems(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.accountId, accountId));
  return Number(row?.n ?? 0);
}

/** Inserts the products not yet in the account's wishlist; the product ids inserted. */
export async function insertItems(db: Executor, rows: (typeof wishlistItems.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insert(wishlistItems)
    .values(rows)
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  return added.map((r) => r.productId);
}

export async function deleteItems(
  db: Executor,
  accountId: string,
  productIds: string[],
): Promise<{ productId: string; listingId: string | null }[]> {
  if (productIds.length === 0) return [];
  return db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.accountId, accountId), inArray(wishlistItems.productId, productIds)))
    .returning({ productId: wishlistItems.productId, listingId: wishlistItems.listingId });
}

/** Serializes wishlist changes of one account (the capacity check and the insert) on PostgreSQL. */
export async function lockAccountWishlist(db: Executor, accountId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${accountId}`}))`);
}

/** The account's wishlisted product ids, newest first, as a JSON column of the session read (decision 0033). */
export function productIdsSql(accountId: SQLWrapper) {
  return sql<
    string[]
  >`(select coalesce(json_agg(w.product_id order by w.created_at desc, w.product_id desc), '[]'::json) from ${wishlistItems} w where w.account_id = ${accountId})`;
}
