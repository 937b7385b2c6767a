import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wishlistCapacity, wishlistListLimit, wishlistPaths } from './wishlist-paths.ts';

/**
 * The wishlist calls (spec 000 §3 "Wishlist response: AddedItems, RemovedItems", §6, §7 Wishlist).
 * Every one needs login: a visitor gets 401 WISHLIST_LOGIN_REQUIRED. Items are kept by product,
 * with the listing (seller's offer) the shopper saved it from when sent (docs/decisions/0036).
 */

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A list of ids in the query: comma-joined or repeated (spec 000 §7's client repeats arrays). */
const idList = (max: number) =>
  z
    .union([z.string().max(max * 66), z.array(z.string().max(66)).max(max)])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(idPattern, 'must be an id')).max(max));

/**
 * `POST /api/2/ugc/wishlist/add` and `/delete` query. `listingIds`, when sent, pair with
 * `productIds` by position (same length); `tags` (at most 10 words) are kept with each added item.
 */
export const wishlistChangeQuery = z
  .object({
    productIds: idList(wishlistListLimit).pipe(z.array(z.string()).min(1, 'name at least one product id')),
    listingIds: idList(wishlistListLimit).optional(),
    tags: z
      .union([z.string().max(500), z.array(z.string().max(40)).max(10)])
      .transform((v) =>
        (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(40)).max(10))
      .optional(),
  })
  .refine((q) => !q.listingIds?.length || q.listingIds.length === q.productIds.length, {
    message: 'listingIds pair with productIds: send as many or none',
    path: ['listingIds'],
  });

/** `GET /api/2/ugc/wishlist?count=`: -1 (the default) for all, else the newest `count`. */
export const wishlistQuery = z.object({
  count: z.coerce
    .number()
    .int()
    .min(-1)
    .max(wishlistCapacity)
    .refine((n) => n !== 0, 'count is -1 or positive')
    .default(-1),
});

export const wishlistItemSchema = z.object({
  productId: z.string(),
  /** The listing it was saved from; null when only the product was sent. */
  listingId: z.string().nullable(),
  title: z.string(),
  brand: z.string(),
  /** Product page path. */
  url: z.string(),
  /** Image URL template (contracts/images.ts). */
  imageUrl: z.string(),
  /** Buy-box unit price and MRP now, paise. */
  price: z.number().int(),
  mrp: z.number().int(),
  discountPercent: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  tags: z.array(z.string()),
  /** Milliseconds since the epoch. */
  addedAt: z.number().int(),
});

export const wishlistSchema = z.object({
  /** Items in the wishlist, all of them (not only those answered). */
  count: z.number().int().nonnegative(),
  items: z.array(wishlistItemSchema),
  /** Product ids of the whole wishlist, newest first (user state's `wishlist.productIds`). */
  productIds: z.array(z.string()),
});

const changedItem = z.object({ productId: z.string(), listingId: z.string().nullable() });

/** Answer of add and delete (spec 000 §3): what changed, and the wishlist's product ids after it. */
export const wishlistChangeSchema = z.object({
  /** Products newly added; one already in the wishlist is not repeated here. */
  AddedItems: z.array(changedItem),
  /** Products removed; one that was not in the wishlist is not listed. */
  RemovedItems: z.array(changedItem),
  productIds: z.array(z.string()),
});

export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export type Wishlist = z.infer<typeof wishlistSchema>;
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;
export type WishlistChangeQuery = z.infer<typeof wishlistChangeQuery>;

export const wishlistEndpoints = {
  list: defineEndpoint({ method: 'GET', path: wishlistPaths.list, query: wishlistQuery, response: wishlistSchema }),
  add: defineEndpoint({
    method: 'POST',
    path: wishlistPaths.add,
    query: wishlistChangeQuery,
    response: wishlistChangeSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: wishlistPaths.remove,
    query: wishlistChangeQuery,
    response: wishlistChangeSchema,
  }),
};
