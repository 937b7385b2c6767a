import { eq, sql } from 'drizzle-orm';
import { rowFromJson } from '../../platform/db/json-row.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { invoiceSequences, orderInvoices, orderItems, orders } from './schema.ts';

/** SQL of the GST invoice (issue 13): the order it is made from, and its number. */

export type InvoiceRow = typeof orderInvoices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export interface InvoiceOrder {
  order: OrderRow;
  items: ItemRow[];
  /** The statuses of the order's units (what the invoice flag is decided on). */
  unitStatuses: string[];
  /** The invoice once numbered, else null. */
  invoice: InvoiceRow | null;
}

/** An order with its items, its units' statuses and its invoice, in one statement; undefined when unknown. */
export async function selectInvoiceOrder(db: Executor, orderId: string): Promise<InvoiceOrder | undefined> {
  // A json column arrives parsed on both drivers.
  const [row] = await queryRows<{ data: Record<'order' | 'items' | 'units' | 'invoice', unknown> }>(
    db,
    sql`select json_build_object(
          'order', row_to_json(o),
          'items', coalesce((select json_agg(row_to_json(i) order by i.position)
                               from order_items i where i.order_id = o.id), '[]'::json),
          'units', coalesce((select json_agg(u.status) from order_item_units u where u.order_id = o.id), '[]'::json),
          'invoice', (select row_to_json(v) from order_invoices v where v.order_id = o.id)
        ) as data
        from orders o where o.id = ${orderId}`,
  );
  if (!row) return undefined;
  const { data } = row;
  return {
    order: rowFromJson(orders, data.order as Record<string, unknown>),
    items: (data.items as Record<string, unknown>[]).map((i) => rowFromJson(orderItems, i)),
    unitStatuses: data.units as string[],
    invoice: data.invoice ? rowFromJson(orderInvoices, data.invoice as Record<string, unknown>) : null,
  };
}

/**
 * Numbers the order's invoice, once, in the caller's transaction: the order row is locked first
 * (two first downloads of one order queue there, and the second finds the first's number), then
 * the seller's series of the year is advanced by an upsert that locks its row (two orders of one
 * seller queue there). Locks are always taken in that order, so allocations never deadlock; a
 * rollback gives the serial back, so the series has no gaps and no number is used twice
 * (`order_invoices_number_idx` is the last guard). Answers the invoice, new or found.
 */
export async function allocateInvoice(
  tx: Tx,
  input: { orderId: string; sellerId: string; financialYear: string; issuedAt: Date },
  numberOf: (serial: number) => string,
): Promise<InvoiceRow> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId)).for('update');
  const [existing] = await tx.select().from(orderInvoices).where(eq(orderInvoices.orderId, input.orderId));
  if (existing) return existing;
  const [sequence] = await tx
    .insert(invoiceSequences)
    .values({ sellerId: input.sellerId, financialYear: input.financialYear, next: 2 })
    .onConflictDoUpdate({
      target: [invoiceSequences.sellerId, invoiceSequences.financialYear],
      set: { next: sql`${invoiceSequences.next} + 1` },
    })
    .returning({ next: invoiceSequences.next });
  const serial = (sequence?.next ?? 2) - 1;
  const [invoice] = await tx
    .insert(orderInvoices)
    .values({
      orderId: input.orderId,
      sellerId: input.sellerId,
      number: numberOf(serial),
      issuedAt: input.issuedAt,
    })
    .returning();
  if (!invoice) throw new Error(`the invoice of ${input.orderId} was not written`);
  return invoice;
}
