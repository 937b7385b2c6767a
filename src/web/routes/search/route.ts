import { classifySplat } from '../../app/route-flags.ts';
import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

const screen = lazyScreen(
  () => import('./search-screen.tsx').then((m) => m.SearchScreen),
  import.meta.env.SSR ? './search-screen.tsx' : '',
);
const prefetch = lazyPrefetch(() => import('./search-prefetch.ts'));
const browse = { showTop: true } as const;

export const routes: ScreenRoute[] = [
  {
    path: '/products-list/:seoSlug',
    flags: { screen: 'products-list', title: 'Products', ...browse },
    ...screen,
    prefetch,
  },
  { path: '/offers-list/:seoSlug', flags: { screen: 'offers-list', title: 'Offers', ...browse }, ...screen, prefetch },
  { path: '/search', flags: { screen: 'search', title: 'Search', ...browse }, ...screen, prefetch },
  { path: '/author/:author', flags: { screen: 'author', title: 'Books by author', ...browse }, ...screen, prefetch },
  { path: '/q/:qtag', flags: { screen: 'query-page', title: 'Search', ...browse }, ...screen, prefetch },
  // Tag and category browse (`*\/~{tagName}/pr`, `*\/{tagValue}~{tagKey}/pr`, `**\/pr`).
  {
    path: '*',
    // tag-name-browse, tag-browse, category-browse
    claims: (p) => classifySplat(p).kind.endsWith('browse'),
    flags: { screen: 'splat', ...browse },
    ...screen,
    prefetch,
  },
];
