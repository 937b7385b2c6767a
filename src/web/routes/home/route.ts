import type { ScreenRoute } from '../../app/route-table.ts';
import { HomeScreen, prefetchHome } from './home-screen.tsx';

/** Home is in the first load: its screen and prefetch are imported, not lazily loaded. */
export const routes: ScreenRoute[] = [
  {
    path: '/',
    flags: { screen: 'home', showTop: true, hideFooterSummary: true },
    Screen: HomeScreen,
    prefetch: prefetchHome,
  },
];
