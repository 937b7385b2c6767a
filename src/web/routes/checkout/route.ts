import type { RouteFlags } from '../../app/route-flags.ts';
import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

// Checkout needs no login (spec 001 §6); it is rendered per shopper (entry-server's perShopperScreens).
const screen = lazyScreen(
  () => import('./checkout-screen.tsx').then((m) => m.CheckoutScreen),
  import.meta.env.SSR ? './checkout-screen.tsx' : '',
);
const prefetch = lazyPrefetch(() => import('./checkout-prefetch.ts'));
const flags = (screenName: string, title: string): RouteFlags => ({
  screen: screenName,
  title,
  minimalHeader: 'CHECKOUT',
  minimalFooter: true,
});

export const routes: ScreenRoute[] = [
  { path: '/checkout/init', flags: flags('checkout', 'Secure Payment'), ...screen, prefetch },
  { path: '/checkout/retry', flags: flags('checkout', 'Secure Payment'), ...screen, prefetch },
  { path: '/checkout/pending', flags: flags('checkout-pending', 'Payment Pending'), ...screen, prefetch },
];
