import type { PrefetchDeps } from '../../app/route-table.ts';
import { checkoutQuery } from './checkout-api.ts';

/** The shopper's checkout summary, so the page arrives with its items (a failure renders RETRY). */
export function prefetch({ queryClient, client }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchQuery(checkoutQuery(client));
}
