import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/ol',
    flags: { screen: 'outbound', title: 'Leaving Bazaar' },
    ...lazyScreen(
      () => import('./outbound-screen.tsx').then((m) => m.OutboundScreen),
      import.meta.env.SSR ? './outbound-screen.tsx' : '',
    ),
  },
];
