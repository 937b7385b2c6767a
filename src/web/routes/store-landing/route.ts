import { classifySplat } from '../../app/route-flags.ts';
import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

/** `/*-store`, `/*-store/**` and the category landing paths: patterns a router cannot express. */
export const routes: ScreenRoute[] = [
  {
    path: '*',
    // store-landing, category-landing
    claims: (p) => classifySplat(p).kind.endsWith('landing'),
    flags: { screen: 'splat', showTop: true },
    ...lazyScreen(
      () => import('./store-landing-screen.tsx').then((m) => m.StoreLandingScreen),
      import.meta.env.SSR ? './store-landing-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./store-landing-prefetch.ts')),
  },
];
