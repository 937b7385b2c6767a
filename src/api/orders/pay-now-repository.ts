import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { OrderPaymentMethod } from '../../contracts/orders.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { orderGroups, orderPrepayments, orders } from './schema.ts';

/**
 * The SQL of pay now (issue 13; docs/decisions/0047-pay-now.md): the orders domain's
 * `order_prepayments` and the order facts its rule reads. Kept apart from repository.ts so the
 * order list and detail, written beside it, stay in their own file.
 */

export type PrepaymentRow = typeof orderPrepayments.$inferSelect;

/** What the pay-now rule reads of an order. */
export interface PayNowFacts {
  orderId: string;
  accountId: string;
  amount: number;
  status: string;
  /** The order's own payment methods, else its group's (what the shopper was to pay on delivery). */
  instruments: OrderPaymentMethod[];
  /** Status of every unit of the order. */
  units: string[];
  /** A payment has already paid the order online. */
  paid: boolean;
  customerEmail: string | null;
}

/** The facts of one order in one statement; undefined for an unknown order. */
export async function selectPayNowFacts(db: Executor, orderId: string): Promise<PayNowFacts | undefined> {
  const [row] = await queryRows<{
    id: string;
    account_id: string;
    amount: number | string;
    status: string;
    instruments: OrderPaymentMethod[] | null;
    units: string[] | null;
    paid: boolean;
    customer_email: string | null;
  }>(
    db,
    sql`select o.id, o.account_id, o.amount, o.status, o.customer_email, coalesce(o.instruments, g.instruments) as instruments,
               (select json_agg(u.status order by u.id) from order_item_units u where u.order_id = o.id) as units,
               exists (select 1 from order_prepayments p where p.order_id = o.id and p.status = 'PAID') as paid
          from orders o join order_groups g on g.id = o.group_id
         where o.id = ${orderId}`,
  );
  if (!row) return undefined;
  return {
    orderId: row.id,
    accountId: row.account_id,
    amount: Number(row.amount),
    status: row.status,
    instruments: row.instruments ?? [],
    units: row.units ?? [],
    paid: row.paid === true || String(row.paid) === 't',
    customerEmail: row.customer_email,
  };
}

/** Locks the order's units in id order, after its row (`lockOrder`: the fulfilment clock's order of locks). */
export async function lockUnits(tx: Tx, orderId: string): Promise<void> {
  await queryRows(tx, sql`select id from order_item_units where order_id = ${orderId} order by id for update`);
}

/** The order's newest HELD prepayment, if any. */
export async function selectHeldPrepayment(db: Executor, orderId: string): Promise<PrepaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderPrepayments)
    .where(and(eq(orderPrepayments.orderId, orderId), eq(orderPrepayments.status, 'HELD')))
    .orderBy(sql`${orderPrepayments.createdAt} desc`)
    .limit(1);
  return row;
}

export async function insertPrepayment(tx: Tx, row: typeof orderPrepayments.$inferInsert): Promise<void> {
  await tx.insert(orderPrepayments).values(row);
}

/** HELD → `status` (RELEASED or EXPIRED); a prepayment in any other state is left as it is. */
export async function endPrepayment(db: Executor, id: string, status: 'RELEASED' | 'EXPIRED'): Promise<boolean> {
  const rows = await db
    .update(orderPrepayments)
    .set({ status })
    .where(and(eq(orderPrepayments.id, id), eq(orderPrepayments.status, 'HELD')))
    .returning({ id: orderPrepayments.id });
  return rows.length === 1;
}

export async function selectPrepaymentByTokenHash(db: Executor, hash: string): Promise<PrepaymentRow | undefined> {
  const [row] = await db.select().from(orderPrepayments).where(eq(orderPrepayments.tokenHash, hash));
  return row;
}

export async function selectPrepaymentByPayment(db: Executor, paymentId: string): Promise<PrepaymentRow | undefined> {
  const [row] = await db.select().from(orderPrepayments).where(eq(orderPrepayments.paymentId, paymentId));
  return row;
}

/**
 * The payment `paymentId` paid the order: the prepayment becomes PAID (from HELD, or from
 * RELEASED/EXPIRED for a payment that finished late) and the order's payment methods become the
 * paid instruments, in the caller's transaction. The unique indexes (one PAID row an order, a
 * paymentId once) are the last guard.
 */
export async function markPaid(
  tx: Tx,
  prepayment: Pick<PrepaymentRow, 'id' | 'orderId'>,
  paymentId: string,
  paidAt: Date,
  instruments: OrderPaymentMethod[],
): Promise<void> {
  await tx
    .update(orderPrepayments)
    .set({ status: 'PAID', paymentId, paidAt })
    .where(and(eq(orderPrepayments.id, prepayment.id), ne(orderPrepayments.status, 'PAID')));
  await tx.update(orders).set({ instruments }).where(eq(orders.id, prepayment.orderId));
}

/**
 * Prepayments whose payment may have succeeded without the API hearing of it, for the
 * reconciliation: not PAID, older than `heldBefore`, still live or ended (expired) since
 * `endedSince`; `limit` at a time after `afterId`.
 */
export async function selectPrepaymentsToReconcile(
  db: Executor,
  options: { heldBefore: Date; endedSince: Date; afterId: string; limit: number },
): Promise<Pick<PrepaymentRow, 'id' | 'status'>[]> {
  return db
    .select({ id: orderPrepayments.id, status: orderPrepayments.status })
    .from(orderPrepayments)
    .where(
      and(
        ne(orderPrepayments.status, 'PAID'),
        lt(orderPrepayments.createdAt, options.heldBefore),
        gt(orderPrepayments.expiresAt, options.endedSince),
        gt(orderPrepayments.id, options.afterId),
      ),
    )
    .orderBy(asc(orderPrepayments.id))
    .limit(options.limit);
}

/** The group (payment) an order belongs to: the confirmation of a pay-now payment shows the order from it. */
export async function selectGroupOfOrder(
  db: Executor,
  orderId: string,
): Promise<typeof orderGroups.$inferSelect | undefined> {
  const [row] = await db
    .select({ group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.id, orderId));
  return row?.group;
}
