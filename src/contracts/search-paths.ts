/** Search constants without zod, for the storefront's bundle (the schemas are in search.ts). */
export const searchPaths = {
  smartBrowse: '/api/1/product/smart-browse',
  facets: '/api/1/product/smart-browse/facets',
  autosuggest: '/api/3/discover/autosuggest',
} as const;

/** Products a page (spec 000 §9); start = (page - 1) x 60. */
export const searchPageSize = 60;
/** The main store searches every category; the books store only books (spec 000 §9). */
export const mainStore = 'all';
export const booksStore = 'bks';

export const sortValues = ['relevance', 'popularity', 'price_asc', 'price_desc', 'newest', 'discount'] as const;
export type SortValue = (typeof sortValues)[number];

/** Filters every search has; a category adds its own specification filters (ram, capacity, ...). */
export const commonFilterNames = ['category', 'brand', 'price', 'rating', 'discount', 'availability'] as const;
/** Specification filters, by the name used in URLs and payloads. */
export const specFilterNames = [
  'ram',
  'storage',
  'color',
  'connectivity',
  'screen-size',
  'lens',
  'platform',
  'edition',
  'size',
  'strap-color',
  'capacity',
  'type',
  'format',
  'language',
  'genre',
  'author',
] as const;
export const filterNames = [...commonFilterNames, ...specFilterNames] as const;
export type FilterName = (typeof filterNames)[number];
