import type { OrderDetail, OrderDetailItem } from '../../../contracts/orders.ts';
import type { OrderActionType } from '../../../contracts/orders-paths.ts';

/** What the order as a whole offers (spec 001 §2 action types, §6 flags). */
export interface OrderLevelActions {
  print: boolean;
  contactus: boolean;
  payNow: boolean;
  invoice: boolean;
  subscription: boolean;
}

/** What one item offers: a link's address, or null when the item does not offer it. */
export interface ItemActions {
  review: string | null;
  sellerReview: string | null;
  cancel: string | null;
  return: string | null;
  giftcard: boolean;
}

/**
 * The cancel flow of an item (the next issue's screen; a placeholder until then): the order, the
 * item and its first unit, as the cancellation data call takes them (spec 001 §7).
 */
export const cancelHref = (orderId: string, item: OrderDetailItem) =>
  `/orders/cancel?${new URLSearchParams({ order_id: orderId, item_id: item.orderItemId, unit_id: item.orderItemUnitId })}`;

/** The return flow `/orders/returns` of an item (spec 001 §2), with what the reasons call needs. */
export const returnHref = (orderId: string, item: OrderDetailItem) =>
  `/orders/returns?${new URLSearchParams({ order_id: orderId, item_id: item.orderItemId, unit_id: item.orderItemUnitId })}`;

/**
 * The actions the page shows: an action type the server lists in `actions`, and for each one the
 * flag that allows it (spec 001 §6): pay now by the prepaid eligibility, the invoice once it may
 * be downloaded, cancel and return by the order's and the item's flags, review by the item's,
 * the gift voucher resend for a gift item of an order that allows it. Both must say yes: a
 * flag the list does not name, or a listed action whose flag is off, shows nothing.
 */
export function actionsOf(order: OrderDetail): { order: OrderLevelActions; items: Map<string, ItemActions> } {
  const listed = new Set<OrderActionType>(order.actions);
  const has = (type: OrderActionType) => listed.has(type);
  const items = new Map<string, ItemActions>();
  for (const item of order.items) {
    items.set(item.orderItemId, {
      review: has('review') && item.itemReviewable && item.rateAndReview ? item.rateAndReview.url : null,
      sellerReview: has('sellerReview') && item.sellerReviewUrl ? item.sellerReviewUrl : null,
      cancel:
        has('cancel') && order.orderCancellationAllowed && item.itemCancellable
          ? cancelHref(order.orderId, item)
          : null,
      return: has('return') && order.orderReturnAllowed && item.itemReturnable ? returnHref(order.orderId, item) : null,
      giftcard: has('giftcard') && order.resendEGVAllowed && (item.giftDetails !== null || order.orderType === 'egv'),
    });
  }
  return {
    order: {
      print: has('print'),
      contactus: has('contactus'),
      payNow: has('payNow') && order.prepaidEligibilityData.eligibility,
      invoice: has('invoice') && order.isDownloadInvoiceAllowed,
      subscription: has('subscription'),
    },
    items,
  };
}

/** The check made before sending the invoice: an address a mail server could take, or nothing is sent. */
export const isInvoiceEmail = (email: string) =>
  email.length <= 254 && /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[a-z]{2,}$/i.test(email);

/** A link from an answer, only when it is a path of this site or an http(s) address (never `javascript:`). */
export const safeHref = (url: string | null | undefined): string | null =>
  url && /^(https?:\/\/|\/(?![/\\]))/i.test(url) ? url : null;
