import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  confirmationStatus,
  orderActionTypes,
  orderStatusLabels,
  orderTypes,
  ordersPaths,
  progressStepStatuses,
  unitStatuses,
} from './orders-paths.ts';

/**
 * The order calls of spec 001 §7 Orders (docs/decisions/0041-order-placement.md). Amounts are
 * integer paise. Dates come twice: ISO (`orderDate`, `promisedDate` as `YYYY-MM-DD`) for code,
 * and as the spec's texts (`orderDateText` 'Tue, Jan 5th '24 3:04 PM', `promisedDateText`
 * 'Tue, Jan 5th '24', no time) in Asia/Kolkata for the page.
 */

const ref = z.string().min(1).max(200);

/** `?reference_id&token`: the payment's reference (its paymentId) and/or its payment token; one is needed. */
export const confirmationQuery = z.object({
  reference_id: ref.optional(),
  token: ref.optional(),
});

/** The shipping address as it was when the order was placed (a copy: later edits do not change it). */
export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  alternatePhone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  locationTypeTag: z.enum(['HOME', 'WORK']),
});

/** One instrument's share of the payment (a split payment has several). */
export const orderPaymentMethodSchema = z.object({
  /** Instrument code of spec 001 §9: CREDIT, SAVED_CARD, NET_OPTIONS, PHONEPE, EGV, COD, ... */
  code: z.string(),
  /** E.g. 'Visa card ending 1111', 'UPI'. */
  label: z.string(),
  amount: z.number().int(),
});

/** An adjustment of an item's price: a delivery charge (positive) or a discount (negative). */
export const itemAdjustmentSchema = z.object({
  type: z.string(),
  label: z.string(),
  amount: z.number().int(),
});

/** Prices of an order item (spec 001 §3 Order item prices). */
export const orderItemPricesSchema = z.object({
  /** What the item costs in this order: itemSellingPrice × quantity plus the adjustments. */
  amount: z.number().int(),
  /** Unit MRP. */
  itemListingPrice: z.number().int(),
  /** Unit selling price. */
  itemSellingPrice: z.number().int(),
  itemAdjustments: z.array(itemAdjustmentSchema),
  itemOffers: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});

export const orderItemUnitSchema = z.object({
  orderItemUnitId: z.string(),
  status: z.enum(unitStatuses),
});

export const orderItemSchema = z.object({
  orderItemId: z.string(),
  /** The first unit's id; `units` lists every unit (one per unit bought). */
  orderItemUnitId: z.string(),
  units: z.array(orderItemUnitSchema),
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** The product image: `url` is null when it has none. */
  itemMetadata: z.object({ isLarge: z.boolean(), url: z.string().nullable() }),
  prices: orderItemPricesSchema,
  sellerName: z.string(),
  /** `YYYY-MM-DD` (Asia/Kolkata), or null when no promise could be made. */
  promisedDate: z.string().nullable(),
  /** 'Tue, Jan 5th '24', or null. */
  promisedDateText: z.string().nullable(),
  /** The item's status label (Ordered when placed). */
  status: z.enum(orderStatusLabels),
});

export const orderSchema = z.object({
  orderId: z.string(),
  /** The payment's reference: every order of one payment has the same. */
  referenceId: z.string(),
  /** ISO time the order was placed. */
  orderDate: z.string(),
  /** 'Tue, Jan 5th '24 3:04 PM' (Asia/Kolkata). */
  orderDateText: z.string(),
  /** Sum of the items' amounts, in paise. */
  amount: z.number().int(),
  orderType: z.enum(orderTypes),
  orderStatus: z.enum(orderStatusLabels),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The payment's instruments (the whole payment's, shared by its orders). */
  paymentMethods: z.array(orderPaymentMethodSchema),
  customerInfo: z.object({ emailId: z.string().nullable(), phoneNumber: z.string().nullable() }),
  shippingAddress: orderAddressSchema.nullable(),
  /** (MRP − selling price) × quantity over the items. */
  totalSavings: z.number().int(),
  /** The latest promise date of its items, `YYYY-MM-DD`, and its text. */
  orderLvlPromiseDate: z.string().nullable(),
  orderLvlPromiseDateText: z.string().nullable(),
  /** Units in the order. */
  numberOfItems: z.number().int(),
  items: z.array(orderItemSchema),
});

/** The order confirmation (spec 001 §3): `orderList` is empty unless statusCode is 200. */
export const confirmationSchema = z.object({
  /** 200 placed, 202 the payment is being confirmed (ask again), 402 the payment failed (see orders-paths.ts). */
  statusCode: z.union([
    z.literal(confirmationStatus.ok),
    z.literal(confirmationStatus.pending),
    z.literal(confirmationStatus.failed),
  ]),
  statusMessage: z.string(),
  /** The payment's reference (paymentId), or null while it is not known. */
  referenceId: z.string().nullable(),
  sellerGroupMessage: z.string(),
  productSpecificMessage: z.string(),
  thankYouMessage: z.object({ message: z.string() }),
  orderList: z.array(orderSchema),
});

// ---- issue 13: the order list, the order detail and the order actions -----------------------------

const orderIdParam = z.string().min(1).max(80);
/** `pageNum`: a whole number from 1 (0, negatives, fractions, huge or non-numeric values are a 400). */
const pageNum = z.coerce.number().int().min(1).max(100_000);

export const ordersListQuery = z.object({
  pageNum: pageNum.default(1),
  /** Search over the shopper's orders by product title (case-insensitive words). */
  q: z.string().trim().max(100).optional(),
});

/** One event of a progress step (spec 001 §3 itemProgressSteps children). */
export const progressEventSchema = z.object({
  eventName: z.string(),
  /** ISO instant, or null for a step not reached. */
  eventDate: z.string().nullable(),
  /** 'Tue, Jan 5th '24 3:04 PM', or null. */
  eventDateText: z.string().nullable(),
  eventLink: z.string().nullable(),
  eventLinkText: z.string().nullable(),
  /** A courier remark; 'NA' marks the step not applicable (spec 001 §4). */
  eventRemark: z.string().nullable(),
  progressStepInfoList: z.array(z.string()),
});

/**
 * A step of an item's timeline (spec 001 §3, §4): the server sends Ordered, Packaged, Shipped,
 * Delivered and a fifth step (Cancelled or Returned, or `status: null` when neither happened);
 * the page applies the rules of §4 (current step, cancel/return after it, a null fifth dropped).
 */
export const progressStepSchema = z.object({
  groupName: z.string(),
  status: z.enum(progressStepStatuses).nullable(),
  children: z.array(progressEventSchema),
});

export const orderDetailItemSchema = orderItemSchema.extend({
  itemProgressSteps: z.array(progressStepSchema),
  /** The unit status driving the status classes (spec 001 §4), e.g. 'shipped', 'return-requested'. */
  statusClass: z.string(),
  returnPolicy: z.string().nullable(),
  returnBadge: z.string().nullable(),
  assuredBuyBackData: z.null(),
  associatedOrderItemId: z.string().nullable(),
  sellerUrl: z.string().nullable(),
  sellerReviewUrl: z.string().nullable(),
  /** For an egv item: the recipient and the message. */
  giftDetails: z.object({ recipientName: z.string(), recipientEmail: z.string(), message: z.string() }).nullable(),
  returnTracking: z.null(),
  nonReturnRefunds: z.array(z.object({ amount: z.number().int(), label: z.string() })),
  rateAndReview: z.object({ url: z.string(), rating: z.number().int().nullable() }).nullable(),
  category: z.string().nullable(),
  vertical: z.string().nullable(),
  fsn: z.string(),
  itemReturnable: z.boolean(),
  itemCancellable: z.boolean(),
  itemSchedulable: z.boolean(),
  itemReviewable: z.boolean(),
  preOrder: z.boolean(),
  promisedFromDate: z.string().nullable(),
  promisedToDate: z.string().nullable(),
  actualDeliveredDate: z.string().nullable(),
  currentSlotStartDate: z.string().nullable(),
  currentSlotEndDate: z.string().nullable(),
});

/** An order in the list: its header and its items grouped by status (spec 001 §2 My orders). */
export const orderListEntrySchema = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  orderDateText: z.string(),
  amount: z.number().int(),
  orderStatus: z.enum(orderStatusLabels),
  numberOfItems: z.number().int(),
  orderLvlPromiseDate: z.string().nullable(),
  orderLvlPromiseDateText: z.string().nullable(),
  groupedItems: z.array(
    z.object({
      /** 'Delivered', 'Shipped', ... : the group's status label. */
      desktopStatus: z.string(),
      /** 'Delivered on Tue, Jan 5th '24', 'Arriving by ...', 'Cancelled on ...'. */
      desktopSubStatus: z.string(),
      items: z.array(
        z.object({
          orderItemId: z.string(),
          title: z.string(),
          quantity: z.number().int(),
          itemMetadata: z.object({ isLarge: z.boolean(), url: z.string().nullable() }),
          amount: z.number().int(),
        }),
      ),
    }),
  ),
});

export const ordersListSchema = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching (all of them without `q`). */
  total: z.number().int(),
  /** ceil(total/pageSize), or 0 (spec 001 §4). */
  pageCount: z.number().int(),
  orders: z.array(orderListEntrySchema),
});

export const orderDetailQuery = z.object({ order_id: orderIdParam });

export const orderDetailSchema = orderSchema.extend({
  /** Spec 001 §5: not 200 (with no items) is an error showing statusMessage. */
  statusCode: z.number().int(),
  statusMessage: z.string(),
  orderSubType: z.string().nullable(),
  items: z.array(orderDetailItemSchema),
  groupedItems: orderListEntrySchema.shape.groupedItems,
  prepaidEligibilityData: z.object({ eligibility: z.boolean(), messageTitle: z.string(), message: z.string() }),
  orderNotifications: z.array(z.object({ message: z.string(), at: z.string() })),
  subscribed: z.boolean(),
  unSubscribed: z.boolean(),
  phonePeCashbackMessage: z.string().nullable(),
  resendEGVAllowed: z.boolean(),
  addressChangeable: z.boolean(),
  orderReturnAllowed: z.boolean(),
  orderCancellationAllowed: z.boolean(),
  isDownloadInvoiceAllowed: z.boolean(),
  /** The actions the page shows, by the flags above (spec 001 §2, §6). */
  actions: z.array(z.enum(orderActionTypes)),
});

export const orderIdParams = z.object({ orderId: orderIdParam });
export const subscriptionQuery = z.object({ orderId: orderIdParam });
/** Spec 001 §3 Subscription. */
export const subscriptionSchema = z.object({ orderid: z.string(), subscribed: z.boolean(), unSubscribed: z.boolean() });
export const invoiceSendQuery = z.object({ email: z.string().trim().max(254).optional() });
/**
 * `GET invoiceDownload`: with the signed link of the invoice e-mail (`expires`, unix seconds, and
 * `signature`, 64 hex digits) the PDF opens without a session until the link expires.
 */
export const invoiceDownloadQuery = z.object({
  expires: z.coerce.number().int().positive().max(99_999_999_999).optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be the link signature')
    .optional(),
});
export const messageAnswer = z.object({ message: z.string() });
export const egvResendQuery = z.object({ itemId: orderIdParam });
/**
 * Pay now (issue 13): a payment token for the payment service (its calls take `?token=`), bound
 * to the order and its amount in paise; `expiresAt` (ISO) is when the token stops being payable.
 * Asked again while the token is live, the same token comes back (a double tap pays once).
 */
export const payNowSchema = z.object({ token: z.string(), amount: z.number().int(), expiresAt: z.string() });

export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type OrderPaymentMethod = z.infer<typeof orderPaymentMethodSchema>;
export type ItemAdjustment = z.infer<typeof itemAdjustmentSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Confirmation = z.infer<typeof confirmationSchema>;
export type ConfirmationQuery = z.infer<typeof confirmationQuery>;
export type ProgressStep = z.infer<typeof progressStepSchema>;
export type OrderDetailItem = z.infer<typeof orderDetailItemSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;
export type OrdersList = z.infer<typeof ordersListSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;

export const ordersEndpoints = {
  /**
   * Login needed (401). Another account's reference, or an unknown one, answers 404
   * ORDER_NOT_FOUND. A payment not yet turned into orders is completed here (one order either way).
   */
  confirmation: defineEndpoint({
    method: 'GET',
    path: ordersPaths.confirmation,
    query: confirmationQuery,
    response: confirmationSchema,
  }),
  list: defineEndpoint({ method: 'GET', path: ordersPaths.list, query: ordersListQuery, response: ordersListSchema }),
  /** Another account's order, or an unknown id, answers 404 ORDER_NOT_FOUND and nothing else. */
  detail: defineEndpoint({
    method: 'GET',
    path: ordersPaths.detail,
    query: orderDetailQuery,
    response: orderDetailSchema,
  }),
  invoiceSend: defineEndpoint({
    method: 'GET',
    path: ordersPaths.invoiceSend,
    params: orderIdParams,
    query: invoiceSendQuery,
    response: messageAnswer,
  }),
  egvResend: defineEndpoint({
    method: 'POST',
    path: ordersPaths.egvResend,
    params: orderIdParams,
    query: egvResendQuery,
    response: messageAnswer,
    optionalBody: true,
  }),
  subscribe: defineEndpoint({
    method: 'GET',
    path: ordersPaths.subscribe,
    query: subscriptionQuery,
    response: subscriptionSchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: ordersPaths.unsubscribe,
    query: subscriptionQuery,
    response: subscriptionSchema,
  }),
  payNow: defineEndpoint({
    method: 'POST',
    path: ordersPaths.payNow,
    params: orderIdParams,
    response: payNowSchema,
    optionalBody: true,
  }),
};
