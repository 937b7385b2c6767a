/** Zod-free constants of the wishlist calls (contracts in wishlist.ts), safe for the browser bundle. */
export const wishlistPaths = {
  /** `GET ?count=-1`: the wishlist, newest first; `count` -1 (the default) means all. */
  list: '/api/2/ugc/wishlist',
  /** `POST ?productIds=&listingIds=&tags=`: answers AddedItems (spec 000 §3, §7). */
  add: '/api/2/ugc/wishlist/add',
  /** `POST ?productIds=&listingIds=&tags=`: answers RemovedItems. */
  remove: '/api/2/ugc/wishlist/delete',
} as const;

/** The most products a wishlist keeps (docs/decisions/0036); beyond: WISHLIST_FULL. */
export const wishlistCapacity = 500;
/** The most ids one add or delete may name. */
export const wishlistListLimit = 50;

/** Error codes of the wishlist calls. */
export const wishlistErrorCodes = {
  /** Every wishlist call needs login: 401 'Please login for wishlisting a product' (spec 000 §6). */
  loginRequired: 'WISHLIST_LOGIN_REQUIRED',
  /** An add that would take the wishlist past `wishlistCapacity`: 400. */
  full: 'WISHLIST_FULL',
  /** A product id (or a listing id sent with it) the catalogue does not know: 404; nothing written. */
  productNotFound: 'WISHLIST_PRODUCT_NOT_FOUND',
} as const;

export const wishlistMessages = {
  loginRequired: 'Please login for wishlisting a product',
  full: 'Your wishlist is full. Remove a product to add another.',
  productNotFound: 'This product could not be found',
} as const;
