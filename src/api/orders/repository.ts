import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { insertFromJson } from '../../platform/db/json-insert.ts';
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
 * A payment's group, its orders, items, units, each unit's first progress step (approved,
 * "Ordered") and the other domains' writes of the placement (`also`: notifications, events, the
 * email), in ONE statement of its transaction (decision 0044). The group goes in unless its
 * payment or its reservation has one already (another completion won the race: the unique
 * indexes decide, never a read before); every other part is written only when it went in (`also`
 * is built with `exists (select 1 from g)` as its condition, see `placedGroupWritten`). True when
 * this call wrote the group. The foreign keys are checked when the statement ends.
 */
export async function insertPlacement(
  tx: Tx,
  group: typeof orderGroups.$inferInsert,
  rows: {
    orders: (typeof orders.$inferInsert)[];
    items: (typeof orderItems.$inferInsert)[];
    units: (typeof orderItemUnits.$inferInsert)[];
  },
  remark: string,
  also: SQL[],
): Promise<boolean> {
  const parts = [
    sql`g as (${insertFromJson(orderGroups, [group])} on conflict do nothing returning id)`,
    ...(rows.orders.length
      ? [
          sql`o as (${insertFromJson(orders, rows.orders, placedGroupWritten)} returning 1)`,
          sql`i as (${insertFromJson(orderItems, rows.items, placedGroupWritten)} returning 1)`,
          sql`u as (${insertFromJson(orderItemUnits, rows.units, placedGroupWritten)} returning id, status, status_at)`,
          sql`e as (insert into order_unit_events (unit_id, status, remark, at) select id, status, ${remark}, status_at from u returning 1)`,
        ]
      : []),
    ...also.map((part, n) => sql`${sql.raw(`a${n}`)} as (${part} returning 1)`),
  ];
  const [row] = await queryRows<{ written: number | string }>(
    tx,
    sql`with ${sql.join(parts, sql`, `)} select count(*) as written from g`,
  );
  return Number(row?.written ?? 0) === 1;
}

/** The condition of a placement's other parts (`insertPlacement`): its group went in. */
export const placedGroupWritten = sql`exists (select 1 from g)`;

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
  // A json column arrives parsed on both drivers.
  const [row] = await queryRows<{ data: Record<'group' | 'orders' | 'items' | 'units', unknown> }>(
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
  const { data } = row;
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

// ---- the fulfilment clock (docs/decisions/0045-fulfilment-clock.md) ---------------------------
// Every writer of a unit's status locks its order's row first, then the units (order → units), so
// two clocks, a clock and the ops command, never deadlock and never move one unit twice.

/** A unit of a locked order; `due` when it has waited the step time in its status (clock only). */
export interface LockedUnit {
  id: string;
  orderId: string;
  orderItemId: string;
  /** A unit status of src/contracts/orders-paths.ts (the column's CHECK keeps it one). */
  status: string;
  due: boolean;
}

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds}::double precision)`;
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Up to `limit` orders with a unit in `statuses` unchanged for `stepSeconds`, oldest first, their
 * rows locked for this transaction; orders another process has locked are skipped (`skip
 * locked`), so concurrent clocks share the work instead of waiting or doubling it. The due units
 * are found through order_item_units_due_idx (status, status_at).
 */
export async function claimDueOrders(
  tx: Tx,
  statuses: readonly string[],
  stepSeconds: number,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with due as (
          select u.order_id, min(u.status_at) as since from order_item_units u
          where u.status in (${textList(statuses)}) and u.status_at <= ${secondsAgo(stepSeconds)}
          group by u.order_id order by since limit ${limit * 4})
        select o.id from orders o join due on due.order_id = o.id
        order by due.since, o.id limit ${limit}
        for update of o skip locked`,
  );
  return rows.map((r) => r.id);
}

/** Locks one order's row for this transaction (waiting for another holder); false when there is no such order. */
export async function lockOrder(tx: Tx, orderId: string): Promise<boolean> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return rows.length === 1;
}

/** The order a unit belongs to. */
export async function orderOfUnit(db: Executor, unitId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: orderItemUnits.orderId })
    .from(orderItemUnits)
    .where(eq(orderItemUnits.id, unitId));
  return row?.orderId;
}

/**
 * Every unit of these (already locked) orders, locked in id order; `due` tells which have stayed
 * `stepSeconds` in their status (null: none is due, a move by hand).
 */
export async function lockUnitsOfOrders(
  tx: Tx,
  orderIds: readonly string[],
  stepSeconds: number | null,
): Promise<LockedUnit[]> {
  if (!orderIds.length) return [];
  const due = stepSeconds === null ? sql`false` : sql`status_at <= ${secondsAgo(stepSeconds)}`;
  return queryRows<LockedUnit>(
    tx,
    sql`select id, order_id as "orderId", order_item_id as "orderItemId", status, ${due} as due
        from order_item_units where order_id in (${textList(orderIds)}) order by id for update`,
  );
}

/** What the clock's texts need of these orders and their items. */
export async function selectFulfilmentFacts(db: Executor, orderIds: readonly string[]) {
  if (!orderIds.length) return { orders: [], items: [] };
  const [orderRows, itemRows] = [
    await db
      .select({
        id: orders.id,
        accountId: orders.accountId,
        sellerName: orders.sellerName,
        shippingAddress: orders.shippingAddress,
        promiseDate: orders.promiseDate,
        customerEmail: orders.customerEmail,
        subscribed: orders.subscribed,
        status: orders.status,
        instruments: sql<
          { code: string; amount: number }[]
        >`coalesce(${orders.instruments}, ${orderGroups.instruments})`,
      })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(inArray(orders.id, [...orderIds])),
    await db
      .select({ id: orderItems.id, orderId: orderItems.orderId, title: orderItems.title, image: orderItems.image })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  ];
  return { orders: orderRows, items: itemRows };
}

/**
 * Moves units (each only from the status it was read in: the last guard) and writes their events
 * in `events` order, all at the transaction's time, in one statement. Answers how many units moved.
 */
export async function writeUnitSteps(
  tx: Tx,
  moves: { unitId: string; from: string; to: string }[],
  events: { unitId: string; status: string; remark: string }[],
): Promise<number> {
  const [row] = await queryRows<{ moved: number | string }>(
    tx,
    sql`with m as (
          select * from json_to_recordset(${JSON.stringify(moves)}::json) as m("unitId" text, "from" text, "to" text)),
        moved as (
          update order_item_units u set status = m."to", status_at = now()
          from m where u.id = m."unitId" and u.status = m."from" returning u.id),
        e as (
          insert into order_unit_events (unit_id, status, remark, at)
          select e."unitId", e.status, e.remark, now()
          from json_to_recordset(${JSON.stringify(events.map((e, seq) => ({ ...e, seq })))}::json)
                 as e("unitId" text, status text, remark text, seq int)
          join moved on moved.id = e."unitId"
          order by e.seq returning 1)
        select count(*) as moved from moved`,
  );
  return Number(row?.moved ?? 0);
}

/** Sets the order-level labels that changed. */
export async function updateOrderStatuses(tx: Tx, updates: { id: string; status: string }[]): Promise<void> {
  if (!updates.length) return;
  await tx.execute(
    sql`update orders o set status = v.status
        from json_to_recordset(${JSON.stringify(updates)}::json) as v(id text, status text)
        where o.id = v.id and o.status <> v.status`,
  );
}
