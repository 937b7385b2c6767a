import { lazy } from 'react';
import { useLocation } from 'react-router';
import { classifySplat } from '../app/route-flags.ts';
import type { PrefetchDeps } from '../app/route-table.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

const SearchScreen = lazy(() => import('./search/search-screen.tsx').then((m) => ({ default: m.SearchScreen })));
const StoreLandingScreen = lazy(() => import('./store-landing/store-landing-screen.tsx').then((m) => ({ default: m.StoreLandingScreen })));

/**
 * Tag and category browse (`*\/~{tagName}/pr`, `*\/{tagValue}~{tagKey}/pr`, `**\/pr`) are search
 * screens; `/*-store` and the category landing paths are store landings (spec 000 §2).
 */
export function SplatScreen() {
  const { pathname } = useLocation();
  const kind = classifySplat(pathname).kind;
  if (kind === 'store-landing' || kind === 'category-landing') return <StoreLandingScreen />;
  if (kind === 'not-found') return <NotFoundScreen />;
  return <SearchScreen />;
}

export function prefetchSplat(deps: PrefetchDeps): Promise<unknown> {
  const kind = classifySplat(deps.url.pathname).kind;
  if (kind === 'store-landing' || kind === 'category-landing') return import('./store-landing/store-landing-prefetch.ts').then((m) => m.prefetch(deps));
  if (kind === 'not-found') return Promise.resolve();
  return import('./search/search-prefetch.ts').then((m) => m.prefetch(deps));
}
