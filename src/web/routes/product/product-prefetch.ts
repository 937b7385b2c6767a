import type { PrefetchDeps } from '../../app/route-table.ts';
import { productPageQuery } from '../../features/product/queries.ts';

/**
 * The product page call, awaited by the server so the page renders with its data. An unknown
 * item resolves to `{ status: 404 }`, for a renderer that answers such a page with HTTP 404
 * (docs/decisions/0015-product-page-storefront.md).
 */
export async function prefetch({ queryClient, client, params, url }: PrefetchDeps): Promise<unknown> {
  if (!params.itemId) return { status: 404 };
  const page = await queryClient.ensureQueryData(
    productPageQuery(client, params.itemId, url.searchParams.get('lid'), null),
  );
  return page ? page : { status: 404 };
}
