import type { PrefetchDeps } from '../../app/route-table.ts';
import { accountQueries } from '../../features/account/account-api.ts';

/** Each account page's data, so the page arrives rendered (the route table shares this prefetch). */
export async function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  const q = accountQueries(client);
  const path = url.pathname.replace(/\/+$/, '');
  const options =
    path === '/account/addresses'
      ? q.addresses()
      : path === '/account/subscriptions'
        ? q.emailPreferences()
        : path === '/account/wallet'
          ? q.wallet()
          : q.profile();
  // A failed call renders the page's error state with RETRY instead of failing the page.
  return queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
}
