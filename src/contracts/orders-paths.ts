/** Zod-free constants of the order calls, safe for the browser bundle (contracts in orders.ts). */
/** Paths of the order calls (spec 001 §7 Orders); see docs/decisions/0041-order-placement.md. */
export const ordersPaths = {
  /**
   * `GET ?reference_id={paymentId}&token={paymentToken}` (login needed): the orders one payment
   * placed. The payment service sends the browser to `/orderresponse` with both.
   */
  confirmation: '/api/1/self-serve/order/confirmation/',
} as const;

/** Order types (spec 001 §9), lower-case as orders carry them. */
export const orderTypes = ['physical', 'digital', 'egv', 'subscription'] as const;
export type OrderType = (typeof orderTypes)[number];

/** Status labels of an order and an item (spec 000 §1, 001 §2). */
export const orderStatusLabels = ['Ordered', 'Packaged', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatusLabel = (typeof orderStatusLabels)[number];

/**
 * Where one unit of an item is (spec 001 §4 status classes): the delivery progress approved →
 * readytoship → dispatched → shipped → outfordelivery → delivered, the cancel progress cancelled,
 * the return progress return_requested → returned. A placed order's units are `approved`.
 */
export const unitStatuses = [
  'approved',
  'readytoship',
  'dispatched',
  'shipped',
  'outfordelivery',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export type UnitStatus = (typeof unitStatuses)[number];

/**
 * `statusCode` of a confirmation answer (inside `RESPONSE`; the envelope is 200 for all three).
 * When it is not `ok` the page shows only `statusMessage` (spec 001 §4, §5).
 */
export const confirmationStatus = {
  /** The orders are placed: `orderList` holds them. */
  ok: 200,
  /** The payment is still being confirmed: ask again in a few seconds. */
  pending: 202,
  /** The payment failed or was refunded; no order was placed. */
  failed: 402,
} as const;

/** Texts of the confirmation answer. */
export const ordersMessages = {
  placed: 'Your order has been placed.',
  thankYou: 'Thank you for shopping with us! We will send you an update when your order is on its way.',
  /** sellerGroupMessage when the payment placed orders with several sellers (n is the count). */
  sellerGroup: (n: number) =>
    n > 1
      ? `Your items are sold by ${n} sellers, so they arrive as ${n} orders.`
      : 'Your items are sold by one seller and arrive as one order.',
  productSpecific: 'Items from different sellers may be delivered separately.',
  pending: 'We are confirming your payment. This page will update in a few seconds; please do not pay again.',
  /** Spec 001 §8: payment failed, charged amount refunded automatically. */
  failed:
    'Payment failed. If any amount was charged, it will be refunded automatically to your original payment method.',
  /** The stock ran out while the payment was made: refunded in full. */
  refunded:
    'Sorry, the items went out of stock while you paid. The amount charged will be refunded automatically to your original payment method.',
  notFound: 'We could not find this order',
  referenceRequired: 'reference_id or token is required',
} as const;

/** Error codes of the order calls. */
export const ordersErrorCodes = {
  notFound: 'ORDER_NOT_FOUND',
  /** The payment's amount is not the amount its token binds (server-to-server, 409). */
  amountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
} as const;
