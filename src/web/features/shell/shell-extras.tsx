import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import type { RouteFlags } from '../../app/route-flags.ts';
import { useInAppLinks } from './in-app-links.ts';
import { NetworkStatus } from './network-status.tsx';
import { pageTitle, titleOwner } from './page-title.ts';
import { ScrollManager } from './scroll.tsx';
import { Toasts } from '../../app/toast-area.tsx';

/**
 * The shell's behaviour that draws nothing at first paint: scroll restoration and back-to-top,
 * network status, the toast area, in-app links and the page title on navigations. Loaded just
 * after the first paint (docs/decisions/0005-shell.md).
 */
export function ShellExtras({ flags }: { flags: RouteFlags }) {
  useInAppLinks();
  const { queries } = useApi();
  const { pathname } = useLocation();
  const seo = useQuery(queries.seo(pathname)).data;
  const title = pageTitle(flags, seo);
  useEffect(() => {
    if (titleOwner.path !== pathname) document.title = title;
  }, [title, pathname]);
  return (
    <>
      <ScrollManager showTop={flags.showTop} />
      <NetworkStatus />
      <Toasts />
    </>
  );
}
