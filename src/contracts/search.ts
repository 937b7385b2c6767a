import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { filterNames, searchPageSize, searchPaths, sortValues, type FilterName } from './search-paths.ts';

export * from './search-paths.ts';

/**
 * Search and browse (spec 000 §3, §7, §9): smart-browse, its facets, and autosuggest.
 * Shapes the spec does not show are ours: docs/decisions/0012-search-and-browse.md.
 */
const filterValue = z.string().trim().min(1).max(100);
/**
 * Filters by name, each a list of accepted values (OR inside a filter, AND between filters):
 * `category` ids, `brand` ids, `price` ranges in rupees `min-max` (`*` for an open end),
 * `rating` minimum stars, `discount` minimum percent, `availability` `exclude-out-of-stock`,
 * and specification values as shown (`ram: ['4 GB']`). An unknown name is refused.
 */
export const filtersSchema = z
  .record(z.string(), z.array(filterValue).max(30))
  .superRefine((filters, ctx) => {
    for (const name of Object.keys(filters)) {
      if (!(filterNames as readonly string[]).includes(name))
        ctx.addIssue({ code: 'custom', path: [name], message: `Unknown filter: ${name}` });
    }
  })
  .transform((f) => f as Partial<Record<FilterName, string[]>>);

/** What narrows a search: the same in the smart-browse body and the facets query string. */
export const searchStateSchema = z.object({
  /** `all` (the main store), `bks` (books), or a category's store id (`tyy,4io`) for a store-scoped search. */
  store: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9,]*$/, 'must be a store id')
    .optional(),
  q: z.string().max(200).optional(),
  filters: filtersSchema.optional(),
  /** A tag of the tag browse routes: `bestseller` (`~bestseller/pr`) or `key=value` (`4g~network/pr`). */
  tag: z.string().trim().max(100).optional(),
  /** Narrows to what can be delivered there; checked by the service ('Not a valid pincode'). */
  pincode: z.string().max(20).optional(),
});

/** `POST /api/1/product/smart-browse` body. */
export const smartBrowsePayload = z.object({
  requestContext: searchStateSchema.extend({
    start: z.number().int().min(0).max(10_000_000).default(0),
    count: z.number().int().min(1).max(searchPageSize).default(searchPageSize),
    sort: z.enum(sortValues).default('relevance'),
    /** Grid or list: the storefront's choice of layout, echoed back. */
    view: z.enum(['grid', 'list']).optional(),
    /** Sale-event offers only. */
    santaOffers: z.boolean().optional(),
    /** Allow the server to widen a query that finds nothing (typo correction); on by default. */
    augment: z.boolean().optional(),
    /** Search session and query ids for analytics, echoed back. */
    ssid: z.string().max(64).optional(),
    sqid: z.string().max(64).optional(),
  }),
});
export type SmartBrowsePayload = z.input<typeof smartBrowsePayload>;
export type SearchRequest = z.output<typeof smartBrowsePayload>['requestContext'];

export const searchProductSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  /** `/{slug}/p/{itemId}` */
  url: z.string(),
  /** Product image id for `/img/{w}/{h}/{id}`. */
  imageId: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  /** Buy-box price and MRP in paise. */
  price: z.number().int(),
  mrp: z.number().int(),
  discountPercent: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  inStock: z.boolean(),
  /** Up to four short key specifications for the card. */
  keySpecs: z.array(z.string()),
});
export type SearchProduct = z.infer<typeof searchProductSchema>;

export const searchResultSchema = z.object({
  products: z.array(searchProductSchema),
  totalCount: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  pageContext: z.object({
    searchMetaData: z.object({
      /** The pincode results were narrowed to, or null. */
      selectedPincode: z.string().nullable(),
      /**
       * True when more products match than were counted: `totalCount` is then a lower bound,
       * shown as '1,000+ results' (docs/decisions/0050). Absent in answers of older servers.
       */
      totalCountCapped: z.boolean().optional(),
      store: z.string(),
      /** The query as the engine understood it (typos corrected, category words removed). */
      query: z.string(),
      /** Set when the query was corrected: the words actually searched. */
      correctedQuery: z.string().nullable(),
      /** The category the query named or the store scoped to. */
      detectedCategory: z.object({ id: z.string(), title: z.string(), sid: z.string() }).nullable(),
      appliedFilters: z.record(z.string(), z.array(z.string())),
      sort: z.enum(sortValues),
      ssid: z.string().nullable(),
      sqid: z.string().nullable(),
    }),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET /api/1/product/smart-browse/facets`: the search state in the query string (filters as `name=value`, repeated). */
export const facetValueSchema = z.object({
  value: z.string(),
  title: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export const facetSchema = z.object({ name: z.string(), title: z.string(), values: z.array(facetValueSchema) });
export const facetsResultSchema = z.object({
  facets: z.array(facetSchema),
  totalCount: z.number().int(),
  /**
   * True when the matches were too many to count each: every count (and `totalCount`) is then an
   * estimate from a fixed sample of them, to two significant figures, shown as '~1,200'
   * (docs/decisions/0058). Absent in answers of older servers.
   */
  countsEstimated: z.boolean().optional(),
});
export type Facet = z.infer<typeof facetSchema>;
export type FacetsResult = z.infer<typeof facetsResultSchema>;

/** `GET /api/3/discover/autosuggest?q=` */
export const autosuggestQuery = z.object({ q: z.string().max(100).default('') });
export const autosuggestResultSchema = z.object({
  /** At most 5 (spec 000 §9). */
  wordSuggestionList: z.array(z.string()).max(5),
  /** Term to the stores it can be searched in, best first: `{ store: 'tyy,4io', title: 'Mobiles' }`. */
  storeData: z.record(z.string(), z.array(z.object({ store: z.string(), title: z.string() }))),
});
export type AutosuggestResult = z.infer<typeof autosuggestResultSchema>;

/** A stored browse request behind /products-list/{slug} and /offers-list/{slug}. */
export const collectionSchema = z.object({
  slug: z.string(),
  kind: z.enum(['products-list', 'offers-list']),
  title: z.string(),
  request: z.object({
    store: z.string().optional(),
    q: z.string().optional(),
    filters: z.record(z.string(), z.array(z.string())).optional(),
    tag: z.string().optional(),
    sort: z.enum(sortValues).optional(),
  }),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionParams = z.object({
  kind: z.enum(['products-list', 'offers-list']),
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a list name'),
});

/** A stored list of `/api/1/product/qtag/{qtag}`; an unknown qtag answers a list made from its name. */
export const qtagCollectionSchema = collectionSchema.extend({ kind: z.enum(['products-list', 'offers-list', 'qtag']) });
export type QtagCollection = z.infer<typeof qtagCollectionSchema>;

/** Search and browse calls (docs/decisions/0024). */
export const searchEndpoints = {
  smartBrowse: defineEndpoint({
    method: 'POST',
    path: searchPaths.smartBrowse,
    body: smartBrowsePayload,
    optionalBody: true,
    response: searchResultSchema,
  }),
  /** The search state as a query string (`?q=&brand=a&brand=b`); an unknown name is a 400 of the route. */
  facets: defineEndpoint({
    method: 'GET',
    path: searchPaths.facets,
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional()),
    response: facetsResultSchema,
  }),
  autosuggest: defineEndpoint({
    method: 'GET',
    path: searchPaths.autosuggest,
    query: autosuggestQuery,
    response: autosuggestResultSchema,
  }),
  collection: defineEndpoint({
    method: 'GET',
    path: '/api/1/product/collection/:kind/:slug',
    params: collectionParams,
    response: collectionSchema,
  }),
  /** The qtag is checked by the route as `slug` (its error names that field). */
  qtag: defineEndpoint({
    method: 'GET',
    path: '/api/1/product/qtag/:qtag',
    params: z.object({ qtag: z.string() }),
    response: qtagCollectionSchema,
  }),
};
