import type { SearchResult } from '../../../contracts/search.ts';
import type { SearchView } from './search-view.ts';

/** What the page is about: the query, the author, the list's or the category's name. */
export function searchHeading(
  view: SearchView,
  collectionTitle: string | undefined | null,
  result: SearchResult | { refused: string } | undefined,
): string {
  if (collectionTitle) return collectionTitle;
  const found = result && 'products' in result ? result : undefined;
  const category = found?.pageContext.searchMetaData.detectedCategory?.title ?? view.heading;
  if (view.kind === 'author' && view.heading) return `Books by ${view.heading}`;
  if (view.base.q && view.kind === 'search') return view.base.q;
  if (view.kind === 'tag' && view.base.tag) {
    const [key, value] = view.base.tag.includes('=') ? view.base.tag.split('=') : ['', view.base.tag];
    const words = (value ?? '').replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    return key === 'brand' || !category ? `${words} ${category ?? ''}`.trim() : `${category}: ${words}`;
  }
  return category ?? view.base.q ?? 'All products';
}

/** '{query} - Buy products online at best price' (docs/decisions/0012). */
export function searchPageTitle(
  view: SearchView,
  collectionTitle: string | undefined | null,
  result: SearchResult | { refused: string } | undefined,
): string {
  return `${searchHeading(view, collectionTitle, result)} - Buy products online at best price`;
}
