/**
 * Zod-free constants of the cart calls (contracts in cart.ts), safe for the browser bundle.
 * Spec 001 §7 Cart; the choices the spec leaves open are in docs/decisions/0036.
 */
export const cartPaths = {
  /** `GET ?pincode=`: the whole cart; answers are readable even on error (spec 001 §7). */
  details: '/api/3/cart/details',
  /** `PUT ?listingIds=a,b`: moves the lines to the wishlist (login required). */
  moveToWishList: '/api/3/cart/item/moveToWishList',
  /** `DELETE ?listingIds=a,b`: removes the lines (kept for undo). */
  remove: '/api/3/cart/item',
  /** `PUT ?listingIds=a,b`: puts deleted lines back. */
  undoDelete: '/api/3/cart/undo/undoDelete',
  /** `PUT ?listingIds=a,b`: puts moved lines back in the cart and takes them off the wishlist. */
  undoMoveToWishList: '/api/3/cart/undo/undoMoveToWishList',
  /** `PUT /api/3/cart/item/{cartItemId}?quantity=` (quantity 1 when absent). */
  quantity: '/api/3/cart/item/:id',
  /** `POST` body keyed by listing id: `{"LST...": {"quantity": 1, "productId": "..."}}`. */
  add: '/api/4/cart/add',
  /** `POST ?listingId=&productId=&quantity=`: the same add, one listing, from the query. */
  liteAdd: '/api/1/cart-lite/add',
} as const;

/**
 * What a cart may hold (docs/decisions/0036). Beyond either: CART_CAPACITY_EXCEEDED,
 * 'You have exceeded your cart capacity.'. A line may hold fewer units than `unitsPerLine` when
 * the listing has fewer in stock (the item's `maxQuantity`).
 */
export const cartCapacity = { unitsPerLine: 10, linesPerCart: 50 } as const;

/** The most listing ids one remove, move or undo call may name; the most listings one add may carry. */
export const cartListLimit = cartCapacity.linesPerCart;

/** A quantity above this is malformed input (400 VALIDATION_FAILED), not a capacity question. */
export const cartQuantityCeiling = 999;

/** Orders above ₹500 (50,000 paise) deliver free (spec 001 §9); below, this charge in paise. */
export const freeDeliveryAbovePaise = 50_000;
export const deliveryChargePaise = 4_000;

/** How long a deleted or moved line can be undone (it shows in `removeCartItems` meanwhile). */
export const cartUndoWindowMs = 15 * 60 * 1000;

/** Error codes of the cart calls, in `RESPONSE.errorCode` or a per-listing `errorCode`. */
export const cartErrorCodes = {
  /** 'You have exceeded your cart capacity.' */
  capacity: 'CART_CAPACITY_EXCEEDED',
  /** 'This product is already added in cart' */
  alreadyInCart: 'CART_ITEM_ALREADY_ADDED',
  /** The listing has no units left. */
  outOfStock: 'OUT_OF_STOCK',
  /** Fewer units in stock than asked for. */
  quantityUnavailable: 'QUANTITY_UNAVAILABLE',
  /** No such listing, or the productId sent is not the listing's product. */
  listingNotFound: 'LISTING_NOT_FOUND',
  /** Added, but the listing does not deliver to the shopper's pincode (an allowed code). */
  notServiceable: 'NOT_SERVICEABLE',
  /** No line of this cart has that cart item id (another shopper's id included): 404. */
  itemNotFound: 'CART_ITEM_NOT_FOUND',
  /** None of the listing ids named is a line (or, for undo, a removed line) of this cart: 404. */
  listingsNotInCart: 'CART_LISTINGS_NOT_FOUND',
  /** Wishlisting (move to wishlist, its undo) needs login: 401, 'Please login for wishlisting a product'. */
  loginRequired: 'WISHLIST_LOGIN_REQUIRED',
} as const;

/**
 * Per-listing codes of an add that do not fail the add (spec 000 §8 "unless its code is in an
 * allowed list"): the line was written. Any other per-listing code means nothing was written.
 */
export const addToCartAllowedCodes: readonly string[] = [cartErrorCodes.notServiceable];

/** Messages the server sends in `errorMessage` (the storefront shows them; texts.ts has the same words). */
export const cartMessages = {
  capacity: 'You have exceeded your cart capacity.',
  alreadyInCart: 'This product is already added in cart',
  outOfStock: 'This product is out of stock',
  quantityUnavailable: 'Only a few units of this product are left',
  listingNotFound: 'This product is no longer sold by this seller',
  notServiceable: 'This product cannot be delivered to your pincode',
  itemNotFound: 'This item is not in your cart',
  listingsNotInCart: 'These items are not in your cart',
  loginRequired: 'Please login for wishlisting a product',
} as const;

/** Why a line is cold (cannot be ordered): `coldStateItems[].reason`. */
export const coldReasons = ['OUT_OF_STOCK', 'QUANTITY_UNAVAILABLE', 'NOT_SERVICEABLE', 'UNAVAILABLE'] as const;
export type ColdReason = (typeof coldReasons)[number];
