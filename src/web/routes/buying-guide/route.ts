import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

const screen = lazyScreen(
  () => import('./buying-guide-screen.tsx').then((m) => m.BuyingGuideScreen),
  import.meta.env.SSR ? './buying-guide-screen.tsx' : '',
);
const prefetch = lazyPrefetch(() => import('./buying-guide-prefetch.ts'));
const flags = { screen: 'buying-guide', title: 'Buying Guide', showTop: true };

export const routes: ScreenRoute[] = [
  { path: '/buying-guide', flags, ...screen, prefetch },
  { path: '/buying-guide/:categorySlug', flags, ...screen, prefetch },
];
