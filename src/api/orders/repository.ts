import { and, asc, eq, getTableColumns, getTableName, inArray, sql, type Table } from 'drizzle-orm';
import { rowFromJson } from '../../platform/db/json-row.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { orderGroups, orderItemUnits, orderItems, orderJobLeases, orders } from './schema.ts';

export type GroupRow = typeof orderGroups.$inferSelect;

export async function selectGroupByPayment(db: Executor, paymentId: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.paymentId, paymentId));
  return row;
}

export async function selectGroupByReservation(db: Executor, reservationId: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.reservationId, reservationId));
  return row;
}

/** The ids of a group's orders, in seller order. */
export async function selectOrderIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.groupId, groupId))
    .orderBy(asc(orders.position));
  return rows.map((r) => r.id);
}

/**
 * Inserts the group unless its payment or its reservation has one already (another completion
 * won the race): true when this call wrote it. The unique indexes decide, never a read before.
 */
export async function insertGroup(tx: Tx, row: typeof orderGroups.$inferInsert): Promise<boolean> {
  const written = await tx.insert(orderGroups).values(row).onConflictDoNothing().returning({ id: orderGroups.id });
  return written.length === 1;
}

/**
 * A table's rows as JSON objects keyed by column name, for `json_populate_recordset`: timestamps
 * as ISO text, JSON columns as they are.
 */
function recordsOf<T extends Table>(table: T, rows: Record<string, unknown>[]): { columns: string[]; json: string } {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((r) => r[key] !== undefined));
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = row[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  return { columns: columns.map(([, column]) => column.name), json: JSON.stringify(records) };
}

/** `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, <json>)`. */
function insertFromJson<T extends Table>(table: T, rows: Record<string, unknown>[]) {
  const { columns, json } = recordsOf(table, rows);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)`;
}

/**
 * A group's orders, their items, the units and each unit's first progress step (approved,
 * "Ordered"), in one statement: four inserts of one payment's completion (its transaction's
 * foreign keys are checked when the statement ends).
 */
export async function insertOrderRows(
  tx: Tx,
  rows: {
    orders: (typeof orders.$inferInsert)[];
    items: (typeof orderItems.$inferInsert)[];
    units: (typeof orderItemUnits.$inferInsert)[];
  },
  remark: string,
): Promise<void> {
  if (!rows.orders.length) return;
  await tx.execute(
    sql`with o as (${insertFromJson(orders, rows.orders)} returning 1),
             i as (${insertFromJson(orderItems, rows.items)} returning 1),
             u as (${insertFromJson(orderItemUnits, rows.units)} returning id, status, status_at)
        insert into order_unit_events (unit_id, status, remark, at)
        select id, status, ${remark}, status_at from u`,
  );
}

/** A group with its orders, items and units (the confirmation). */
export async function selectGroupDetail(db: Executor, groupId: string) {
  const orderRows = await db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(asc(orders.position));
  const ids = orderRows.map((o) => o.id);
  const itemRows = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  const unitRows = ids.length
    ? await db
        .select()
        .from(orderItemUnits)
        .where(inArray(orderItemUnits.orderId, ids))
        .orderBy(asc(orderItemUnits.orderItemId), asc(orderItemUnits.position))
    : [];
  return { orders: orderRows, items: itemRows, units: unitRows };
}

type Detail = Awaited<ReturnType<typeof selectGroupDetail>>;

/**
 * The group of a payment with its orders, items and units, in one statement (the confirmation
 * reads all four); undefined when the payment has no group.
 */
export async function selectGroupWithDetailByPayment(
  db: Executor,
  paymentId: string,
): Promise<{ group: GroupRow; detail: Detail } | undefined> {
  const [row] = await queryRows<{ data: Record<string, unknown> | string }>(
    db,
    sql`select json_build_object(
          'group', row_to_json(g),
          'orders', coalesce((select json_agg(row_to_json(o) order by o.position)
                                from orders o where o.group_id = g.id), '[]'::json),
          'items', coalesce((select json_agg(row_to_json(i) order by i.order_id, i.position)
                               from order_items i join orders o on o.id = i.order_id where o.group_id = g.id), '[]'::json),
          'units', coalesce((select json_agg(row_to_json(u) order by u.order_item_id, u.position)
                               from order_item_units u join orders o on o.id = u.order_id where o.group_id = g.id), '[]'::json)
        ) as data
        from order_groups g where g.payment_id = ${paymentId}`,
  );
  if (!row) return undefined;
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
    'group' | 'orders' | 'items' | 'units',
    unknown
  >;
  const list = (value: unknown) => value as Record<string, unknown>[];
  return {
    group: rowFromJson(orderGroups, data.group as Record<string, unknown>),
    detail: {
      orders: list(data.orders).map((o) => rowFromJson(orders, o)),
      items: list(data.items).map((i) => rowFromJson(orderItems, i)),
      units: list(data.units).map((u) => rowFromJson(orderItemUnits, u)),
    },
  };
}

/**
 * Takes the job's lease for `ms` when it is free or lapsed (a conditional upsert): true when this
 * holder has it. One process runs the job at a time; a crashed holder's lease lapses.
 */
export async function takeLease(db: Executor, name: string, holder: string, ms: number): Promise<boolean> {
  const rows = await db
    .insert(orderJobLeases)
    .values({ name, holder, until: sql`now() + ${`${ms} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: orderJobLeases.name,
      set: { holder, until: sql`now() + ${`${ms} milliseconds`}::interval` },
      setWhere: sql`${orderJobLeases.until} < now() or ${orderJobLeases.holder} = ${holder}`,
    })
    .returning({ name: orderJobLeases.name });
  return rows.length === 1;
}

export async function releaseLease(db: Executor, name: string, holder: string): Promise<void> {
  await db
    .update(orderJobLeases)
    .set({ until: sql`now() - interval '1 second'` })
    .where(and(eq(orderJobLeases.name, name), eq(orderJobLeases.holder, holder)));
}

/** Figures of the orders side of the money audit. */
export async function orderTotals(
  db: Executor,
): Promise<{ groups: number; orders: number; units: number; amount: number }> {
  const [row] = await queryRows<{ groups: string; orders: string; units: string; amount: string }>(
    db,
    sql`select (select count(*) from order_groups) as groups,
               (select count(*) from orders) as orders,
               (select count(*) from order_item_units) as units,
               (select coalesce(sum(amount), 0) from order_groups) as amount`,
  );
  return {
    groups: Number(row?.groups ?? 0),
    orders: Number(row?.orders ?? 0),
    units: Number(row?.units ?? 0),
    amount: Number(row?.amount ?? 0),
  };
}

/** Groups whose amount is not the sum of their orders', or orders not the sum of their items' (both should be none). */
export async function unbalancedGroups(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select g.id from order_groups g
        where g.amount <> (select coalesce(sum(o.amount), 0) from orders o where o.group_id = g.id)
        union
        select o.group_id from orders o
        where o.amount <> (select coalesce(sum(i.amount), 0) from order_items i where i.order_id = o.id)
        union
        select o.group_id from orders o join order_items i on i.order_id = o.id
        where i.quantity <> (select count(*) from order_item_units u where u.order_item_id = i.id)`,
  );
  return rows.map((r) => r.id);
}
