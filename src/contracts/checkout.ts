import { z } from 'zod';
import { checkoutLimits, checkoutPaths, checkoutTypes, deliveryTiers } from './checkout-paths.ts';
import { defineEndpoint } from './endpoint.ts';
import { addressSchema } from './profile.ts';

/**
 * The checkout calls of spec 001 §7 (docs/decisions/0037-checkout.md). A checkout belongs to the
 * session's shopper: a logged-in account, or the visitor of a guest session. Every call but init
 * answers CHECKOUT_NOT_FOUND (404) when the shopper has none. Amounts are integer paise.
 */

const id = z.string().min(1).max(80);
const pincode = z.string().regex(/^[1-9][0-9]{5}$/);

export const deliveryTierSchema = z.enum(deliveryTiers);

/** A line's delivery to the checkout's pincode (the selected address's, else the cart's). */
export const checkoutDeliverySchema = z.object({
  /** Null when the checkout has no pincode yet. */
  pincode: z.string().nullable(),
  serviceable: z.boolean(),
  /** `YYYY-MM-DD` in Asia/Kolkata; null when not serviceable or no pincode. */
  date: z.string().nullable(),
  days: z.number().int(),
});

/** A part of a line (bundles, exchange); none are sold yet, the list is always there. */
export const checkoutChildItemSchema = z.object({
  cartItemRefId: z.string(),
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
});

export const checkoutItemSchema = z.object({
  /** The line's id in this checkout: the key of quantity, tier and address calls. */
  cartItemRefId: z.string(),
  childItems: z.array(checkoutChildItemSchema),
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  /** Image URL, or null when the product has none. */
  image: z.string().nullable(),
  seller: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number().int(),
  /** Most units this line may take now (stock and the per-line capacity). */
  maxQuantity: z.number().int(),
  /** Unit selling price and MRP in paise. */
  price: z.number().int(),
  mrp: z.number().int(),
  discountPercent: z.number().int(),
  delivery: checkoutDeliverySchema,
  tier: deliveryTierSchema,
  /** Tiers this line can take, with their extra charge in paise. */
  tiers: z.array(z.object({ value: deliveryTierSchema, charge: z.number().int() })),
  /** Why a line is in coldStateItems; null for a buyable line. */
  coldReason: z.enum(['OUT_OF_STOCK', 'QUANTITY_UNAVAILABLE', 'NOT_SERVICEABLE']).nullable(),
  /** The shopper-facing text of coldReason, or null. */
  message: z.string().nullable(),
});

/** Price details of the buyable lines (cold lines are not counted). */
export const priceSummarySchema = z.object({
  /** Units of the buyable lines. */
  itemCount: z.number().int(),
  /** Sum of MRP × quantity. */
  price: z.number().int(),
  /** price − selling total (≥ 0). */
  discount: z.number().int(),
  /** 0 above checkoutLimits.freeDeliveryAbove (shown as the 'free' text), plus express charges. */
  deliveryCharge: z.number().int(),
  /** Amount payable: selling total + deliveryCharge. */
  total: z.number().int(),
  /** discount, plus the delivery charge waived. */
  savings: z.number().int(),
});

/** The checkout summary: the answer of init, GET and every change (spec 001 §3 Checkout summary). */
export const checkoutSummarySchema = z.object({
  checkoutId: z.string(),
  checkoutType: z.enum(checkoutTypes),
  /** Started from buy-now listings: the cart is untouched by this checkout. */
  buyNow: z.boolean(),
  /** ISO time the checkout started: the order-summary header's date. */
  createdAt: z.string(),
  /** Email for the order's updates, or null. */
  email: z.string().nullable(),
  /** Whether a logged-in (or guest-verified) account owns the checkout; false for a visitor. */
  loggedIn: z.boolean(),
  /** The pincode the deliveries are measured to. */
  pincode: z.string().nullable(),
  orderSummary: z.object({
    buyableStateItems: z.array(checkoutItemSchema),
    coldStateItems: z.array(checkoutItemSchema),
  }),
  priceSummary: priceSummarySchema,
  addressData: z.object({
    /** The shopper's saved addresses (the same as /account/addresses); empty for a visitor. */
    billingAddressInfos: z.array(addressSchema),
    selectedContactId: z.string().nullable(),
  }),
  /** A live payment token's expiry (ISO), or null: units are held for the shopper until then. */
  reservedUntil: z.string().nullable(),
});

export const initQuery = z.object({
  /** The storefront's flag: the checkout was opened from the login flow. */
  loginFlow: z.enum(['true', 'false']).optional(),
});

export const initPayload = z.object({
  checkoutType: z.enum(checkoutTypes),
  /** Buy now: these listings only, and the cart is not touched. Absent: the shopper's cart. */
  listings: z
    .array(z.object({ listingId: id, qty: z.number().int().min(1).max(checkoutLimits.maxQuantity) }))
    .min(1)
    .max(checkoutLimits.maxLines)
    .optional(),
});

export const checkoutQuery = z.object({
  /** Cache-buster timestamp the storefront sends. */
  v: z.string().max(40).optional(),
  error: z.string().max(200).optional(),
});

export const updateCheckoutPayload = z.discriminatedUnion('serviceType', [
  z.object({
    serviceType: z.literal('UPDATE_QUANTITY'),
    cartItemRefId: id,
    pincode: pincode.nullish(),
    quantity: z.number().int().min(1).max(checkoutLimits.maxQuantity),
  }),
  z.object({
    serviceType: z.literal('TIER'),
    serviceValue: deliveryTierSchema,
    cartItemRefId: id,
    pincode: pincode.nullish(),
  }),
]);

export const removeItemsQuery = z.object({
  /** Comma-joined listing ids; at least one. */
  listingIds: z.string().min(1).max(2000),
});

export const emailPayload = z.object({ emailId: z.string().trim().min(1).max(254) });

const refIds = z.array(id).max(checkoutLimits.maxLines);

export const selectContactParams = z.object({ contactId: z.string().max(80) });
export const selectContactPayload = z.object({
  /** The lines to deliver there; empty answers GENERIC_ERROR 'No cart items present'. */
  cartItemRefIds: refIds,
  billingContactId: z.string().max(80).nullish(),
});

/**
 * An address from the checkout's form. Fields are loose strings here: the server checks each itself
 * and answers spec 001 §8's field codes (USER_COMMUNICATION_INVALID, ADD_PINCODE_INVALID,
 * ADD_STATE_INVALID, ADD_LINE1_INVALID; others for name and city) with the field's errorMessage.
 */
const field = z.string().max(2000).nullish();
export const contactPayload = z.object({
  name: field,
  phone: field,
  pincode: field,
  addressLine1: field,
  addressLine2: field,
  landmark: field,
  city: field,
  state: field,
  alternatePhone: field,
  locationTypeTag: z.enum(['HOME', 'WORK']).default('HOME'),
  cartItemRefIds: refIds,
});
export const updateContactPayload = contactPayload.extend({
  /** The saved address to change; empty answers GENERIC_ERROR 'Address data is empty'. */
  contactId: z.string().max(80).nullish(),
});

export const guestPayload = z.object({
  /** A 10-digit mobile, with or without +91. */
  loginId: z.string().trim().min(1).max(20),
  otp: z.string().trim().min(1).max(10),
  otpRequestId: z.string().min(1).max(100),
});

export const paymentTokenResult = z.object({
  getPaymentToken: z.object({
    /** Opaque; the server stores only its hash. */
    token: z.string(),
    checkoutId: z.string(),
    /** Amount payable in paise, bound to the token. */
    amount: z.number().int(),
    /** ISO time the token and its reserved units expire. */
    expiresAt: z.string(),
  }),
});

export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;
export type InitPayload = z.infer<typeof initPayload>;
export type UpdateCheckoutPayload = z.infer<typeof updateCheckoutPayload>;
export type ContactPayload = z.output<typeof updateContactPayload>;
export type PaymentTokenResult = z.infer<typeof paymentTokenResult>;

/** The checkout calls; none needs a login (spec 001 §6: guest and logged-in shoppers check out). */
export const checkoutEndpoints = {
  init: defineEndpoint({
    method: 'POST',
    path: checkoutPaths.init,
    query: initQuery,
    body: initPayload,
    response: checkoutSummarySchema,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: checkoutPaths.checkout,
    query: checkoutQuery,
    response: checkoutSummarySchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: checkoutPaths.checkout,
    body: updateCheckoutPayload,
    response: checkoutSummarySchema,
  }),
  removeItems: defineEndpoint({
    method: 'DELETE',
    path: checkoutPaths.items,
    query: removeItemsQuery,
    response: checkoutSummarySchema,
  }),
  email: defineEndpoint({
    method: 'PUT',
    path: checkoutPaths.email,
    body: emailPayload,
    response: checkoutSummarySchema,
  }),
  selectContact: defineEndpoint({
    method: 'PUT',
    path: checkoutPaths.selectContact,
    params: selectContactParams,
    body: selectContactPayload,
    response: checkoutSummarySchema,
  }),
  addContact: defineEndpoint({
    method: 'POST',
    path: checkoutPaths.contact,
    body: contactPayload,
    response: checkoutSummarySchema,
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: checkoutPaths.contact,
    body: updateContactPayload,
    response: checkoutSummarySchema,
  }),
  guest: defineEndpoint({
    method: 'POST',
    path: checkoutPaths.guest,
    body: guestPayload,
    response: checkoutSummarySchema,
  }),
  paymentToken: defineEndpoint({ method: 'GET', path: checkoutPaths.paymentToken, response: paymentTokenResult }),
};
