import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  // Only the server meets /login (nothing in the app links to it), so the browser bundle leaves it out.
  ...(import.meta.env.SSR
    ? [{ path: '/login', flags: { screen: 'login-redirect' }, redirectTo: (url: URL) => `/account/login${url.search}` }]
    : []),
  {
    path: '/account/login',
    flags: { screen: 'login', title: 'Login' },
    ...lazyScreen(
      () => import('./login-screen.tsx').then((m) => m.LoginScreen),
      import.meta.env.SSR ? './login-screen.tsx' : '',
    ),
  },
];
