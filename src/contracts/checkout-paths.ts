/** Zod-free constants of the checkout calls, safe for the browser bundle (contracts in checkout.ts). */
/** Paths of the checkout calls (spec 001 §7 Checkout); see docs/decisions/0037-checkout.md. */
export const checkoutPaths = {
  /** `POST ?loginFlow=`: starts the shopper's checkout from the cart, or from buy-now listings. */
  init: '/api/4/checkout/init',
  /** `GET ?v=` the summary; `PUT` a quantity or tier change. */
  checkout: '/api/4/checkout',
  /** `DELETE ?listingIds=` removes lines from the checkout. */
  items: '/api/4/checkout/items',
  email: '/api/4/checkout/email',
  /** `PUT`: deliver to this saved address. */
  selectContact: '/api/4/checkout/contact/:contactId/user_generated',
  /** `POST` a new address, `PUT` an existing one (with contactId); either is then selected. */
  contact: '/api/4/checkout/contact',
  /**
   * `POST` {loginId, otp, otpRequestId}: a visitor continues as a guest with a mobile proven by a
   * SIGNUP code (otp/generate); the checkout then belongs to that mobile's GUEST account.
   */
  guest: '/api/4/checkout/guest',
  /** `GET`: reserves the buyable units and answers the payment token. */
  paymentToken: '/api/3/checkout/paymentToken',
} as const;

/** Checkout types: the upper-case order domain (spec 001 §9 order types); only PHYSICAL is sold today. */
export const checkoutTypes = ['PHYSICAL', 'DIGITAL', 'EGV', 'SUBSCRIPTION'] as const;

/** Delivery tiers a line can take (serviceType TIER, serviceValue one of these). */
export const deliveryTiers = ['STANDARD', 'EXPRESS'] as const;
export type DeliveryTier = (typeof deliveryTiers)[number];

export const checkoutLimits = {
  /** Units of one line (the cart's per-line capacity). */
  maxQuantity: 10,
  /** Lines of one checkout. */
  maxLines: 50,
  /** Minutes a payment token and its stock reservation live. */
  reservationMinutes: 15,
  /** Orders above this many paise deliver free (spec 001 §9: above 500 rupees). */
  freeDeliveryAbove: 50_000,
  /** Delivery charge in paise of an order at or below the free-delivery amount. */
  deliveryCharge: 4_000,
  /** Extra charge in paise per EXPRESS line. */
  expressCharge: 9_900,
} as const;

/**
 * Error codes of the checkout calls. The address codes are spec 001 §8's, mapped to the form's
 * fields by the storefront; any other code is its GENERIC_ERROR banner.
 */
export const checkoutErrorCodes = {
  /** Phone or alternate phone. */
  phone: 'USER_COMMUNICATION_INVALID',
  pincode: 'ADD_PINCODE_INVALID',
  state: 'ADD_STATE_INVALID',
  addressLine1: 'ADD_LINE1_INVALID',
  name: 'ADD_NAME_INVALID',
  city: 'ADD_CITY_INVALID',
  addressField: 'ADD_FIELD_INVALID',
  /** 'Address data is empty', 'No cart items present' (spec 001 §8). */
  generic: 'GENERIC_ERROR',
  noCheckout: 'CHECKOUT_NOT_FOUND',
  itemNotFound: 'CHECKOUT_ITEM_NOT_FOUND',
  contactNotFound: 'CHECKOUT_CONTACT_NOT_FOUND',
  notServiceable: 'ADDRESS_NOT_SERVICEABLE',
  outOfStock: 'CHECKOUT_OUT_OF_STOCK',
  quantityUnavailable: 'CHECKOUT_QUANTITY_UNAVAILABLE',
  addressRequired: 'CHECKOUT_ADDRESS_REQUIRED',
  emailInvalid: 'CHECKOUT_EMAIL_INVALID',
  typeUnsupported: 'CHECKOUT_TYPE_UNSUPPORTED',
  tierUnavailable: 'CHECKOUT_TIER_UNAVAILABLE',
  addressLimit: 'ADD_LIMIT_REACHED',
  /** Address calls of a visitor who has neither logged in nor continued as a guest (401). */
  loginRequired: 'CHECKOUT_LOGIN_REQUIRED',
} as const;

/** Texts of the checkout's server answers (ERROR_MESSAGE / errorMessage). */
export const checkoutMessages = {
  addressEmpty: 'Address data is empty',
  noItems: 'No cart items present',
  notServiceable: 'The selected address is not serviceable',
  outOfStock: 'Sorry, some items in your order just went out of stock. Remove them to continue.',
  quantityUnavailable: 'Only a few units are left. Lower the quantity to continue.',
  noCheckout: 'Your checkout has expired. Please start again from your cart.',
  itemNotFound: 'This item is no longer in your order',
  contactNotFound: 'No such address',
  addressRequired: 'Please select a delivery address',
  emailInvalid: 'Please enter valid Email ID',
  typeUnsupported: 'This kind of order cannot be placed here',
  tierUnavailable: 'This delivery option is not available',
  loginRequired: 'Please log in or continue as a guest first',
  invalidPhone: 'Not a valid phone number',
  invalidPincode: 'Not a valid pincode',
  unknownPincode: 'Pincode is invalid',
  stateMismatch: 'The state does not match the pincode',
  blank: 'Please fill out this field',
  tooLong: 'Not a valid value',
} as const;
