import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  { path: '/login', flags: { screen: 'login-redirect' }, redirectTo: (url) => `/account/login${url.search}` },
  {
    path: '/account/login',
    flags: { screen: 'login', title: 'Login' },
    ...lazyScreen(
      () => import('./login-screen.tsx').then((m) => m.LoginScreen),
      import.meta.env.SSR ? './login-screen.tsx' : '',
    ),
  },
];
