import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

export const routes: ScreenRoute[] = [
  {
    path: '/notifications',
    flags: {
      screen: 'notifications',
      title: 'All Notifications',
      loginRequired: { title: 'Notifications', desc: 'Log in to see your notifications' },
    },
    ...lazyScreen(
      () => import('./notifications-screen.tsx').then((m) => m.NotificationsScreen),
      import.meta.env.SSR ? './notifications-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./notifications-prefetch.ts')),
  },
];
