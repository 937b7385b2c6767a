import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/sellers',
    flags: { screen: 'sellers', title: 'Sellers' },
    ...lazyScreen(
      () => import('./sellers-screen.tsx').then((m) => m.SellersScreen),
      import.meta.env.SSR ? './sellers-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./sellers-prefetch.ts')),
  },
];
