import type { PrefetchDeps } from '../../app/route-table.ts';
import { productPageQuery } from '../../features/product/queries.ts';

/** The product page call, awaited by the server so the page renders with its data. */
export async function prefetch({ queryClient, client, params, url }: PrefetchDeps): Promise<unknown> {
  if (!params.itemId) return undefined;
  return queryClient.ensureQueryData(productPageQuery(client, params.itemId, url.searchParams.get('lid'), null));
}
