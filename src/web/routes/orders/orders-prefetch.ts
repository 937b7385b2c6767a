import type { PrefetchDeps } from '../../app/route-table.ts';
import { ordersListQuery, searchOf } from '../../features/orders/orders-api.ts';

/** The first page of the shopper's orders (of their search), so the page arrives with them. */
export function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchInfiniteQuery(ordersListQuery(client, searchOf(url.searchParams)));
}
