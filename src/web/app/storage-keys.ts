/**
 * Keys of what the storefront keeps in the browser's localStorage, in one place because login and
 * logout clear some of them (spec 000 §4 Logout, 001 §4 recently viewed).
 */
export const storageKeys = {
  /** Browsed product ids, most recent first, at most 12 (spec 000 §9). */
  recentlyViewed: 'bazaar:recently-viewed',
  /** Valid pincodes the shopper typed, most recent last, at most 3 (spec 000 §7). */
  recentPincodes: 'bazaar:recent-pincodes',
  /** The compare list, at most 4 products (spec 000 §4). */
  compare: 'bazaar:compare',
} as const;

/** Cleared on login and on logout: what one shopper browsed is not shown to the next. */
export const clearedOnLoginAndLogout = [storageKeys.recentlyViewed, storageKeys.compare] as const;
