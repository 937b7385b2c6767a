import type { PrefetchDeps } from '../../app/route-table.ts';
import { staticPageQuery } from '../../features/content/queries.ts';

/** The page's title and HTML, loaded before the server renders. */
export function prefetch({ queryClient, client, params }: PrefetchDeps): Promise<unknown> {
  return queryClient.ensureQueryData(staticPageQuery(client, params.pageName ?? ''));
}
