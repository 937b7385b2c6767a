import { queryOptions } from '@tanstack/react-query';
import { offerZoneScreen, storePageKey, storeScreen } from '../../../contracts/content-paths.ts';
import * as contentCalls from '../../../contracts/content-calls.ts';
import type { Layout } from '../../../contracts/layout.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { cacheLifetimes } from '../../api/queries.ts';

/**
 * Query options of the content screens. A page that does not exist answers `null` instead of
 * failing, so the server renders the not-found content and the browser hydrates the same
 * (failed queries are not sent to the browser).
 */
const orMissing = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

/** Where a landing path's layout lives: the screen and page key of `GET /api/3/layout/page/...`. */
export interface LandingLayout {
  screen: string;
  pageKey: string;
  layout: Layout;
}

const getLayout = async (client: ApiClient, screen: string, pageKey: string) => {
  const layout = await (pageKey
    ? callEndpoint(client, contentCalls.layoutPageOfKey, { params: { screen, pageKey } }, 'getLayout')
    : callEndpoint(client, contentCalls.layoutPage, { params: { screen } }, 'getLayout'));
  // A layout with layoutId 0 is a failure (spec 000 §8).
  if (layout.layoutId === 0) throw new Error(`Layout failed: ${screen}/${pageKey}`);
  return { screen, pageKey, layout };
};

export const contentKeys = {
  landing: (path: string) => ['landing-layout', path] as const,
  staticPage: (name: string) => ['static-page', name] as const,
  buyingGuide: (sid: string) => ['buying-guide', sid] as const,
  deferred: (key: string) => ['deferred', key] as const,
};

export function landingLayoutQuery(client: ApiClient, path: string) {
  const clean = path.replace(/\/+$/, '') || '/';
  return queryOptions({
    queryKey: contentKeys.landing(clean),
    queryFn: async (): Promise<LandingLayout | null> => {
      if (clean === '/offers' || clean.startsWith('/offers/'))
        return orMissing(() => getLayout(client, offerZoneScreen, clean.slice('/offers/'.length)));
      const exact = await orMissing(() => getLayout(client, storeScreen, storePageKey(clean)));
      if (exact) return exact;
      // `/*-store/**`: a part of a store without a layout of its own shows the store.
      const store = clean.split('/').filter(Boolean)[0] ?? '';
      if (/-store$/.test(store) && clean !== `/${store}`)
        return orMissing(() => getLayout(client, storeScreen, storePageKey(store)));
      return null;
    },
    staleTime: cacheLifetimes.layout,
  });
}

export function staticPageQuery(client: ApiClient, name: string) {
  return queryOptions({
    queryKey: contentKeys.staticPage(name),
    queryFn: () =>
      orMissing(() => callEndpoint(client, contentCalls.pageFetch, { body: { url: `/${name}` } }, 'fetchPage')),
    staleTime: cacheLifetimes.pageData,
  });
}

/** `sid` '' asks for the index. */
export function buyingGuideQuery(client: ApiClient, sid: string) {
  return queryOptions({
    queryKey: contentKeys.buyingGuide(sid),
    queryFn: () =>
      orMissing(() => callEndpoint(client, contentCalls.buyingGuide, { query: { sid } }, 'getBuyingGuide')),
    staleTime: cacheLifetimes.pageData,
  });
}

export function deferredQuery(client: ApiClient, key: string) {
  return queryOptions({
    queryKey: contentKeys.deferred(key),
    queryFn: () => callEndpoint(client, contentCalls.deferred, { params: { key } }, 'getDeferred'),
    staleTime: cacheLifetimes.pageData,
  });
}
