/** Zod-free constants of the order calls, safe for the browser bundle (contracts in orders.ts). */
/** Paths of the order calls (spec 001 §7 Orders); see docs/decisions/0041-order-placement.md. */
export const ordersPaths = {
  /**
   * `GET ?reference_id={paymentId}&token={paymentToken}` (login needed): the orders one payment
   * placed. The payment service sends the browser to `/orderresponse` with both.
   */
  confirmation: '/api/1/self-serve/order/confirmation/',
  /** `GET ?pageNum={n}&q={text}` (login needed): the shopper's orders, newest first, a page at a time. */
  list: '/api/1/self-serve/orders/',
  /** `GET ?order_id={id}` (login needed): one order with its items, timeline, flags and actions. */
  detail: '/api/1/self-serve/order/detail/',
  /** `GET` (login needed; `?email=` optional, else the account's): the GST invoice sent through the outbox. */
  invoiceSend: '/api/1/self-serve/invoice/send/:orderId',
  /** `GET` (login needed): the GST invoice as a PDF download, once an item is delivered. Not an envelope. */
  invoiceDownload: '/api/1/self-serve/invoice/download/:orderId',
  /** `POST ?itemId={id}` (login needed): the gift voucher of an egv item e-mailed again. */
  egvResend: '/api/1/self-serve/egv/resend/:orderId',
  /** `GET ?orderId={id}` (login needed): delivery updates of the order on. */
  subscribe: '/api/1/self-serve/subscribe',
  /** `GET ?orderId={id}` (login needed): delivery updates of the order off. */
  unsubscribe: '/api/1/self-serve/unsubscribe',
  /** `POST` (login needed): a payment token to pay a cash-on-delivery order online before delivery. */
  payNow: '/api/1/self-serve/order/paynow/:orderId',
} as const;

/** Orders a page of the order list answers. */
export const ordersPageSize = 10;
/** Spec 001 §9: at most 4 pages of the order list load on scroll; then a button asks for more. */
export const maxAutoLoadedOrderPages = 4;
/** Spec 001 §4: the page count is ceil(total/pageSize), or 0 if either is 0. */
export const orderPageCount = (total: number, pageSize: number) =>
  total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
/** Spec 001 §4: the order list's loading states. */
export const orderListStates = ['SHOW_MORE', 'NO_MORE', 'LOADING'] as const;

/** Spec 001 §4: statuses of a progress step of the timeline. */
export const progressStepStatuses = [
  'RETURN',
  'RETURN_REQUEST',
  'CANCEL',
  'DONE',
  'INACTIVE',
  'CURRENT',
  'NA',
] as const;
export type ProgressStepStatus = (typeof progressStepStatuses)[number];

/** Spec 001 §4: status class lists of the delivery, cancel and return progress. */
export const statusClasses = {
  delivery: ['approved', 'readytoship', 'dispatched', 'shipped', 'outfordelivery', 'delivered'],
  cancel: ['approved', 'cancelled'],
  return: ['return-requested'],
} as const;

/** Spec 001 §2 order detail action types, shown by the server's flags. */
export const orderActionTypes = [
  'print',
  'contactus',
  'review',
  'cancel',
  'return',
  'giftcard',
  'payNow',
  'invoice',
  'sellerReview',
  'subscription',
] as const;
export type OrderActionType = (typeof orderActionTypes)[number];

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
  /** Spec 001 §5 / 000 §8, verbatim. */
  invoiceEmailInvalid: 'Enter a valid email address to send your invoice',
  invoiceSent: 'Your invoice has been sent to your email address.',
  /** Spec 001 §8: the invoice email error. */
  invoiceEmailFailed: 'We could not send your invoice. Please try again.',
  invoiceNotReady: 'The invoice is available once an item of the order is delivered.',
  /** The same order's invoice e-mailed too often within an hour (429). */
  invoiceEmailLimit: 'This invoice has been sent several times in the last hour. Please try again later.',
  /** An e-mailed invoice link past its date (or altered), opened without a session (401). */
  invoiceLinkExpired: 'This invoice link has expired. Please log in to download your invoice.',
  /** Spec 001 §8: subscribe and unsubscribe delivery updates (3 s toasts), and the subscription error. */
  subscribed: 'You will now receive delivery updates for this order.',
  unsubscribed: 'You will no longer receive delivery updates for this order.',
  subscriptionFailed: 'We could not update your delivery updates. Please try again.',
  egvResent: 'The gift voucher has been sent to the recipient again.',
  egvNotAllowed: 'This gift voucher cannot be sent again.',
  egvResendLimit: 'This gift voucher was sent several times in the last hour. Please try again later.',
  /** The order detail's statusMessage when it is answered (statusCode 200). */
  detailOk: 'OK',
  /** prepaidEligibilityData of a cash-on-delivery order that can be paid online now. */
  prepaidTitle: 'Pay online and skip the cash',
  prepaidMessage: (amount: string) => `Pay ${amount} online now; nothing is collected at delivery.`,
  payNowNotAllowed: 'This order cannot be paid online now.',
  /** The confirmation of a pay-now payment (`amount` as the page shows it, e.g. ₹1,299). */
  payNowPaid: (amount: string, orderId: string) =>
    `Your payment of ${amount} for order ${orderId} is received. Nothing is due on delivery.`,
  /** A pay-now payment of an order that another payment had already paid, or that was delivered or cancelled meanwhile. */
  payNowRefunded:
    'This order was already paid or can no longer be paid online. This payment will be refunded automatically to your original payment method.',
  actionNotAllowed: 'This action is not available for this order.',
  pageInvalid: 'pageNum must be a whole number from 1',
  referenceRequired: 'reference_id or token is required',
} as const;

/**
 * An e-mail address the invoice can be sent to (the same rule on the page and on the server):
 * a local part, `@`, a domain with a dot and a top-level domain of 2 to 24 letters.
 */
export const invoiceEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;

/** Error codes of the order calls. */
export const ordersErrorCodes = {
  notFound: 'ORDER_NOT_FOUND',
  /** The order's flags do not allow the action (409). */
  actionNotAllowed: 'ORDER_ACTION_NOT_ALLOWED',
  /** Invoice e-mail address missing or malformed (400). */
  invoiceEmail: 'INVOICE_EMAIL_INVALID',
  /** The payment's amount is not the amount its token binds (server-to-server, 409). */
  amountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
} as const;
