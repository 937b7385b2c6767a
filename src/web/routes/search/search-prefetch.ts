import type { PrefetchDeps } from '../../app/route-table.ts';
import { searchQueries } from '../../features/search/queries.ts';
import { requestOf, searchViewFromUrl } from '../../features/search/search-view.ts';
import { searchPageTitle } from '../../features/search/search-title.ts';
import type { SeoMetadata } from '../../../contracts/seo.ts';

/** Loads the stored list (if any), the results and the facets; the server awaits it before rendering. */
export async function prefetch({ queryClient, queries, client, url, params }: PrefetchDeps): Promise<unknown> {
  const view = searchViewFromUrl(url, params);
  const collection = view.collection
    ? await queryClient
        .fetchQuery(searchQueries.collection(client, view.collection.kind, view.collection.slug))
        .catch(() => undefined)
    : undefined;
  // An unknown stored list is the page's answer (null): the renderer answers it with HTTP 404.
  if (view.collection && collection === null) return { status: 404 };
  if (view.collection && !collection) return undefined;
  const request = requestOf(view, collection?.request);
  const [results] = await Promise.allSettled([
    queryClient.fetchQuery(searchQueries.results(client, request)),
    queryClient.prefetchQuery(searchQueries.facets(client, request)),
  ]);
  // The page's title names the search: the metadata of the path is generic for /search. Only on
  // the server: in the browser the screen sets the title, and changing the shell's data while
  // the lazy screen hydrates would make React drop the server's HTML for its fallback (CLS).
  if (typeof window !== 'undefined') return undefined;
  const seoKey = queries.seo(url.pathname).queryKey;
  const seo = await queryClient.ensureQueryData(queries.seo(url.pathname)).catch(() => undefined);
  const title = searchPageTitle(view, collection?.title, results.status === 'fulfilled' ? results.value : undefined);
  const essentials = new URLSearchParams([...url.searchParams].filter(([k]) => k === 'q' || k === 'sid'));
  const canonical = `${url.pathname}${essentials.size ? `?${essentials}` : ''}`;
  if (seo) queryClient.setQueryData<SeoMetadata>(seoKey, { ...seo, title, canonical });
  return undefined;
}
