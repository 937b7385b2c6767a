import { z } from 'zod';
import { cartListLimit, cartPaths, cartQuantityCeiling, coldReasons } from './cart-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The cart calls (spec 001 §3 "Cart item and cart response", §7 Cart; 000 §4, §5, §8). Every answer
 * that changes the cart names what the cart page needs to render from it alone; the open choices
 * (capacity, merge at login, undo, per-listing add errors) are in docs/decisions/0036.
 */

/** Listing ids (a seller's offer, `LST...`) and cart item ids are short and URL-safe. */
export const listingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a listing id');
const productIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a product id');
const cartItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a cart item id');

/**
 * Units of one line: a positive whole number. Above `cartCapacity.unitsPerLine` (10) the service
 * answers CART_CAPACITY_EXCEEDED; above 999 it is malformed input.
 */
export const cartQuantitySchema = z.number().int().min(1).max(cartQuantityCeiling);

/**
 * `listingIds` of the list calls: comma-joined (`a,b`), or repeated (`listingIds=a&listingIds=b`,
 * spec 000 §7's client repeats arrays); duplicates dropped. An empty list is a 400 (spec 001 §5:
 * the storefront makes no call for one; the server refuses it too).
 */
export const listingIdsQuery = z
  .union([z.string().max(cartListLimit * 66), z.array(z.string().max(66)).max(cartListLimit)])
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(listingIdSchema).min(1, 'name at least one listing id').max(cartListLimit));

const listQuery = z.object({ listingIds: listingIdsQuery });

/** `GET /api/3/cart/details?pincode=`; a malformed pincode answers 400 PINCODE_INVALID, empty is none. */
export const cartDetailsQuery = z.object({
  /** Pincode to judge delivery by; when absent, the session's chosen pincode (or the account's latest). */
  pincode: z.string().max(20).optional(),
});

/** An exchange offer sent with an add: the device the shopper hands over. */
export const exchangeSchema = z.object({
  /** The old device's IMEI, 15 digits. */
  imei: z.string().regex(/^[0-9]{15}$/, 'must be 15 digits'),
});

/** One listing of `POST /api/4/cart/add`, under its listing id. */
export const addLineSchema = z.object({
  /** Units to add; 1 when absent. */
  quantity: cartQuantitySchema.default(1),
  /** The listing's product; a listing of another product answers LISTING_NOT_FOUND for that listing. */
  productId: productIdSchema,
  /** Present for the exchange add (spec 001 §7); kept on the line and shown with it. */
  exchange: exchangeSchema.optional(),
});

/**
 * `POST /api/4/cart/add` body, keyed by listing id: `{"LSTxxx": {"quantity": 1, "productId": "PRD..."}}`.
 * One to 50 listings; all are written or none.
 */
export const addToCartBody = z
  .record(listingIdSchema, addLineSchema)
  .refine((r) => Object.keys(r).length >= 1, 'name at least one listing')
  .refine((r) => Object.keys(r).length <= cartListLimit, `at most ${cartListLimit} listings`);

/** `POST /api/1/cart-lite/add?listingId=&productId=&quantity=`: the add of one listing from the query. */
export const liteAddQuery = z.object({
  listingId: listingIdSchema,
  productId: productIdSchema,
  quantity: z.coerce.number().pipe(cartQuantitySchema).default(1),
});

/** `PUT /api/3/cart/item/{id}?quantity=`: the line's new quantity, 1 when absent. */
export const quantityParams = z.object({ id: cartItemIdSchema });
export const quantityQuery = z.object({ quantity: z.coerce.number().pipe(cartQuantitySchema).default(1) });

/** Whether and when a line reaches the pincode of the answer. */
export const cartDeliverySchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** `YYYY-MM-DD` in Asia/Kolkata; null when not serviceable. */
  date: z.string().nullable(),
  /** Days from today; 0 when not serviceable. */
  days: z.number().int(),
});

export const cartItemSchema = z.object({
  /** The cart item id (of this line, in this cart): `PUT /api/3/cart/item/{id}` takes it. */
  id: z.string(),
  listingId: z.string(),
  productId: z.string(),
  /**
   * The line this one was added with, when it belongs to another (spec 001 §3); null for a line
   * of its own, which every line is today.
   */
  parentContext: z.object({ cartItemId: z.string(), listingId: z.string() }).nullable(),
  quantity: z.number().int().positive(),
  /** The most units this line may hold now: min(10, the listing's stock), at least 1. */
  maxQuantity: z.number().int().positive(),
  title: z.string(),
  /** Product page path. */
  url: z.string(),
  /** Image URL template with `{@width}`, `{@height}`, `{@quality}` (contracts/images.ts). */
  image: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** Unit selling price and unit MRP, integer paise. */
  price: z.number().int().nonnegative(),
  mrp: z.number().int().nonnegative(),
  /** Percent off MRP, whole. */
  discountPercent: z.number().int().nonnegative(),
  /** price × quantity and mrp × quantity, paise. */
  lineTotal: z.number().int().nonnegative(),
  lineMrp: z.number().int().nonnegative(),
  /** Delivery to the answer's pincode; null when the answer has no pincode. */
  delivery: cartDeliverySchema.nullable(),
  /** The exchange offer added with it, if any. */
  exchange: exchangeSchema.nullable(),
  /** Why it cannot be ordered (in `coldStateItems`); null in `buyableStateItems`. */
  reason: z.enum(coldReasons).nullable(),
  /** When it was added, milliseconds since the epoch. */
  addedAt: z.number().int(),
});

/** A line deleted or moved to the wishlist within the undo window (15 minutes), newest first. */
export const removedCartItemSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  /** DELETED: `undoDelete` puts it back; MOVED_TO_WISHLIST: `undoMoveToWishList` does. */
  removal: z.enum(['DELETED', 'MOVED_TO_WISHLIST']),
  removedAt: z.number().int(),
});

/** Price details of the buyable lines (cold lines are not counted), integer paise. */
export const cartSummarySchema = z.object({
  /** The pincode delivery was judged by (query, else session, else account's latest); null when none. */
  pincode: z.string().nullable(),
  /** Lines in the cart, buyable and cold: the header's cart count. */
  count: z.number().int().nonnegative(),
  /** Units of all lines. */
  units: z.number().int().nonnegative(),
  /** Lines and units that can be ordered. */
  buyableCount: z.number().int().nonnegative(),
  buyableUnits: z.number().int().nonnegative(),
  /** Σ mrp × quantity of buyable lines ("Price (n items)"). */
  price: z.number().int().nonnegative(),
  /** Σ (mrp − price) × quantity. */
  discount: z.number().int().nonnegative(),
  /** 0 (shown as the 'free' text) when price − discount is above ₹500, else ₹40; 0 for no buyable lines. */
  delivery: z.number().int().nonnegative(),
  /** price − discount + delivery: the amount payable. */
  total: z.number().int().nonnegative(),
  /** What the shopper saves: the discount. */
  savings: z.number().int().nonnegative(),
});

/** The cart as the cart page renders it: every call that changes the cart answers this. */
export const cartSchema = z.object({
  cartDetails: z.object({
    cartSummary: cartSummarySchema,
    /** Lines (units) a cart may hold: `cartCapacity`. */
    capacity: z.object({ unitsPerLine: z.number().int(), linesPerCart: z.number().int() }),
  }),
  /** Lines that can be ordered, oldest first. */
  buyableStateItems: z.array(cartItemSchema),
  /** Lines that cannot be ordered now, with `reason`. */
  coldStateItems: z.array(cartItemSchema),
  /**
   * Lines whose units a checkout in progress holds for this shopper. Empty until checkout
   * reserves stock (checkout reads the cart through the cart service).
   */
  reservedItems: z.array(cartItemSchema),
  /** Lines deleted or moved within the undo window, for UNDO. */
  removeCartItems: z.array(removedCartItemSchema),
});

/** The cart lines in the user state's shape (`cart.items`), answered by the adds so the header follows. */
export const cartLineRefSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  quantity: z.number().int().positive(),
});

/** What became of one listing of an add. */
export const addItemResultSchema = z.object({
  /** True when the line was written (also with an allowed code, e.g. NOT_SERVICEABLE). */
  added: z.boolean(),
  /** The new line's cart item id; null when not added. */
  cartItemId: z.string().nullable(),
  quantity: z.number().int().nonnegative(),
  /** A code of `cartErrorCodes`; null when all went well. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});

/**
 * Answer of `POST /api/4/cart/add` and `POST /api/1/cart-lite/add`: always 200 for a well-formed
 * request. When any listing has an error code not in `addToCartAllowedCodes`, nothing was written
 * (spec 000 §8: the storefront rejects with the first such error); malformed input is a 400.
 */
export const addToCartResultSchema = z.object({
  /** Per listing id sent. */
  addItemToCart: z.record(z.string(), addItemResultSchema),
  /** The listings with a code, in the order sent: the first one not allowed is the one shown. */
  errors: z.array(z.object({ listingId: z.string(), errorCode: z.string(), errorMessage: z.string() })),
  /** The cart's lines after the add (what user state's `cart.items` now says). */
  cart: z.object({ count: z.number().int().nonnegative(), items: z.array(cartLineRefSchema) }),
});

/** Answer of `PUT /api/3/cart/item/{id}`: the line changed (spec 001 §3 editCart) and the whole cart. */
export const editCartResultSchema = cartSchema.extend({
  editCart: z.object({ id: z.string(), listingId: z.string(), quantity: z.number().int().positive() }),
});

export type CartItem = z.infer<typeof cartItemSchema>;
export type RemovedCartItem = z.infer<typeof removedCartItemSchema>;
export type CartSummary = z.infer<typeof cartSummarySchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CartLineRef = z.infer<typeof cartLineRefSchema>;
export type AddToCartBody = z.infer<typeof addToCartBody>;
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;
export type AddItemResult = z.infer<typeof addItemResultSchema>;

/**
 * The cart calls (docs/decisions/0024, 0036). No login needed (spec 000 §6) except the wishlist
 * moves: a visitor's cart lives with the visit's session, made at the first add.
 */
export const cartEndpoints = {
  details: defineEndpoint({ method: 'GET', path: cartPaths.details, query: cartDetailsQuery, response: cartSchema }),
  moveToWishList: defineEndpoint({
    method: 'PUT',
    path: cartPaths.moveToWishList,
    query: listQuery,
    response: cartSchema,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: cartPaths.remove, query: listQuery, response: cartSchema }),
  undoDelete: defineEndpoint({ method: 'PUT', path: cartPaths.undoDelete, query: listQuery, response: cartSchema }),
  undoMoveToWishList: defineEndpoint({
    method: 'PUT',
    path: cartPaths.undoMoveToWishList,
    query: listQuery,
    response: cartSchema,
  }),
  quantity: defineEndpoint({
    method: 'PUT',
    path: cartPaths.quantity,
    params: quantityParams,
    query: quantityQuery,
    response: editCartResultSchema,
  }),
  add: defineEndpoint({ method: 'POST', path: cartPaths.add, body: addToCartBody, response: addToCartResultSchema }),
  liteAdd: defineEndpoint({
    method: 'POST',
    path: cartPaths.liteAdd,
    query: liteAddQuery,
    response: addToCartResultSchema,
  }),
};
