import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/**
 * The cart `/viewcart` (spec 001 §2): minimal CART header (no navigation, no cart icon), minimal
 * footer. Its HTML is the shopper's own cart: a per-shopper screen (entry-server.tsx), rendered
 * per request for a logged-in shopper and for a visitor with a session (a guest cart).
 */
export const routes: ScreenRoute[] = [
  {
    path: '/viewcart',
    flags: { screen: 'cart', title: 'Shopping Cart', minimalHeader: 'CART', minimalFooter: true },
    ...lazyScreen(
      () => import('./cart-screen.tsx').then((m) => m.CartScreen),
      import.meta.env.SSR ? './cart-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./cart-prefetch.ts')),
  },
];
