import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/:titleSlug/p/:itemId',
    flags: { screen: 'product', title: 'Product', showTop: true },
    ...lazyScreen(
      () => import('./product-screen.tsx').then((m) => m.ProductScreen),
      import.meta.env.SSR ? './product-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./product-prefetch.ts')),
  },
];
