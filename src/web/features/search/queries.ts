import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FacetsResult, QtagCollection, SearchResult } from '../../../contracts/search.ts';
import * as searchCalls from '../../../contracts/search-calls.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { requestOf } from './search-view.ts';

export type BrowseRequest = ReturnType<typeof requestOf>;
/** A request the server refused (a bad pincode or filter in a shared URL): its message, shown in place of results. */
export type Refused = { refused: string };

/** 4xx answers are data, not failures: the server renders their message instead of a retry screen. */
const refusedAs =
  <T>(value: (error: ApiError) => T) =>
  (error: unknown): T => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return value(error);
    throw error;
  };

const pageDataLifetime = 60 * 1000;

/** Query options of search and browse; results are page data (60 s, spec 000 §9). */
export const searchQueries = {
  results: (client: ApiClient, request: BrowseRequest) =>
    queryOptions({
      queryKey: ['smart-browse', request] as const,
      queryFn: (): Promise<SearchResult | Refused> =>
        callEndpoint(client, searchCalls.smartBrowse, { body: { requestContext: request } }, 'smartBrowse').catch(
          refusedAs((e) => ({ refused: e.body.ERROR_MESSAGE })),
        ),
      staleTime: pageDataLifetime,
      placeholderData: keepPreviousData,
    }),
  facets: (client: ApiClient, request: BrowseRequest) => {
    const state = {
      q: request.q,
      store: request.store,
      tag: request.tag,
      pincode: request.pincode,
      ...request.filters,
    };
    return queryOptions({
      queryKey: ['smart-browse-facets', state] as const,
      queryFn: () =>
        callEndpoint(client, searchCalls.facets, { query: state }, 'smartBrowseFacets').then(
          (r): FacetsResult | null => r,
          refusedAs(() => null),
        ),
      staleTime: pageDataLifetime,
      placeholderData: keepPreviousData,
    });
  },
  collection: (client: ApiClient, kind: 'products-list' | 'offers-list' | 'qtag', slug: string) =>
    queryOptions({
      queryKey: ['search-collection', kind, slug] as const,
      queryFn: () =>
        (kind === 'qtag'
          ? callEndpoint(client, searchCalls.qtag, { params: { qtag: slug } }, 'getCollection')
          : callEndpoint(client, searchCalls.collection, { params: { kind, slug } }, 'getCollection')
        ).then(
          (r): QtagCollection | null => r,
          refusedAs(() => null),
        ),
      staleTime: pageDataLifetime,
    }),
  /** One entry per query: a query already asked is never asked again (spec 000 §7). */
  suggestions: (client: ApiClient, q: string) =>
    queryOptions({
      queryKey: ['autosuggest', q] as const,
      queryFn: () => callEndpoint(client, searchCalls.autosuggest, { query: { q } }, 'autosuggest'),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 10 * 60 * 1000,
    }),
};
