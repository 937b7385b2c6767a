import type { EndpointRefs } from './endpoint-ref.ts';
import type { productEndpoints } from './product.ts';

/** Paths and limits of the product calls, without zod, so the storefront can import them (first-load budget). */
export const productPaths = {
  page: '/api/3/page/dynamic/product',
  swatch: '/api/3/product/swatch',
  productInfo: '/api/2/discover/productInfo/0',
  summary: '/api/3/product/summary',
  similar: '/api/3/discover/similar',
  sellers: '/api/3/page/dynamic/product-sellers',
} as const;

/** Limits on lists of ids a caller may send at once. */
export const productLimits = { productInfo: 50, summary: 100, summaryChunk: 20, recentlyViewed: 12, similar: 12 } as const;

/** Zod-free twins of the product endpoints (docs/decisions/0024). */
export const productCalls: EndpointRefs<typeof productEndpoints> = {
  page: { method: 'POST', path: productPaths.page },
  swatch: { method: 'GET', path: productPaths.swatch },
  productInfo: { method: 'GET', path: productPaths.productInfo },
  summary: { method: 'POST', path: productPaths.summary },
  similar: { method: 'POST', path: productPaths.similar },
  sellers: { method: 'POST', path: productPaths.sellers },
};
