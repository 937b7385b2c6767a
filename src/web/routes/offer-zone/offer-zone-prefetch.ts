import type { PrefetchDeps } from '../../app/route-table.ts';
import { prefetchLandingPage } from '../../features/content/layout-page.tsx';

/** The offer zone's (or an offer page's) layout and widgets, loaded before the server renders. */
export function prefetch(deps: PrefetchDeps): Promise<unknown> {
  return prefetchLandingPage(deps);
}
