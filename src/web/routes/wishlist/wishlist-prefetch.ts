import type { PrefetchDeps } from '../../app/route-table.ts';
import { wishlistQuery } from '../../features/wishlist/wishlist-api.ts';

/** The shopper's wishlist, so the page arrives rendered with it; a failure shows RETRY. */
export function prefetch({ queryClient, client }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchQuery(wishlistQuery(client));
}
