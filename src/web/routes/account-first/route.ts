import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/account/flipkartfirst',
    flags: { screen: 'account-first', title: 'Bazaar First' },
    ...lazyScreen(
      () => import('./account-first-screen.tsx').then((m) => m.AccountFirstScreen),
      import.meta.env.SSR ? './account-first-screen.tsx' : '',
    ),
  },
];
