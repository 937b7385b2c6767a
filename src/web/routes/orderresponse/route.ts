import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/**
 * The order confirmation `/orderresponse?reference_id=&token=` (spec 001 §2, login needed: a
 * logged-out visitor goes to /account/login with ret, title and desc). The payment service sends
 * the browser here after a payment; the page shows the orders that payment placed.
 */
export const routes: ScreenRoute[] = [
  {
    path: '/orderresponse',
    flags: {
      screen: 'order-response',
      title: 'Order Confirmation',
      loginRequired: { title: 'Order Confirmation', desc: 'See your order confirmation' },
    },
    ...lazyScreen(
      () => import('./orderresponse-screen.tsx').then((m) => m.OrderResponseScreen),
      import.meta.env.SSR ? './orderresponse-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./orderresponse-prefetch.ts')),
  },
];
