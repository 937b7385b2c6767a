import { orderPageCount, ordersPageSize } from '../../contracts/orders-paths.ts';
import type { OrderListEntry, OrdersList } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { orderDateText, promiseDateText } from './dates.ts';
import { groupedItemsOf } from './grouped-items.ts';
import { searchPatterns, selectOrdersPage, type ListedOrder } from './self-serve-repository.ts';
import { orderLabelOf } from './fulfilment-steps.ts';

type Deps = Pick<AppContext, 'db'>;

/**
 * `GET /api/1/self-serve/orders/?pageNum=&q=` for the logged-in account (spec 001 §2 My orders):
 * its orders newest first, `ordersPageSize` a page, with the total and the page count (§4). `q`
 * keeps the orders with an item whose title holds every word of it (case-insensitive). A page
 * past the end answers no orders with the same total and page count.
 */
export async function ordersList(
  deps: Deps,
  accountId: string,
  query: { pageNum: number; q?: string | undefined },
): Promise<OrdersList> {
  const { total, orders } = await selectOrdersPage(deps.db, accountId, {
    limit: ordersPageSize,
    offset: (query.pageNum - 1) * ordersPageSize,
    patterns: searchPatterns(query.q),
  });
  return {
    pageNum: query.pageNum,
    pageSize: ordersPageSize,
    total,
    pageCount: orderPageCount(total, ordersPageSize),
    orders: orders.map(listEntryOf),
  };
}

function listEntryOf(order: ListedOrder): OrderListEntry {
  return {
    orderId: order.id,
    orderDate: order.placedAt.toISOString(),
    orderDateText: orderDateText(order.placedAt),
    amount: order.amount,
    orderStatus: orderLabelOf(order.items.flatMap((i) => i.units.map((u) => u.status))),
    numberOfItems: order.items.reduce((s, i) => s + i.quantity, 0),
    orderLvlPromiseDate: order.promiseDate,
    orderLvlPromiseDateText: promiseDateText(order.promiseDate),
    groupedItems: groupedItemsOf(order.items, order.promiseDate),
  };
}
