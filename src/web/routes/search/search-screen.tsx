import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { sortValues, type SortValue } from '../../../contracts/search-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { useScreenParams } from '../../app/screen-context.tsx';
import { PincodeInput, useSelectedPincode } from '../../features/pincode/pincode-input.tsx';
import { titleOwner } from '../../features/shell/page-title.ts';
import { FacetPanel } from '../../features/search/facet-panel.tsx';
import { PhoneSheetBar, sortSheetId, usePhoneSheet } from '../../features/search/phone-sheet.tsx';
import { searchQueries } from '../../features/search/queries.ts';
import { ResultGrid } from '../../features/search/result-grid.tsx';
import { CardHeart } from '../../features/wishlist/wishlist-heart.tsx';
import { searchHeading, searchPageTitle } from '../../features/search/search-title.ts';
import {
  clearFilters,
  requestOf,
  searchViewFromUrl,
  toggleFilter,
  withParams,
} from '../../features/search/search-view.ts';
import { Loading, LoadError, stateCard } from '../../components/screen-states.tsx';
import { noResults, noResultsInArea } from '../../texts.ts';
import s from '../../features/search/search.module.css';

const sortTitles: Record<SortValue, string> = {
  relevance: 'Relevance',
  popularity: 'Popularity',
  price_asc: 'Price -- Low to High',
  price_desc: 'Price -- High to Low',
  newest: 'Newest First',
  discount: 'Discount',
};

/**
 * Search and browse (spec 000 §2): /search, category, tag and tag-name browse, /author, /q,
 * /products-list and /offers-list. The URL holds the whole state, so every page can be shared,
 * reloaded and indexed; the server renders it with its data.
 */
export function SearchScreen() {
  const location = useLocation();
  const params = useScreenParams();
  const { client } = useApi();
  const navigate = useNavigate();
  const url = useMemo(
    () => new URL(location.pathname + location.search, 'http://storefront.invalid'),
    [location.pathname, location.search],
  );
  const view = useMemo(() => searchViewFromUrl(url, params), [url, params]);
  const collection = useQuery({
    ...searchQueries.collection(client, view.collection?.kind ?? 'qtag', view.collection?.slug ?? ''),
    enabled: Boolean(view.collection),
  });
  const ready = !view.collection || collection.isSuccess;
  const request = requestOf(view, collection.data?.request);
  const results = useQuery({ ...searchQueries.results(client, request), enabled: ready });
  const facets = useQuery({ ...searchQueries.facets(client, request), enabled: ready });
  const title = searchPageTitle(view, collection.data?.title, results.data);
  // The pincode the shopper checked before (kept in the browser): the input shows it, so say when the results are not narrowed to it.
  const [remembered] = useSelectedPincode();
  useEffect(() => {
    titleOwner.path = location.pathname;
    document.title = title;
  }, [title, location.pathname]);
  // Marks the page interactive (the filters' checkboxes act only once hydrated); tests wait for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [sheet, setSheet] = usePhoneSheet(location.search);

  if (view.collection && collection.data === null) {
    return (
      <div className={stateCard} role="alert">
        <h1>{noResults}</h1>
        <Link to="/">Continue shopping</Link>
      </div>
    );
  }
  if (view.unknownFilters.length) {
    return (
      <div className={stateCard} role="alert">
        <h1>Unknown filter: {view.unknownFilters.join(', ')}</h1>
        <Link to={withParams(url, Object.fromEntries(view.unknownFilters.map((n) => [n, null])))}>
          Show results without it
        </Link>
      </div>
    );
  }
  if (results.data && 'refused' in results.data) {
    return (
      <div className={stateCard} role="alert">
        <h1>{results.data.refused}</h1>
        <Link
          to={withParams(url, {
            pincode: null,
            ...Object.fromEntries(Object.keys(view.filters).map((n) => [n, null])),
          })}
        >
          Show all results
        </Link>
      </div>
    );
  }
  if (collection.isError || results.isError) {
    return (
      <LoadError
        className={stateCard}
        onRetry={() => {
          void collection.refetch();
          void results.refetch();
        }}
      />
    );
  }
  if (!results.data) return <Loading className={s.loading} label="Loading results" />;

  const data = results.data;
  const meta = data.pageContext.searchMetaData;
  const heading = searchHeading(view, collection.data?.title, data);
  const beyondEnd = data.products.length === 0 && data.totalCount > 0;
  const page = view.page;
  // A capped total (decision 0050) is a lower bound: there is at least one page more than it makes.
  const capped = meta.totalCountCapped === true;
  const pages = Math.ceil(data.totalCount / request.count) + (capped ? 1 : 0);
  const filtered = Object.keys(view.filters).length > 0;
  const from = data.totalCount ? request.start + 1 : 0;
  const to = request.start + data.products.length;

  return (
    <div className={s.page} data-hydrated={hydrated || undefined} data-sheet={sheet ?? undefined}>
      {facets.data ? (
        <FacetPanel
          facets={facets.data.facets}
          estimated={facets.data.countsEstimated === true}
          url={url}
          filtered={filtered}
          onClose={sheet === 'filter' ? () => setSheet(null) : undefined}
        />
      ) : (
        <aside className={s.facets} aria-busy="true" />
      )}
      <section className={s.results} aria-busy={results.isFetching}>
        <header className={s.head}>
          <PhoneSheetBar sheet={sheet} onOpen={setSheet} />
          <h1>{heading}</h1>
          {meta.correctedQuery && (
            <p className={s.corrected}>
              Showing results for <b>{meta.correctedQuery}</b>
            </p>
          )}
          <p className={s.count}>
            {data.totalCount > 0 && !beyondEnd
              ? `Showing ${from.toLocaleString('en-IN')} – ${to.toLocaleString('en-IN')} of ${data.totalCount.toLocaleString('en-IN')}${capped ? '+' : ''} results`
              : ''}
            {meta.selectedPincode && ` for delivery to ${meta.selectedPincode}`}
          </p>
          <div className={s.pincode}>
            <PincodeInput label="Deliver to pincode" onChange={(pincode) => navigate(withParams(url, { pincode }))} />
          </div>
          {!meta.selectedPincode && remembered && (
            <p className={s.count}>
              Showing results for every pincode.{' '}
              <Link to={withParams(url, { pincode: remembered })}>Show only what delivers to {remembered}</Link>
            </p>
          )}
          {filtered && (
            <ul className={s.chips} aria-label="Applied filters">
              {Object.entries(view.filters).flatMap(([name, values]) =>
                values.map((value) => (
                  <li key={`${name}=${value}`}>
                    <Link to={toggleFilter(url, name, value)} aria-label={`Remove filter ${name} ${value}`}>
                      {facets.data?.facets.find((f) => f.name === name)?.values.find((v) => v.value === value)?.title ??
                        value}{' '}
                      ✕
                    </Link>
                  </li>
                )),
              )}
            </ul>
          )}
          <nav className={s.sorts} aria-label="Sort by" id={sortSheetId} tabIndex={-1}>
            <span>Sort By</span>
            {sortValues.map((sort) => (
              <Link
                key={sort}
                to={withParams(url, { sort: sort === 'relevance' ? null : sort })}
                aria-current={request.sort === sort ? 'true' : undefined}
              >
                {sortTitles[sort]}
              </Link>
            ))}
          </nav>
        </header>
        {data.products.length > 0 ? (
          <ResultGrid products={data.products} Heart={CardHeart} />
        ) : beyondEnd ? (
          <div className={s.none}>
            <h2>{noResults}</h2>
            <Link to={withParams(url, { page: null })}>Go to the first page</Link>
          </div>
        ) : meta.selectedPincode && data.totalCount === 0 ? (
          <div className={s.none}>
            <h2>{noResultsInArea}</h2>
            <PincodeInput label="Change pincode" onChange={(pincode) => navigate(withParams(url, { pincode }))} />
            <Link to={withParams(url, { pincode: null })}>Show results for all pincodes</Link>
          </div>
        ) : (
          <div className={s.none}>
            <h2>{noResults}</h2>
            {Object.keys(view.filters).length > 0 ? (
              <Link to={clearFilters(url)}>Clear the filters</Link>
            ) : view.kind === 'search' || view.base.q ? (
              <p>Please check the spelling or try searching for something else</p>
            ) : (
              <>
                <p>Nothing is listed here yet.</p>
                <Link to="/">Continue shopping</Link>
              </>
            )}
          </div>
        )}
        {pages > 1 && <Pagination url={url} page={page} pages={pages} more={capped} />}
      </section>
    </div>
  );
}

/** Page numbers around the current one, with previous and next. */
const Pagination = memo(function Pagination({
  url,
  page,
  pages,
  more,
}: {
  url: URL;
  page: number;
  pages: number;
  /** The total is a lower bound: the last page shown is not the last there is. */
  more: boolean;
}) {
  const first = Math.max(1, Math.min(page - 4, pages - 9));
  const numbers = Array.from({ length: Math.min(10, pages) }, (_, i) => first + i);
  const to = (n: number) => withParams(url, { page: n === 1 ? null : String(n) });
  return (
    <nav className={s.pages} aria-label="Pages">
      <span>
        Page {Math.min(page, pages)} of {pages.toLocaleString('en-IN')}
        {more && '+'}
      </span>
      {page > 1 && (
        <Link to={to(Math.min(page - 1, pages))} rel="prev">
          PREVIOUS
        </Link>
      )}
      {numbers.map((n) => (
        <Link key={n} to={to(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
          {n}
        </Link>
      ))}
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          NEXT
        </Link>
      )}
    </nav>
  );
});
