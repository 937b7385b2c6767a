import { clearedOnLoginAndLogout } from '../storage-keys.ts';
import { welcomeKey } from './return-url.ts';

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

/** After a login: clear what belongs to the previous shopper and ask the next page to greet. */
export function afterLogin(): void {
  clearShopperStorage();
  try {
    sessionStorage.setItem(welcomeKey, '1');
  } catch {
    // No greeting without storage; the header still shows the name.
  }
}
