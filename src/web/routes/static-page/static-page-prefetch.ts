import type { PrefetchDeps } from '../../app/route-table.ts';
import { staticPageQuery } from '../../features/content/queries.ts';

/** The page's title and HTML, loaded before the server renders; an unknown page is a 404. */
export async function prefetch({ queryClient, client, params }: PrefetchDeps): Promise<unknown> {
  const page = await queryClient.ensureQueryData(staticPageQuery(client, params.pageName ?? ''));
  return page ?? { status: 404 };
}
