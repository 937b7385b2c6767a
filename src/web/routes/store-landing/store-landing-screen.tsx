import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { LayoutPage } from '../../features/content/layout-page.tsx';

/** `/*-store`, `/*-store/**` and the category landing paths: pages of stored layouts. */
export function StoreLandingScreen() {
  const { pathname } = useLocation();
  const { queries } = useApi();
  const seo = useQuery(queries.seo(pathname)).data;
  return <LayoutPage path={pathname} heading={seo?.title.replace(/ \| Bazaar$/, '')} screenName="store-landing" />;
}
