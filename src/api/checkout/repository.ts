import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertFromJson } from '../../platform/db/json-insert.ts';
import { rowFromJson } from '../../platform/db/json-row.ts';
import { preparedRead } from '../../platform/db/prepared-read.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { checkoutLines, checkouts, stockReservations, type ReservedItem } from './schema.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type LineRow = typeof checkoutLines.$inferSelect;
export type ReservationRow = typeof stockReservations.$inferSelect;
export type ReservationStatus = 'HELD' | 'SOLD' | 'RELEASED' | 'EXPIRED';

export async function selectCheckoutByOwner(db: Executor, ownerKey: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.ownerKey, ownerKey));
  return row;
}

/** The checkout's row, locked until the transaction ends: one change of a checkout at a time. */
export async function lockCheckout(tx: Tx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export async function lockCheckoutByOwner(tx: Tx, ownerKey: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.ownerKey, ownerKey)).for('update');
  return row;
}

/**
 * Starts the owner's checkout afresh, keeping its id: a new row, or the existing one reset (its
 * row lock, taken by the upsert, orders two tabs starting checkout at once).
 */
export async function upsertCheckout(
  tx: Tx,
  row: Pick<CheckoutRow, 'id' | 'ownerKey' | 'accountId' | 'guest' | 'checkoutType' | 'buyNow' | 'pincode'> &
    Partial<Pick<CheckoutRow, 'email' | 'selectedContactId'>>,
): Promise<CheckoutRow> {
  const [saved] = await tx
    .insert(checkouts)
    .values(row)
    .onConflictDoUpdate({
      target: checkouts.ownerKey,
      set: {
        checkoutType: row.checkoutType,
        buyNow: row.buyNow,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!saved) throw new Error('the checkout upsert returned no row');
  return saved;
}

export async function updateCheckoutRow(
  tx: Tx,
  id: string,
  changes: Partial<Pick<CheckoutRow, 'ownerKey' | 'accountId' | 'guest' | 'email' | 'pincode' | 'selectedContactId'>>,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .update(checkouts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id))
    .returning();
  return row;
}

export async function deleteCheckout(tx: Tx, id: string): Promise<void> {
  await tx.delete(checkouts).where(eq(checkouts.id, id));
}

export async function replaceLines(
  tx: Tx,
  checkoutId: string,
  lines: { id: string; listingId: string; cartItemId: string | null; quantity: number }[],
): Promise<LineRow[]> {
  await tx.delete(checkoutLines).where(eq(checkoutLines.checkoutId, checkoutId));
  if (lines.length === 0) return [];
  return tx
    .insert(checkoutLines)
    .values(lines.map((l, position) => ({ ...l, checkoutId, tier: 'STANDARD', position })))
    .returning();
}

export async function updateLine(
  tx: Tx,
  checkoutId: string,
  lineId: string,
  changes: Partial<Pick<LineRow, 'quantity' | 'tier'>>,
): Promise<void> {
  await tx
    .update(checkoutLines)
    .set(changes)
    .where(and(eq(checkoutLines.checkoutId, checkoutId), eq(checkoutLines.id, lineId)));
}

/** Deletes the checkout's lines of these listings; how many went. */
export async function deleteLinesOfListings(tx: Tx, checkoutId: string, listingIds: string[]): Promise<number> {
  const rows = await tx
    .delete(checkoutLines)
    .where(and(eq(checkoutLines.checkoutId, checkoutId), inArray(checkoutLines.listingId, listingIds)))
    .returning({ id: checkoutLines.id });
  return rows.length;
}

/** The checkout's HELD reservation, if any (expired or not). */
export async function selectHeldReservation(db: Executor, checkoutId: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.checkoutId, checkoutId), eq(stockReservations.status, 'HELD')));
  return row;
}

/** A checkout's row, its lines (in order) and its HELD reservation, as one summary reads them. */
export interface CheckoutWithLines {
  checkout: CheckoutRow;
  lines: LineRow[];
  held: ReservationRow | undefined;
}

/**
 * The checkout of an owner (or with an id) with its lines and its HELD reservation, in one
 * statement: every call on a checkout reads all three. Run in a transaction that holds the
 * checkout's row lock, it reads what that transaction has written (a statement of its own, so it
 * sees every commit before it).
 */
export async function selectCheckoutWithLines(
  db: Executor,
  by: { ownerKey: string } | { id: string },
): Promise<CheckoutWithLines | undefined> {
  const where = 'id' in by ? sql`c.id = ${by.id}` : sql`c.owner_key = ${by.ownerKey}`;
  // A json column arrives parsed on both drivers.
  const [row] = await queryRows<{
    data: { checkout: Record<string, unknown>; lines: Record<string, unknown>[]; held: Record<string, unknown> | null };
  }>(
    db,
    sql`select json_build_object(
          'checkout', row_to_json(c),
          'lines', coalesce((select json_agg(row_to_json(l) order by l.position)
                               from checkout_lines l where l.checkout_id = c.id), '[]'::json),
          'held', (select row_to_json(r) from stock_reservations r
                    where r.checkout_id = c.id and r.status = 'HELD' limit 1)) as data
        from checkouts c where ${where}`,
  );
  if (!row) return undefined;
  const { data } = row;
  return {
    checkout: rowFromJson(checkouts, data.checkout),
    lines: data.lines.map((l) => rowFromJson(checkoutLines, l)),
    held: data.held ? rowFromJson(stockReservations, data.held) : undefined,
  };
}

/** The insert of a reservation, to run inside another statement (the stock take's, decision 0044). */
export function reservationInsert(row: typeof stockReservations.$inferInsert): SQL {
  return insertFromJson(stockReservations, [row]);
}

/**
 * Ends a HELD reservation: a conditional update, so of two enders exactly one gets the row (and
 * with it the duty to give the units back or to record the sale); the other gets null.
 */
export async function endReservation(
  tx: Tx,
  id: string,
  status: Exclude<ReservationStatus, 'HELD'>,
): Promise<ReservedItem[] | null> {
  const [row] = await tx
    .update(stockReservations)
    .set({ status, endedAt: sql`now()` })
    .where(and(eq(stockReservations.id, id), eq(stockReservations.status, 'HELD')))
    .returning({ items: stockReservations.items });
  return row?.items ?? null;
}

/**
 * Sells the token's reservation if it is HELD, in one conditional update (which takes its row
 * lock): the row as sold, or undefined when it was not HELD (or not there) and nothing changed.
 */
export async function sellHeldReservationByTokenHash(tx: Tx, tokenHash: string): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .update(stockReservations)
    .set({ status: 'SOLD', endedAt: sql`now()` })
    .where(and(eq(stockReservations.tokenHash, tokenHash), eq(stockReservations.status, 'HELD')))
    .returning();
  return row;
}

/** A reservation that ended unsold becomes a sale after its units were taken again. */
export async function resellReservation(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(stockReservations)
    .set({ status: 'SOLD', endedAt: sql`now()` })
    .where(and(eq(stockReservations.id, id), inArray(stockReservations.status, ['RELEASED', 'EXPIRED'])))
    .returning({ id: stockReservations.id });
  return rows.length === 1;
}

const reservationByTokenHash = preparedRead<{ data: Record<string, unknown> }>(
  'checkout_reservation_by_token_hash',
  'select row_to_json(r) as data from stock_reservations r where r.token_hash = $1',
  1,
);

/** A token's reservation (the `session` and `completed` calls read it first): one prepared statement, built once. */
export async function selectReservationByTokenHash(db: Db, tokenHash: string): Promise<ReservationRow | undefined> {
  const [row] = await reservationByTokenHash(db, [tokenHash]);
  return row ? rowFromJson(stockReservations, row.data) : undefined;
}

export async function lockReservationByTokenHash(tx: Tx, tokenHash: string): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.tokenHash, tokenHash))
    .for('update');
  return row;
}

/**
 * Locks up to `limit` HELD reservations past their expiry, skipping those another process holds
 * (`for update skip locked`): several processes sweep at once without waiting or sweeping twice.
 */
export async function lockExpiredReservations(tx: Tx, now: Date, limit: number): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.status, 'HELD'), lte(stockReservations.expiresAt, now)))
    .orderBy(asc(stockReservations.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Reservations whose payment may have succeeded without an order (the reconciliation of the
 * orders domain): HELD ones made before `heldBefore`, and RELEASED or EXPIRED ones that ended
 * since `endedSince`; SOLD ones have their order. Oldest first, after `afterId` for paging.
 */
export async function selectReservationsToReconcile(
  db: Executor,
  options: { heldBefore: Date; endedSince: Date; afterId: string; limit: number },
): Promise<Pick<ReservationRow, 'id' | 'status'>[]> {
  return db
    .select({ id: stockReservations.id, status: stockReservations.status })
    .from(stockReservations)
    .where(
      and(
        gt(stockReservations.id, options.afterId),
        or(
          and(eq(stockReservations.status, 'HELD'), lte(stockReservations.createdAt, options.heldBefore)),
          and(
            inArray(stockReservations.status, ['RELEASED', 'EXPIRED']),
            gte(stockReservations.endedAt, options.endedSince),
          ),
        ),
      ),
    )
    .orderBy(asc(stockReservations.id))
    .limit(options.limit);
}

/** Figures of the reservations for the money audit: SOLD ones (count, amount, units) and HELD ones left. */
export async function reservationTotals(
  db: Executor,
): Promise<{ sold: number; soldAmount: number; soldUnits: number; held: number }> {
  const [row] = await db
    .select({
      sold: sql<string>`count(*) filter (where ${stockReservations.status} = 'SOLD')`,
      soldAmount: sql<string>`coalesce(sum(${stockReservations.amount}) filter (where ${stockReservations.status} = 'SOLD'), 0)`,
      soldUnits: sql<string>`coalesce(sum((select sum((i->>'quantity')::int) from jsonb_array_elements(${stockReservations.items}) i)) filter (where ${stockReservations.status} = 'SOLD'), 0)`,
      held: sql<string>`count(*) filter (where ${stockReservations.status} = 'HELD')`,
    })
    .from(stockReservations);
  return {
    sold: Number(row?.sold ?? 0),
    soldAmount: Number(row?.soldAmount ?? 0),
    soldUnits: Number(row?.soldUnits ?? 0),
    held: Number(row?.held ?? 0),
  };
}
