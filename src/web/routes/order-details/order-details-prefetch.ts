import type { PrefetchDeps } from '../../app/route-table.ts';
import { orderDetailQuery, orderIdOf } from '../../features/orders/orders-api.ts';

/**
 * The order, so the page arrives with it. An order that is not the shopper's (or none) resolves
 * to `{ status: 404 }`: the renderer answers HTTP 404 with the not-found state. A failed call
 * leaves its query in error: the page shows RETRY.
 */
export async function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  const order = await queryClient
    .fetchQuery(orderDetailQuery(client, orderIdOf(url.searchParams)))
    .catch(() => undefined);
  return order === null ? { status: 404 } : order;
}
