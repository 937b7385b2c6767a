import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/google-login',
    flags: { screen: 'google-login', title: 'Login' },
    ...lazyScreen(
      () => import('./google-login-screen.tsx').then((m) => m.GoogleLoginScreen),
      import.meta.env.SSR ? './google-login-screen.tsx' : '',
    ),
  },
];
