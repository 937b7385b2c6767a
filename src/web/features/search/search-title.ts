import type { SearchResult } from '../../../contracts/search.ts';
import type { SearchView } from './search-view.ts';

/** What the page is about: the query, the author, the list's or the category's name. */
export function searchHeading(view: SearchView, collectionTitle: string | undefined, result: SearchResult | undefined): string {
  if (collectionTitle) return collectionTitle;
  if (view.kind === 'author' && view.heading) return `Books by ${view.heading}`;
  if (view.base.q && view.kind === 'search') return view.base.q;
  return result?.pageContext.searchMetaData.detectedCategory?.title ?? view.heading ?? view.base.q ?? 'All products';
}

/** '{query} - Buy products online at best price' (docs/decisions/0012). */
export function searchPageTitle(view: SearchView, collectionTitle: string | undefined, result: SearchResult | undefined): string {
  return `${searchHeading(view, collectionTitle, result)} - Buy products online at best price`;
}
