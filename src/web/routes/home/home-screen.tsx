import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import type { PrefetchDeps } from '../../app/route-table.ts';
import { BannerCarousel } from '../../features/content/banner-carousel.tsx';
import { ProductRow } from '../../features/content/product-row.tsx';
import { LazyCardHeart } from '../../features/wishlist/lazy-card-heart.tsx';
import { Empty, Loading, LoadError, stateCard } from '../../components/screen-states.tsx';
import { defaultPageTitle, noResults } from '../../texts.ts';
import s from '../../features/content/widgets.module.css';

export function prefetchHome({ queryClient, queries }: PrefetchDeps) {
  return Promise.all([
    queryClient.ensureQueryData(queries.layout('home')),
    queryClient.ensureQueryData(queries.widgets('home')),
  ]);
}

/** Home: the widgets of the stored layout, in layout order, with loading, error and empty states. */
export function HomeScreen() {
  const { queries } = useApi();
  const layout = useQuery(queries.layout('home'));
  const widgets = useQuery(queries.widgets('home'));
  if (layout.isError || widgets.isError) {
    return (
      <LoadError
        className={stateCard}
        onRetry={() => {
          layout.refetch();
          widgets.refetch();
        }}
      />
    );
  }
  if (!layout.data || !widgets.data) return <Loading className={s.loading} />;
  let rows = 0;
  const shown = layout.data.children.map((child) => {
    const widget = widgets.data[child.data.dataKey];
    if (widget?.type === 'BANNER_CAROUSEL' && widget.data.banners.length)
      return <BannerCarousel key={child.id} banners={widget.data.banners} />;
    // Only the first row can be in view on arrival; later rows' images load as they near it.
    if (widget?.type === 'PRODUCT_ROW' && widget.data.products.length)
      return <ProductRow key={child.id} {...widget.data} eager={!rows++} Heart={LazyCardHeart} />;
    return null;
  });
  return (
    <div className={s.page}>
      {/* For screen readers and search engines; the banner is the page's visual title. Texts are
          inlined where they are used (vite.config.ts), so the heading brings its own copy. */}
      <h1 className="visually-hidden">{defaultPageTitle}</h1>
      {shown.some(Boolean) ? shown : <Empty className={stateCard}>{noResults}</Empty>}
    </div>
  );
}
