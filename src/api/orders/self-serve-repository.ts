import { and, eq } from 'drizzle-orm';
import type { UnitStatus } from '../../contracts/orders-paths.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowFromJson } from '../../platform/db/json-row.ts';
import { insertFromJson } from '../../platform/db/json-insert.ts';
import { preparedRead } from '../../platform/db/prepared-read.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import type { GroupableItem } from './grouped-items.ts';
import { orderGroups, orderItemUnits, orderItems, orderUnitEvents, orders } from './schema.ts';

/**
 * SQL of the shopper's order calls (issue 13): the order list, the order detail, subscriptions,
 * and an order history written at once (order-history.ts). The two reads are hot (a budget of 10 ms at p95 with
 * 1,000 orders for one shopper): each is one prepared statement over the indexes
 * `orders_account_idx (account_id, placed_at)`, `order_items_order_position_idx`,
 * `order_item_units_item_position_idx`, `order_item_units_order_idx`, `order_unit_events_unit_idx`
 * and `order_prepayments_paid_idx`.
 */

/**
 * `$4`: the search as ILIKE patterns, space-separated ('' for none: `searchPatterns`); an order
 * matches when one of its items' titles matches every pattern. The order's own `item_titles` (its
 * items' titles, one a line) is checked first: an order whose titles together miss a word is
 * dropped in its own row. A search of one word is answered there (a pattern holds no line break,
 * so a word in the lines is in one title); for more, the others look up their items, which tell
 * whether one title holds every word. Without it every order of the account looked up its items: 1,000 orders took
 * 9 ms a search on the embedded database. A scalar subquery with `limit 1` rather than EXISTS:
 * PostgreSQL may turn an EXISTS into a semi-join over every order item of the shop; this stays a
 * lookup of the order's own items.
 */
const matches = `($4 = '' or (o.item_titles ilike all (string_to_array($4, ' ')) and (strpos($4, ' ') = 0 or coalesce((
    select true from order_items mi where mi.order_id = o.id and mi.title ilike all (string_to_array($4, ' ')) limit 1),
    false))))`;

/**
 * The matching orders' ids first (`m`, read once for the count and the page), then the page's
 * ten, and only then their JSON: built under a sort, the JSON of every order would be made
 * before the sort threw all but ten away. Each order, item and unit is reached by a correlated
 * subquery (an index lookup each), so the plan does not depend on statistics: PGlite runs no
 * autovacuum, and a table never analyzed must not be scanned whole.
 */
const listPage = preparedRead<{ total: number | string; orders: ListedOrderJson[] | null }>(
  'orders_list_page',
  `with m as materialized (
          select o.id, o.placed_at from orders o where o.account_id = $1 and ${matches}),
        p as (select m.id, m.placed_at from m order by m.placed_at desc, m.id desc limit $2::int offset $3::int)
   select (select count(*) from m) as total,
          (select json_agg((
                    select json_build_object(
                      'id', o.id, 'placedAt', o.placed_at, 'amount', o.amount, 'promiseDate', o.promise_date,
                      'items', coalesce((
                        select json_agg(json_build_object(
                                 'id', i.id, 'title', i.title, 'image', i.image, 'quantity', i.quantity,
                                 'amount', i.amount, 'promisedDate', i.promised_date,
                                 'units', coalesce((
                                   select json_agg(json_build_object('status', u.status, 'statusAt', u.status_at)
                                                   order by u.position)
                                     from order_item_units u where u.order_item_id = i.id), '[]'::json))
                               order by i.position)
                          from order_items i where i.order_id = o.id), '[]'::json))
                      from orders o where o.id = p.id)
                  order by p.placed_at desc, p.id desc)
             from p) as orders`,
  4,
);

/** An item as the list statement answers it: a GroupableItem with its units' times as JSON text. */
type ListedItemJson = Omit<GroupableItem, 'units'> & { units: { status: UnitStatus; statusAt: string }[] };

interface ListedOrderJson {
  id: string;
  placedAt: string;
  amount: number;
  promiseDate: string | null;
  items: ListedItemJson[];
}

export type ListedOrder = Omit<ListedOrderJson, 'placedAt' | 'items'> & { placedAt: Date; items: GroupableItem[] };

/**
 * A search as the list statement takes it: each word (split on white space) as an ILIKE pattern
 * `%word%` with its `%`, `_` and `\` escaped, so they match themselves; space-separated.
 */
export const searchPatterns = (q: string | undefined) =>
  (q ?? '')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .join(' ');

/**
 * A page of an account's orders, newest first, with their items and units, and how many orders
 * match in all: one statement. `patterns` as `searchPatterns` makes them.
 */
export async function selectOrdersPage(
  db: Db,
  accountId: string,
  page: { limit: number; offset: number; patterns: string },
): Promise<{ total: number; orders: ListedOrder[] }> {
  const [row] = await listPage(db, [accountId, String(page.limit), String(page.offset), page.patterns]);
  const listed = row?.orders ?? [];
  return {
    total: Number(row?.total ?? 0),
    orders: listed.map((o) => ({
      ...o,
      placedAt: new Date(o.placedAt),
      items: o.items.map((i) => ({
        ...i,
        units: i.units.map((u) => ({ status: u.status, statusAt: new Date(u.statusAt) })),
      })),
    })),
  };
}

const detailRead = preparedRead<{
  data: Record<'order' | 'group' | 'items' | 'units' | 'events', unknown> & { paid: boolean };
}>(
  'orders_detail',
  `select json_build_object(
            'order', row_to_json(o),
            'group', json_build_object('payment_id', g.payment_id, 'instruments', g.instruments),
            'items', coalesce((select json_agg(row_to_json(i) order by i.position)
                                 from order_items i where i.order_id = o.id), '[]'::json),
            -- Each unit's events through its own index lookup (no join whose plan needs statistics).
            'units', coalesce((select json_agg(json_build_object(
                                        'unit', row_to_json(u),
                                        'events', coalesce((select json_agg(json_build_object(
                                                                   'status', e.status, 'remark', e.remark, 'at', e.at)
                                                                 order by e.id)
                                                              from order_unit_events e where e.unit_id = u.id), '[]'::json))
                                      order by u.order_item_id, u.position)
                                 from order_item_units u where u.order_id = o.id), '[]'::json),
            'paid', exists (select 1 from order_prepayments p where p.order_id = o.id and p.status = 'PAID')
          ) as data
     from orders o join order_groups g on g.id = o.group_id
    where o.id = $1 and o.account_id = $2`,
  2,
);

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type UnitRow = typeof orderItemUnits.$inferSelect;
export interface UnitEvent {
  unitId: string;
  status: UnitStatus;
  remark: string | null;
  at: Date;
}
export interface OrderDetailRows {
  order: OrderRow;
  group: Pick<typeof orderGroups.$inferSelect, 'paymentId' | 'instruments'>;
  items: ItemRow[];
  units: UnitRow[];
  /** Every progress step of the order's units, oldest first. */
  events: UnitEvent[];
  /** A pay-now payment of the order completed (a PAID row of order_prepayments). */
  paidOnline: boolean;
}

/** One order of an account with all it shows: undefined when it is not there or not the account's. */
export async function selectOrderDetail(
  db: Db,
  accountId: string,
  orderId: string,
): Promise<OrderDetailRows | undefined> {
  const [row] = await detailRead(db, [orderId, accountId]);
  if (!row) return undefined;
  const { data } = row;
  const list = (value: unknown) => value as Record<string, unknown>[];
  const group = data.group as { payment_id: string; instruments: OrderDetailRows['group']['instruments'] };
  const units = data.units as { unit: Record<string, unknown>; events: Record<string, unknown>[] }[];
  return {
    order: rowFromJson(orders, data.order as Record<string, unknown>),
    group: { paymentId: group.payment_id, instruments: group.instruments },
    items: list(data.items).map((i) => rowFromJson(orderItems, i)),
    units: units.map((u) => rowFromJson(orderItemUnits, u.unit)),
    events: units
      .flatMap((u) =>
        u.events.map((e) => ({
          unitId: String(u.unit.id),
          status: e.status as UnitStatus,
          remark: (e.remark as string | null) ?? null,
          at: new Date(String(e.at)),
        })),
      )
      .sort((a, b) => a.at.getTime() - b.at.getTime()),
    paidOnline: data.paid === true,
  };
}

/** Turns delivery updates of an account's order on or off; false when the order is not the account's. */
export async function updateSubscribed(
  db: Executor,
  accountId: string,
  orderId: string,
  subscribed: boolean,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ subscribed })
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Rows of an order history written at once (order-history.ts: the bench's shopper, the paging tests). */
export interface HistoryRows {
  groups: (typeof orderGroups.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  units: (typeof orderItemUnits.$inferInsert)[];
  events: (typeof orderUnitEvents.$inferInsert)[];
}

/** Writes an order history in a few statements of the caller's transaction, parents first, in chunks. */
export async function insertOrderHistory(tx: Tx, rows: HistoryRows): Promise<void> {
  const chunk = 2_000;
  const parts: [Parameters<typeof insertFromJson>[0], Record<string, unknown>[]][] = [
    [orderGroups, rows.groups],
    [orders, rows.orders],
    [orderItems, rows.items],
    [orderItemUnits, rows.units],
    [orderUnitEvents, rows.events],
  ];
  for (const [table, list] of parts)
    for (let start = 0; start < list.length; start += chunk)
      await tx.execute(insertFromJson(table, list.slice(start, start + chunk)));
}
