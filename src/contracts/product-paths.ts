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
export const productLimits = {
  productInfo: 50,
  summary: 100,
  summaryChunk: 20,
  recentlyViewed: 12,
  similar: 12,
} as const;
