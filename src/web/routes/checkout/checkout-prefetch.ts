import type { PrefetchDeps } from '../../app/route-table.ts';
import { checkoutQuery } from './checkout-api.ts';

/**
 * The shopper's checkout summary, so the page arrives with its items (a failure renders RETRY).
 * Not on a navigation to /checkout/init in the browser: the screen's init call makes the checkout
 * and answers its summary, and asking first would ask a visitor for a checkout they do not have
 * yet (a 404 in their console). The server still renders a reload of the page with its summary.
 */
export function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  if (!import.meta.env.SSR && url.pathname.replace(/\/+$/, '') === '/checkout/init') return Promise.resolve();
  return queryClient.prefetchQuery(checkoutQuery(client));
}
