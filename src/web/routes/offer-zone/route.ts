import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

const screen = lazyScreen(
  () => import('./offer-zone-screen.tsx').then((m) => m.OfferZoneScreen),
  import.meta.env.SSR ? './offer-zone-screen.tsx' : '',
);
const prefetch = lazyPrefetch(() => import('./offer-zone-prefetch.ts'));
const flags = { screen: 'offer-zone', title: 'Offer Zone', showTop: true };

export const routes: ScreenRoute[] = [
  { path: '/offers', flags, ...screen, prefetch },
  { path: '/offers/:seoSlug', flags, ...screen, prefetch },
];
