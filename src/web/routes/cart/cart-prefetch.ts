import type { PrefetchDeps } from '../../app/route-table.ts';
import { cartQuery } from '../../features/cart/cart-api.ts';

/** The shopper's cart (their cookie goes with the call), so the page arrives rendered with it. */
export function prefetch({ queryClient, client }: PrefetchDeps): Promise<unknown> {
  // A failed call renders 'Error loading Cart' with RETRY instead of failing the page.
  return queryClient.prefetchQuery(cartQuery(client));
}
