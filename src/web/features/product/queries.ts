import { queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '../../../contracts/layout.ts';
import { productLimits } from '../../../contracts/product-paths.ts';
import * as productCalls from '../../../contracts/product-calls.ts';
import type { ProductPage, SellersPage } from '../../../contracts/product.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

/** Product info and page data live 60 s (spec 000 §9). */
const productTtl = 60_000;

export const productKeys = {
  page: (itemId: string, listingId: string | null, pincode: string | null) =>
    ['product-page', itemId, listingId, pincode] as const,
  sellers: (productId: string, pincode: string | null) => ['product-sellers', productId, pincode] as const,
  similar: (productId: string) => ['similar', productId] as const,
  summaries: (ids: readonly string[]) => ['product-summary', ...ids] as const,
};

/**
 * The product page call. Each product (and seller, and pincode) is its own query, so switching
 * products starts from an empty page rather than the previous product's (spec 000 §4).
 */
export const productPageQuery = (client: ApiClient, itemId: string, listingId: string | null, pincode: string | null) =>
  queryOptions({
    queryKey: productKeys.page(itemId, listingId, pincode),
    queryFn: (): Promise<ProductPage | null> => {
      const body = {
        requestContext: { itemId, ...(listingId ? { listingId } : {}) },
        ...(pincode ? { locationContext: { pincode } } : {}),
      };
      return callEndpoint(client, productCalls.page, { body }, 'getProductPage').catch(notFoundAsNull);
    },
    staleTime: productTtl,
    retry: noRetryOnClientErrors,
  });

/**
 * A product that does not exist is an answer (null), not a failure: the server renders the
 * not-found page with it and the browser picks the same answer up, without asking again.
 */
function notFoundAsNull(error: unknown): null {
  if ((error as { status?: number }).status === 404) return null;
  throw error;
}

const noRetryOnClientErrors = (count: number, error: unknown) =>
  count < 2 && !((error as { status?: number }).status! >= 400 && (error as { status?: number }).status! < 500);

export const sellersQuery = (client: ApiClient, productId: string, pincode: string | null) =>
  queryOptions({
    queryKey: productKeys.sellers(productId, pincode),
    queryFn: (): Promise<SellersPage | null> => {
      const body = { requestContext: { productId }, ...(pincode ? { locationContext: { pincode } } : {}) };
      return callEndpoint(client, productCalls.sellers, { body }, 'getSellers').catch(notFoundAsNull);
    },
    staleTime: productTtl,
    retry: noRetryOnClientErrors,
  });

export const similarQuery = (client: ApiClient, productId: string) =>
  queryOptions({
    queryKey: productKeys.similar(productId),
    queryFn: () =>
      callEndpoint(
        client,
        productCalls.similar,
        { query: { pageType: 'productPage' }, body: { requestContext: { products: [{ productId }] } } },
        'getSimilarProducts',
      ).then((r) => r.products),
    staleTime: productTtl,
  });

/**
 * Product summaries of the ids, asked for in sequential chunks of 20 (001 §7, §9); ids the
 * server marks as errors are left out, the order of `ids` kept.
 */
export async function fetchSummaries(client: ApiClient, ids: readonly string[]): Promise<ProductCard[]> {
  const found = new Map<string, ProductCard>();
  for (let start = 0; start < ids.length; start += productLimits.summaryChunk) {
    const chunk = ids.slice(start, start + productLimits.summaryChunk);
    const answer = await callEndpoint(
      client,
      productCalls.summary,
      { body: { requestContext: { products: chunk } } },
      'getProductSummary',
    );
    for (const [id, entry] of Object.entries(answer)) if (!('error' in entry)) found.set(id, entry);
  }
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [card] : [];
  });
}

export const summariesQuery = (client: ApiClient, ids: readonly string[]) =>
  queryOptions({
    queryKey: productKeys.summaries(ids),
    queryFn: () => fetchSummaries(client, ids),
    staleTime: productTtl,
  });
