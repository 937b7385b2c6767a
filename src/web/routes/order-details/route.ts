import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/**
 * Order details `/order_details?order_id=` (spec 001 §2, login needed: a logged-out visitor goes
 * to /account/login with ret, title and desc). Another shopper's or an unknown order is a 404
 * page that says nothing about it.
 */
export const routes: ScreenRoute[] = [
  {
    path: '/order_details',
    flags: {
      screen: 'order-details',
      title: 'Order Details',
      loginRequired: { title: 'Order Details', desc: 'See the details of your order' },
    },
    ...lazyScreen(
      () => import('./order-details-screen.tsx').then((m) => m.OrderDetailsScreen),
      import.meta.env.SSR ? './order-details-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./order-details-prefetch.ts')),
  },
];
