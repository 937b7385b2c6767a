import { clearedOnLoginAndLogout } from './storage-keys.ts';

/**
 * What changes in the browser when the shopper logs in or out: the compare list and the recently
 * viewed products are dropped (spec 000 §4 Logout, 001 §4), so one shopper's browsing is not
 * shown to the next.
 */
export function clearShopperStorage(): void {
  try {
    for (const key of clearedOnLoginAndLogout) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked): nothing was kept then.
  }
}

/** After a login: what belongs to the previous shopper goes; the header then greets by first name. */
export function afterLogin(): void {
  clearShopperStorage();
}
