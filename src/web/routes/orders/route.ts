import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/**
 * My orders `/account/orders` (spec 001 §2, login needed: a logged-out visitor goes to
 * /account/login with ret, title and desc). `?q=` searches the shopper's orders by product title.
 */
export const routes: ScreenRoute[] = [
  {
    path: '/account/orders',
    flags: {
      screen: 'orders',
      title: 'My Orders',
      showTop: true,
      loginRequired: { title: 'My Orders', desc: 'Track and manage your orders' },
    },
    ...lazyScreen(
      () => import('./orders-screen.tsx').then((m) => m.OrdersScreen),
      import.meta.env.SSR ? './orders-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./orders-prefetch.ts')),
  },
];
