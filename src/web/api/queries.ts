import { queryOptions } from '@tanstack/react-query';
import * as contentCalls from '../../contracts/content-calls.ts';
import type { Footer, Navigation, QuickLinks } from '../../contracts/navigation.ts';
import { dataSourceIds } from '../../contracts/paths.ts';
import { userState as userStateCall } from '../../contracts/user-state-call.ts';
import { callEndpoint } from './call.ts';
import type { ApiClient } from './client.ts';

/** What each data source of `GET /lc/getData` answers (the contract's answer is their union). */
interface DataSources {
  navigation: Navigation;
  quickLinks: QuickLinks;
  footer: Footer;
}

/** Cache lifetimes of spec 000 §9. */
export const cacheLifetimes = {
  navigation: 10 * 60 * 1000,
  layout: 60 * 1000,
  pageData: 60 * 1000,
  productInfo: 60 * 1000,
} as const;

export const queryKeys = {
  userState: ['user-state'] as const,
  navigation: ['navigation'] as const,
  quickLinks: ['quick-links'] as const,
  footer: ['footer'] as const,
  layout: (screen: string, pageKey = '') => ['layout', screen, pageKey] as const,
  widgets: (screen: string, pageKey = '') => ['widgets', screen, pageKey] as const,
  seo: (url: string) => ['seo', url] as const,
};

/** Query options of every call the shell and the screens make; one object per client. */
export function createQueries(client: ApiClient) {
  const dataSource = <K extends keyof DataSources>(id: K, action: string) =>
    callEndpoint(client, contentCalls.dataSource, { query: { dataSourceId: dataSourceIds[id] } }, action).then(
      // The id names which of the union's members the server answers.
      (answer) => answer as DataSources[K],
    );
  return {
    userState: (abDataId: string, landingPageUrl?: string) =>
      queryOptions({
        queryKey: queryKeys.userState,
        queryFn: () => {
          // The contract keeps at most 2,048 characters of the landing URL; a longer page address
          // sends its start rather than failing the page's user state (docs/decisions/0029).
          const channelTaggingInfo = landingPageUrl
            ? { channelTaggingInfo: { landingPageUrl: landingPageUrl.slice(0, 2048) } }
            : {};
          const body = { abDataId, ...channelTaggingInfo };
          return callEndpoint(client, userStateCall, { body }, 'getUserState');
        },
        staleTime: 30 * 1000,
      }),
    navigation: () =>
      queryOptions({
        queryKey: queryKeys.navigation,
        queryFn: () => dataSource('navigation', 'getNavigation'),
        staleTime: cacheLifetimes.navigation,
      }),
    quickLinks: () =>
      queryOptions({
        queryKey: queryKeys.quickLinks,
        queryFn: () => dataSource('quickLinks', 'getQuickLinks'),
        staleTime: cacheLifetimes.navigation,
      }),
    footer: () =>
      queryOptions({
        queryKey: queryKeys.footer,
        queryFn: () => dataSource('footer', 'getFooter'),
        staleTime: cacheLifetimes.navigation,
      }),
    layout: (screen: string, pageKey?: string) =>
      queryOptions({
        queryKey: queryKeys.layout(screen, pageKey),
        queryFn: async () => {
          const layout = await (pageKey
            ? callEndpoint(client, contentCalls.layoutPageOfKey, { params: { screen, pageKey } }, 'getLayout')
            : callEndpoint(client, contentCalls.layoutPage, { params: { screen } }, 'getLayout'));
          // A layout with layoutId 0 is a failure (spec 000 §8).
          if (layout.layoutId === 0) throw new Error(`Layout failed: ${screen}`);
          return layout;
        },
        staleTime: cacheLifetimes.layout,
      }),
    widgets: (screen: string, pageKey?: string) =>
      queryOptions({
        queryKey: queryKeys.widgets(screen, pageKey),
        queryFn: () => {
          const answer = pageKey
            ? callEndpoint(
                client,
                contentCalls.pageWidgetsOfKey,
                { params: { screen, pageKey }, body: {} },
                'getPageWidgets',
              )
            : callEndpoint(client, contentCalls.pageWidgets, { params: { screen }, body: {} }, 'getPageWidgets');
          return answer.then((r) => r.widgets);
        },
        staleTime: cacheLifetimes.pageData,
      }),
    seo: (url: string) =>
      queryOptions({
        queryKey: queryKeys.seo(url),
        queryFn: () => callEndpoint(client, contentCalls.seoMetadata, { query: { url } }, 'getSeoMetadata'),
        staleTime: cacheLifetimes.pageData,
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
