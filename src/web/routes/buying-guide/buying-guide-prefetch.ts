import type { PrefetchDeps } from '../../app/route-table.ts';
import { buyingGuideQuery } from '../../features/content/queries.ts';

/**
 * The index of guides, and for `/buying-guide/{slug}` the guide of that slug's store id; an
 * unknown slug resolves to `{ status: 404 }` (HTTP 404 from the renderer).
 */
export async function prefetch({ queryClient, client, params }: PrefetchDeps): Promise<unknown> {
  const index = await queryClient.ensureQueryData(buyingGuideQuery(client, ''));
  if (!params.categorySlug) return index ?? { status: 404 };
  const sid = index?.guides.find((g) => g.slug === params.categorySlug)?.sid;
  const guide = sid ? await queryClient.ensureQueryData(buyingGuideQuery(client, sid)) : null;
  return guide ?? { status: 404 };
}
