import type { PrefetchDeps } from '../../app/route-table.ts';

/** Loads this screen's data into the query cache; the server awaits it before rendering. */
export async function prefetch(_deps: PrefetchDeps): Promise<unknown> {
  return undefined;
}
