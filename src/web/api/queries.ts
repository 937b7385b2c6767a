import { queryOptions } from '@tanstack/react-query';
import { apiPaths, dataSourceIds } from '../../contracts/paths.ts';
import type { Layout, Widget } from '../../contracts/layout.ts';
import type { Footer, Navigation, QuickLinks } from '../../contracts/navigation.ts';
import type { SeoMetadata } from '../../contracts/seo.ts';
import type { UserState } from '../../contracts/user-state.ts';
import type { ApiClient } from './client.ts';

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };

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
  return {
    userState: (abDataId: string, landingPageUrl?: string) =>
      queryOptions({
        queryKey: queryKeys.userState,
        queryFn: () =>
          client
            // The contract keeps at most 2,048 characters of the landing URL; a longer page address
            // sends its start rather than failing the page's user state (docs/decisions/0029).
            .post<Envelope<UserState>>(
              apiPaths.userState,
              {
                abDataId,
                ...(landingPageUrl ? { channelTaggingInfo: { landingPageUrl: landingPageUrl.slice(0, 2048) } } : {}),
              },
              { action: 'getUserState' },
            )
            .then((r) => r.RESPONSE),
        staleTime: 30 * 1000,
      }),
    navigation: () =>
      queryOptions({
        queryKey: queryKeys.navigation,
        queryFn: () =>
          client.get<Envelope<Navigation>>(apiPaths.navigation, { query: { dataSourceId: dataSourceIds.navigation }, action: 'getNavigation' }).then((r) => r.RESPONSE),
        staleTime: cacheLifetimes.navigation,
      }),
    quickLinks: () =>
      queryOptions({
        queryKey: queryKeys.quickLinks,
        queryFn: () =>
          client.get<Envelope<QuickLinks>>(apiPaths.navigation, { query: { dataSourceId: dataSourceIds.quickLinks }, action: 'getQuickLinks' }).then((r) => r.RESPONSE),
        staleTime: cacheLifetimes.navigation,
      }),
    footer: () =>
      queryOptions({
        queryKey: queryKeys.footer,
        queryFn: () => client.get<Envelope<Footer>>(apiPaths.navigation, { query: { dataSourceId: dataSourceIds.footer }, action: 'getFooter' }).then((r) => r.RESPONSE),
        staleTime: cacheLifetimes.navigation,
      }),
    layout: (screen: string, pageKey?: string) =>
      queryOptions({
        queryKey: queryKeys.layout(screen, pageKey),
        queryFn: async () => {
          const layout = (await client.get<Envelope<Layout>>(apiPaths.layoutPage(screen, pageKey), { action: 'getLayout' })).RESPONSE;
          // A layout with layoutId 0 is a failure (spec 000 §8).
          if (layout.layoutId === 0) throw new Error(`Layout failed: ${screen}`);
          return layout;
        },
        staleTime: cacheLifetimes.layout,
      }),
    widgets: (screen: string, pageKey?: string) =>
      queryOptions({
        queryKey: queryKeys.widgets(screen, pageKey),
        queryFn: () =>
          client
            .post<Envelope<{ widgets: Record<string, Widget> }>>(apiPaths.pageWidgets(screen, pageKey), {}, { action: 'getPageWidgets' })
            .then((r) => r.RESPONSE.widgets),
        staleTime: cacheLifetimes.pageData,
      }),
    seo: (url: string) =>
      queryOptions({
        queryKey: queryKeys.seo(url),
        queryFn: () => client.get<Envelope<SeoMetadata>>(apiPaths.seoMetadata, { query: { url }, action: 'getSeoMetadata' }).then((r) => r.RESPONSE),
        staleTime: cacheLifetimes.pageData,
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
