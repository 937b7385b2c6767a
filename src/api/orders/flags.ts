import type { OrderActionType, OrderType, UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderPaymentMethod } from '../../contracts/orders.ts';
import { isDelivered, isInTransit } from './status.ts';

/**
 * What an order and its items allow (spec 001 §2, §6: actions gated by the server's flags), as
 * pure functions of facts the caller has read. One module, so the order detail, pay now and the
 * invoice calls refuse and offer exactly the same things.
 */

export interface UnitFacts {
  status: UnitStatus;
  /** When the unit reached its status (for a delivered unit: when it was delivered). */
  statusAt: Date;
}

/** What the item's listing accepts back (the catalogue's return policy), or null when unknown. */
export interface ReturnWindow {
  kind: 'RETURN' | 'REPLACEMENT' | 'NO_RETURN';
  days: number;
}

/** Instrument codes paid in cash (or card) at the door (spec 001 §9). */
export const cashOnDeliveryCodes = ['COD', 'DOD'] as const;

const dayMs = 24 * 3600_000;

/** A unit can be cancelled until it is shipped (approved or packed). */
export const unitCancellable = (u: Pick<UnitFacts, 'status'>) => u.status === 'approved' || u.status === 'readytoship';

export const itemCancellable = (units: readonly Pick<UnitFacts, 'status'>[]) => units.some(unitCancellable);

/** A delivered unit can be returned (or replaced) within its listing's window after delivery. */
export function itemReturnable(units: readonly UnitFacts[], window: ReturnWindow | null, now: Date): boolean {
  if (!window || window.kind === 'NO_RETURN' || window.days <= 0) return false;
  return units.some((u) => u.status === 'delivered' && now.getTime() <= u.statusAt.getTime() + window.days * dayMs);
}

/** The product can be rated once a unit reached the shopper. */
export const itemReviewable = (units: readonly Pick<UnitFacts, 'status'>[]) => units.some((u) => isDelivered(u.status));

/** The GST invoice exists once any unit of the order is delivered (spec 001 §9: within 24 hours of delivery). */
export const invoiceAllowed = (units: readonly Pick<UnitFacts, 'status'>[]) => units.some((u) => isDelivered(u.status));

export const isCashOnDelivery = (instruments: readonly Pick<OrderPaymentMethod, 'code'>[]) =>
  instruments.some((i) => (cashOnDeliveryCodes as readonly string[]).includes(i.code));

/**
 * Pay now (prepaidEligibilityData.eligibility): a cash-on-delivery order (its own instruments,
 * else its payment's) with no unit delivered, not wholly cancelled, and not paid online already
 * (a PAID row of order_prepayments).
 */
export function prepaidEligible(input: {
  instruments: readonly Pick<OrderPaymentMethod, 'code'>[];
  units: readonly Pick<UnitFacts, 'status'>[];
  paidOnline: boolean;
}): boolean {
  const { instruments, units, paidOnline } = input;
  return (
    !paidOnline &&
    isCashOnDelivery(instruments) &&
    !units.some((u) => isDelivered(u.status)) &&
    units.some((u) => u.status !== 'cancelled')
  );
}

/** A gift voucher can be e-mailed again while the voucher order is not cancelled or returned. */
export const egvResendAllowed = (orderType: OrderType, units: readonly Pick<UnitFacts, 'status'>[]) =>
  orderType === 'egv' && units.some((u) => u.status !== 'cancelled' && u.status !== 'returned');

/** Delivery updates are offered while a unit is still on its way. */
export const subscriptionOffered = (units: readonly Pick<UnitFacts, 'status'>[]) =>
  units.some((u) => isInTransit(u.status));

export interface OrderFactsForFlags {
  orderType: OrderType;
  /** The order's payment methods (its own after pay now, else its payment's). */
  instruments: readonly Pick<OrderPaymentMethod, 'code'>[];
  subscribed: boolean;
  paidOnline: boolean;
  items: readonly { units: readonly UnitFacts[]; returnWindow: ReturnWindow | null }[];
}

export interface ItemFlags {
  itemCancellable: boolean;
  itemReturnable: boolean;
  itemReviewable: boolean;
  /** Delivery slots are not offered by this shop yet (no slot flow). */
  itemSchedulable: boolean;
}

export interface OrderFlags {
  items: ItemFlags[];
  resendEGVAllowed: boolean;
  /** No address change flow exists: never offered rather than offered and refused. */
  addressChangeable: boolean;
  orderReturnAllowed: boolean;
  orderCancellationAllowed: boolean;
  isDownloadInvoiceAllowed: boolean;
  prepaidEligible: boolean;
  subscribed: boolean;
  unSubscribed: boolean;
  /** The page's actions (spec 001 §2 action types), by the flags above. */
  actions: OrderActionType[];
}

export function orderFlags(order: OrderFactsForFlags, now: Date): OrderFlags {
  const units = order.items.flatMap((i) => i.units);
  const items = order.items.map((i): ItemFlags => ({
    itemCancellable: itemCancellable(i.units),
    itemReturnable: itemReturnable(i.units, i.returnWindow, now),
    itemReviewable: itemReviewable(i.units),
    itemSchedulable: false,
  }));
  const flags = {
    items,
    resendEGVAllowed: egvResendAllowed(order.orderType, units),
    addressChangeable: false,
    orderReturnAllowed: items.some((i) => i.itemReturnable),
    orderCancellationAllowed: items.some((i) => i.itemCancellable),
    isDownloadInvoiceAllowed: invoiceAllowed(units),
    prepaidEligible: prepaidEligible({ instruments: order.instruments, units, paidOnline: order.paidOnline }),
    subscribed: order.subscribed,
    unSubscribed: !order.subscribed,
  };
  const offered: [OrderActionType, boolean][] = [
    ['print', true],
    ['contactus', true],
    ['review', items.some((i) => i.itemReviewable)],
    ['cancel', flags.orderCancellationAllowed],
    ['return', flags.orderReturnAllowed],
    ['giftcard', flags.resendEGVAllowed],
    ['payNow', flags.prepaidEligible],
    ['invoice', flags.isDownloadInvoiceAllowed],
    ['sellerReview', items.some((i) => i.itemReviewable)],
    ['subscription', subscriptionOffered(units)],
  ];
  return { ...flags, actions: offered.filter(([, on]) => on).map(([action]) => action) };
}
