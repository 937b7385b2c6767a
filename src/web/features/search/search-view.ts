import { classifySplat } from '../../app/route-flags.ts';
import {
  booksStore,
  filterNames,
  searchPageSize,
  sortValues,
  type SortValue,
} from '../../../contracts/search-paths.ts';

/**
 * Which search a URL shows. The URL holds the whole state (docs/decisions/0012): the route gives
 * the base (a query, a category, a tag, an author, a stored list), the query string the rest
 * (`q`, `sort`, `page`, `pincode`, and filters by name: `brand=samsung&price=1000-4999`).
 */
export interface SearchView {
  kind: 'search' | 'category' | 'tag' | 'author' | 'qtag' | 'products-list' | 'offers-list';
  /** A stored list or query tag to load first, whose request is the base. */
  collection?: { kind: 'products-list' | 'offers-list' | 'qtag'; slug: string };
  base: BaseRequest;
  /** Filters chosen on the page (from the query string). */
  filters: Record<string, string[]>;
  sort: SortValue | null;
  page: number;
  pincode: string | null;
  /** Heading when the route names it (author, category path). */
  heading: string | null;
  /** Query-string names that are neither a filter nor a carried parameter (`?bogus=1`): the page says so instead of ignoring them. */
  unknownFilters: string[];
}

export interface BaseRequest {
  store?: string;
  q?: string;
  filters?: Record<string, string[]>;
  tag?: string;
  sort?: SortValue;
}

const maxPage = 10_000;

/** Parameters a browse URL carries besides its filters (the state, suggestion tracking, campaign tags). */
const carriedParams = new Set([
  'q',
  'sid',
  'sort',
  'page',
  'pincode',
  'otracker',
  'otracker1',
  'as',
  'as-show',
  'as-pos',
  'fbclid',
  'gclid',
  'affid',
  'cobrand',
]);
const isCarried = (name: string) => carriedParams.has(name) || name.startsWith('utm_');

/** The query-string names a browse page does not know. */
export function unknownFilterNames(query: URLSearchParams): string[] {
  const known = new Set<string>(filterNames);
  return [...new Set(query.keys())].filter((name) => !known.has(name) && !isCarried(name));
}

export function searchViewFromUrl(url: URL, params: Record<string, string | undefined>): SearchView {
  const query = url.searchParams;
  const filters: Record<string, string[]> = {};
  for (const name of filterNames) {
    const values = query.getAll(name).filter(Boolean);
    if (values.length) filters[name] = values;
  }
  const sortParam = query.get('sort');
  const sort = (sortValues as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortValue) : null;
  const page = Math.min(maxPage, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
  const pincode = query.get('pincode') || null;
  const q = query.get('q')?.trim() || undefined;
  const sid = query.get('sid') || undefined;
  const common = { filters, sort, page, pincode, unknownFilters: unknownFilterNames(query) };
  const path = url.pathname;

  if (path === '/search') return { kind: 'search', base: { q, store: sid }, heading: null, ...common };
  if (path.startsWith('/author/')) {
    const author = params.author ?? decodeURIComponent(path.slice('/author/'.length));
    return {
      kind: 'author',
      base: { store: booksStore, filters: { author: [author] }, q },
      heading: author,
      ...common,
    };
  }
  if (path.startsWith('/q/')) {
    const slug = params.qtag ?? path.slice(3);
    return { kind: 'qtag', collection: { kind: 'qtag', slug }, base: { q }, heading: null, ...common };
  }
  for (const kind of ['products-list', 'offers-list'] as const) {
    if (path.startsWith(`/${kind}/`)) {
      const slug = params.seoSlug ?? path.slice(kind.length + 2);
      return { kind, collection: { kind, slug }, base: { q }, heading: null, ...common };
    }
  }
  const splat = classifySplat(path);
  const firstSegment = path.split('/').filter(Boolean)[0] ?? '';
  // Without a store id, the path's first word names the category (`/mobiles/pr` lands on mobiles).
  const scope: BaseRequest = sid ? { store: sid, q } : { q: q ?? firstSegment.replace(/-/g, ' ') };
  const heading = firstSegment ? titleCase(firstSegment) : null;
  if (splat.kind === 'tag-name-browse')
    return { kind: 'tag', base: { ...scope, tag: splat.tagName }, heading, ...common };
  if (splat.kind === 'tag-browse')
    return { kind: 'tag', base: { ...scope, tag: `${splat.tagKey}=${splat.tagValue}` }, heading, ...common };
  return { kind: 'category', base: scope, heading, ...common };
}

const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The smart-browse request context of a view, once its stored list (if any) is known. */
export function requestOf(view: SearchView, collectionRequest?: BaseRequest) {
  const base = {
    ...collectionRequest,
    ...stripUndefined(view.base),
    filters: { ...collectionRequest?.filters, ...view.base.filters },
  };
  const filters = { ...base.filters, ...view.filters };
  return {
    store: base.store,
    q: base.q,
    tag: base.tag,
    filters,
    sort: view.sort ?? base.sort ?? 'relevance',
    start: (view.page - 1) * searchPageSize,
    count: searchPageSize,
    ...(view.pincode ? { pincode: view.pincode } : {}),
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** The current URL with some parameters replaced (null removes); the page goes back to 1 unless set. */
export function withParams(url: URL, changes: Record<string, string | string[] | null>): string {
  const next = new URLSearchParams(url.search);
  if (!('page' in changes)) next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) next.append(name, v);
  }
  const text = next.toString();
  return `${url.pathname}${text ? `?${text}` : ''}`;
}

/** The URL with one filter value switched on or off. */
export function toggleFilter(url: URL, name: string, value: string): string {
  const values = url.searchParams.getAll(name);
  return withParams(url, { [name]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] });
}

/** The URL without any filter chosen on the page. */
export function clearFilters(url: URL): string {
  return withParams(url, Object.fromEntries(filterNames.map((n) => [n, null])));
}
