import type { PrefetchDeps } from '../../app/route-table.ts';
import { buyingGuideQuery } from '../../features/content/queries.ts';

/** The index of guides, and for `/buying-guide/{slug}` the guide of that slug's store id. */
export async function prefetch({ queryClient, client, params }: PrefetchDeps): Promise<unknown> {
  const index = await queryClient.ensureQueryData(buyingGuideQuery(client, ''));
  const sid = index?.guides.find((g) => g.slug === params.categorySlug)?.sid;
  return sid ? queryClient.ensureQueryData(buyingGuideQuery(client, sid)) : index;
}
