import { accountEndpoints } from './accounts.ts';
import { cartEndpoints } from './cart.ts';
import { checkoutEndpoints } from './checkout.ts';
import { contentEndpoints } from './content.ts';
import type { Endpoint } from './endpoint.ts';
import { locationEndpoints } from './location.ts';
import { notificationEndpoints } from './notifications.ts';
import { ordersEndpoints } from './orders.ts';
import { productEndpoints } from './product.ts';
import { profileEndpoints } from './profile.ts';
import { searchEndpoints } from './search.ts';
import { wishlistEndpoints } from './wishlist.ts';

/**
 * Every endpoint of the storefront's API server, by domain, declared once in its contract file.
 * Tests and tools iterate this (contracts.test.ts checks each real answer against its schema).
 * The images, the development pages and `/api/health` answer no envelope and are not endpoints.
 */
export const storefrontEndpoints = {
  accounts: accountEndpoints,
  cart: cartEndpoints,
  catalogue: productEndpoints,
  checkout: checkoutEndpoints,
  content: contentEndpoints,
  location: locationEndpoints,
  notifications: notificationEndpoints,
  orders: ordersEndpoints,
  profile: profileEndpoints,
  search: searchEndpoints,
  wishlist: wishlistEndpoints,
} as const;

export interface NamedEndpoint {
  /** `domain.name`, e.g. `location.pincode`. */
  name: string;
  endpoint: Endpoint;
}

const listOf = (byDomain: Record<string, Record<string, Endpoint>>): NamedEndpoint[] =>
  Object.entries(byDomain).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${domain}.${name}`, endpoint })),
  );

/** The storefront API's endpoints as a flat list. */
export const allEndpoints: readonly NamedEndpoint[] = listOf(storefrontEndpoints);
