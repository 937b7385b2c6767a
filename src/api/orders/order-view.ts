import type { UnitStatus } from '../../contracts/orders-paths.ts';
import type { Order, OrderItem, OrderPaymentMethod } from '../../contracts/orders.ts';
import { orderDateText, promiseDateText } from './dates.ts';
import type { GroupRow } from './repository.ts';
import type { ItemRow, OrderRow, UnitRow } from './self-serve-repository.ts';
import { orderLabelOf, unitLabel } from './fulfilment-steps.ts';

/**
 * An order's rows as the contract's Order (spec 001 §3): the confirmation answers it, and the
 * order detail extends it with the timeline, the flags and the actions.
 */

/** The order's own payment methods after pay now, else its payment's. */
export const paymentMethodsOf = (order: Pick<OrderRow, 'instruments'>, group: Pick<GroupRow, 'instruments'>) =>
  (order.instruments ?? group.instruments) as OrderPaymentMethod[];

export function orderItemOf(order: Pick<OrderRow, 'sellerName'>, item: ItemRow, units: readonly UnitRow[]): OrderItem {
  return {
    orderItemId: item.id,
    orderItemUnitId: units[0]?.id ?? '',
    units: units.map((u) => ({ orderItemUnitId: u.id, status: u.status as UnitStatus })),
    listingId: item.listingId,
    productId: item.productId,
    title: item.title,
    quantity: item.quantity,
    itemMetadata: { isLarge: false, url: item.image },
    prices: {
      amount: item.amount,
      itemListingPrice: item.listingPrice,
      itemSellingPrice: item.sellingPrice,
      itemAdjustments: item.adjustments,
      itemOffers: [],
    },
    sellerName: order.sellerName,
    promisedDate: item.promisedDate,
    promisedDateText: promiseDateText(item.promisedDate),
    // The first unit's: the item's timeline and orderItemUnitId are the first unit's too.
    status: unitLabel((units[0]?.status ?? 'approved') as UnitStatus),
  };
}

export function orderOf(
  group: Pick<GroupRow, 'paymentId' | 'instruments'>,
  order: OrderRow,
  items: readonly ItemRow[],
  units: readonly UnitRow[],
): Order {
  const own = items.filter((i) => i.orderId === order.id);
  const unitsOf = (itemId: string) => units.filter((u) => u.orderItemId === itemId);
  return {
    orderId: order.id,
    referenceId: group.paymentId,
    orderDate: order.placedAt.toISOString(),
    orderDateText: orderDateText(order.placedAt),
    amount: order.amount,
    orderType: order.orderType as Order['orderType'],
    // From the units, which are the truth (orders.status follows them in the same transaction).
    orderStatus: orderLabelOf(own.flatMap((i) => unitsOf(i.id).map((u) => u.status as UnitStatus))),
    sellerId: order.sellerId,
    sellerName: order.sellerName,
    paymentMethods: paymentMethodsOf(order, group),
    customerInfo: { emailId: order.customerEmail, phoneNumber: order.customerPhone },
    shippingAddress: order.shippingAddress,
    totalSavings: order.totalSavings,
    orderLvlPromiseDate: order.promiseDate,
    orderLvlPromiseDateText: promiseDateText(order.promiseDate),
    numberOfItems: own.reduce((s, i) => s + i.quantity, 0),
    items: own.map((i) => orderItemOf(order, i, unitsOf(i.id))),
  };
}
