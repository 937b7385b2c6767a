import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/** `/wishlist` (spec 000 §2 account links): login required, linked from the account menu. */
export const routes: ScreenRoute[] = [
  {
    path: '/wishlist',
    flags: {
      screen: 'wishlist',
      title: 'My Wishlist',
      loginRequired: { title: 'My Wishlist', desc: 'Log in to see the products you saved' },
    },
    ...lazyScreen(
      () => import('./wishlist-screen.tsx').then((m) => m.WishlistScreen),
      import.meta.env.SSR ? './wishlist-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./wishlist-prefetch.ts')),
  },
];
