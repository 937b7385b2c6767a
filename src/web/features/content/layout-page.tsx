import { useQuery } from '@tanstack/react-query';
import type { Widget } from '../../../contracts/layout.ts';
import { useApi } from '../../app/api-context.tsx';
import type { PrefetchDeps } from '../../app/route-table.ts';
import { NotFound } from '../../components/not-found.tsx';
import { Empty, Loading, LoadError } from '../../components/screen-states.tsx';
import { noResults } from '../../texts.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { ProductRow } from './product-row.tsx';
import w from './widgets.module.css';
import { DeferredContentBlock } from './deferred-content.tsx';
import { OfferTiles } from './offer-tiles.tsx';
import { landingLayoutQuery } from './queries.ts';
import s from './content.module.css';

/**
 * Loads a landing path's layout, then its widgets, into the cache (server and browser); a path
 * without a layout resolves to `{ status: 404 }`, which the renderer answers with HTTP 404.
 */
export async function prefetchLandingPage({ queryClient, queries, client, url }: PrefetchDeps): Promise<unknown> {
  const found = await queryClient.ensureQueryData(landingLayoutQuery(client, url.pathname));
  if (!found) return { status: 404 };
  return queryClient.ensureQueryData(queries.widgets(found.screen, found.pageKey || undefined));
}

function WidgetView({ widget, first }: { widget: Widget | undefined; first: boolean }) {
  if (!widget) return null;
  switch (widget.type) {
    case 'BANNER_CAROUSEL':
      return widget.data.banners.length ? <BannerCarousel banners={widget.data.banners} /> : null;
    case 'PRODUCT_ROW':
      return widget.data.products.length ? <ProductRow {...widget.data} eager={first} /> : null;
    case 'OFFER_TILES':
      return widget.data.tiles.length ? <OfferTiles {...widget.data} /> : null;
    case 'DEFERRED':
      return <DeferredContentBlock title={widget.data.title} contentKey={widget.data.key} />;
    default:
      return null;
  }
}

/**
 * A page built from a layout in the database (store landings, category landings, the offer
 * zone): its widgets in layout order, with loading, error ('Something's not right!' + RETRY),
 * empty and not-found states.
 */
export function LayoutPage({ path, heading, screenName }: { path: string; heading?: string; screenName: string }) {
  const { client, queries } = useApi();
  const landing = useQuery(landingLayoutQuery(client, path));
  const found = landing.data;
  const widgets = useQuery({ ...queries.widgets(found?.screen ?? '', found?.pageKey || undefined), enabled: !!found });
  if (landing.isError || widgets.isError) {
    return (
      <LoadError
        className={w.state}
        onRetry={() => {
          void landing.refetch();
          if (found) void widgets.refetch();
        }}
      />
    );
  }
  if (landing.data === null) return <NotFound />;
  if (!found || !widgets.data) return <Loading className={w.loading} />;
  let rows = 0;
  const shown = found.layout.children.map((child) => {
    const widget = widgets.data[child.data.dataKey];
    const first = widget?.type === 'PRODUCT_ROW' && !rows++;
    return <WidgetView key={child.id} widget={widget} first={first} />;
  });
  return (
    <div className={w.page} data-screen={screenName}>
      {heading && <h1 className={s.visuallyHidden}>{heading}</h1>}
      {shown.some(Boolean) ? shown : <Empty className={w.state}>{noResults}</Empty>}
    </div>
  );
}
