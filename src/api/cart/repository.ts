import { and, asc, eq, gte, inArray, isNull, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { cartLines, carts } from './schema.ts';

export type LineRow = typeof cartLines.$inferSelect;
export type NewLine = typeof cartLines.$inferInsert;
export type RemovalStatus = 'DELETED' | 'MOVED';

export async function selectAccountCartId(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.accountId, accountId));
  return row?.id ?? null;
}

/** A guest cart's id when it exists and still has no account. */
export async function selectGuestCartId(db: Executor, cartId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), isNull(carts.accountId)));
  return row?.id ?? null;
}

/**
 * The account's cart, made when it has none, locked until the transaction ends. Two first adds
 * of one account at once make one cart: the unique index on account_id decides, the loser reads.
 */
export async function lockAccountCart(tx: Tx, accountId: string, newId: string, now: Date): Promise<string> {
  // The common case, a cart that exists: one statement.
  const [existing] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.accountId, accountId)).for('update');
  if (existing) return existing.id;
  await tx
    .insert(carts)
    .values({ id: newId, accountId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: carts.accountId });
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.accountId, accountId)).for('update');
  if (!row) throw new Error('the account cart was not made');
  return row.id;
}

/** Locks a guest cart (no account) until the transaction ends; false when it does not exist. */
export async function lockGuestCart(tx: Tx, cartId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), isNull(carts.accountId)))
    .for('update');
  return rows.length > 0;
}

/** Locks a cart row until the caller's transaction ends (no lock outside one). */
export async function lockCartRow(db: Executor, cartId: string): Promise<void> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

/** Makes a guest cart unless one of that id exists (a concurrent first add of the same session made it). */
export async function insertGuestCart(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.insert(carts).values({ id, accountId: null, createdAt: now, updatedAt: now }).onConflictDoNothing();
}

export async function touchCart(tx: Tx, cartId: string, now: Date): Promise<void> {
  await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function deleteCart(tx: Tx, cartId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

/** Live lines and lines removed since `removedSince`, oldest first. */
export async function selectLines(db: Executor, cartId: string, removedSince: Date): Promise<LineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        sql`(${cartLines.status} = 'ACTIVE' or ${cartLines.removedAt} >= ${removedSince})`,
      ),
    )
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
}

export async function selectLiveLines(db: Executor, cartId: string): Promise<LineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.status, 'ACTIVE')))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
}

/** Removed lines of these listings with this status, removed since `since`, newest first. */
export async function selectRemovedLines(
  db: Executor,
  cartId: string,
  listingIds: string[],
  status: RemovalStatus,
  since: Date,
): Promise<LineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        eq(cartLines.status, status),
        inArray(cartLines.listingId, listingIds),
        gte(cartLines.removedAt, since),
      ),
    )
    .orderBy(sql`${cartLines.removedAt} desc`);
}

export async function insertLines(tx: Tx, rows: NewLine[]): Promise<void> {
  if (rows.length > 0) await tx.insert(cartLines).values(rows);
}

export async function updateQuantity(tx: Executor, lineId: string, quantity: number): Promise<void> {
  await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

/** Drops the removed rows of these listings (a new removal or a re-add replaces them). */
export async function deleteRemovedOf(tx: Tx, cartId: string, listingIds: string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), ne(cartLines.status, 'ACTIVE'), inArray(cartLines.listingId, listingIds)));
}

/** Removed rows older than the undo window go. */
export async function purgeRemoved(tx: Tx, cartId: string, before: Date): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), ne(cartLines.status, 'ACTIVE'), lt(cartLines.removedAt, before)));
}

export async function markRemoved(
  tx: Tx,
  lineIds: string[],
  status: RemovalStatus,
  now: Date,
  wishlistAdded: Set<string> = new Set(),
): Promise<void> {
  for (const id of lineIds) {
    await tx
      .update(cartLines)
      .set({ status, removedAt: now, wishlistAdded: wishlistAdded.has(id) })
      .where(eq(cartLines.id, id));
  }
}

export async function restoreLines(tx: Tx, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(cartLines)
    .set({ status: 'ACTIVE', removedAt: null, wishlistAdded: false })
    .where(inArray(cartLines.id, lineIds));
}

export async function moveLinesTo(tx: Tx, lineIds: string[], cartId: string): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.update(cartLines).set({ cartId }).where(inArray(cartLines.id, lineIds));
}

/**
 * Takes ordered quantities off the owner's live cart lines in one statement: a line left with
 * none goes, any other keeps the rest. Lines of another cart, or gone, are left. Answers how many
 * lines changed.
 */
export async function takeOrderedQuantities(
  db: Executor,
  owner: { accountId: string } | { guestCartId: string | null },
  ordered: { cartItemId: string; quantity: number }[],
): Promise<number> {
  const cart =
    'accountId' in owner
      ? sql`(select c.id from ${carts} c where c.account_id = ${owner.accountId})`
      : sql`(select c.id from ${carts} c where c.id = ${owner.guestCartId} and c.account_id is null)`;
  const [row] = await queryRows<{ changed: number | string }>(
    db,
    sql`with o as (select * from json_to_recordset(${JSON.stringify(ordered)}::json) as o("cartItemId" text, quantity int)),
             d as (delete from ${cartLines} l using o
                    where l.id = o."cartItemId" and l.cart_id = ${cart} and l.status = 'ACTIVE' and l.quantity <= o.quantity
                    returning 1),
             u as (update ${cartLines} l set quantity = l.quantity - o.quantity from o
                    where l.id = o."cartItemId" and l.cart_id = ${cart} and l.status = 'ACTIVE' and l.quantity > o.quantity
                    returning 1)
        select (select count(*) from d) + (select count(*) from u) as changed`,
  );
  return Number(row?.changed ?? 0);
}

/**
 * The live lines of a session's cart as one JSON column of the session read (the page's one
 * shopper query, docs/decisions/0033): the account's cart for a logged-in session, else the
 * guest cart its data names. Oldest first, `[]` for none.
 */
export function cartItemsSql(accountId: SQLWrapper, sessionData: SQLWrapper) {
  return sql<
    { listingId: string; productId: string; quantity: number }[]
  >`(select coalesce(json_agg(json_build_object('listingId', l.listing_id, 'productId', l.product_id, 'quantity', l.quantity) order by l.added_at, l.id), '[]'::json) from ${cartLines} l where l.status = 'ACTIVE' and l.cart_id = (case when ${accountId} is not null then (select c.id from ${carts} c where c.account_id = ${accountId}) else (select c.id from ${carts} c where c.id = (${sessionData} ->> 'cartId') and c.account_id is null) end))`;
}

/** The cart a line belongs to, with its account (null for a guest cart); undefined when the line is gone. */
export async function selectCartOfLine(
  db: Executor,
  lineId: string,
): Promise<{ cartId: string; accountId: string | null } | undefined> {
  const [row] = await db
    .select({ cartId: carts.id, accountId: carts.accountId })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(cartLines.id, lineId));
  return row;
}
