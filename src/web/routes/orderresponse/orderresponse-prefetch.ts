import type { PrefetchDeps } from '../../app/route-table.ts';
import { confirmationParams, confirmationQuery } from './confirmation-api.ts';

/** The confirmation, so the page arrives with the shopper's orders (a failure renders its error). */
export function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchQuery(confirmationQuery(client, confirmationParams(url.searchParams)));
}
