import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { LayoutPage } from '../../features/content/layout-page.tsx';

/** `/offers` and `/offers/{seo_slug}`: the offer zone, built from stored layouts. */
export function OfferZoneScreen() {
  const { pathname } = useLocation();
  const { queries } = useApi();
  const seo = useQuery(queries.seo(pathname)).data;
  return (
    <LayoutPage
      path={pathname}
      heading={seo?.title.replace(/ \| Bazaar$/, '') ?? 'Offer Zone'}
      screenName="offer-zone"
    />
  );
}
