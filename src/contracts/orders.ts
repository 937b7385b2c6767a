import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { confirmationStatus, orderStatusLabels, orderTypes, ordersPaths, unitStatuses } from './orders-paths.ts';

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

export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type OrderPaymentMethod = z.infer<typeof orderPaymentMethodSchema>;
export type ItemAdjustment = z.infer<typeof itemAdjustmentSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Confirmation = z.infer<typeof confirmationSchema>;
export type ConfirmationQuery = z.infer<typeof confirmationQuery>;

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
};
