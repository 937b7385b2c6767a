import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { categoryLandingPaths } from '../../app/route-flags.ts';

const inAppPattern = /^\/(?:search$|q\/|author\/|products-list\/|offers-list\/|[^/]+\/p\/|[a-z0-9-]+-store(?:\/|$))/i;

/**
 * Spec 000 §2: product pages, /q/, /search, /author/, /{name}-store, /products-list/,
 * /offers-list/ and the fixed category pages are handled inside the app; other links load a page.
 */
export const isInAppPath = (pathname: string): boolean =>
  inAppPattern.test(pathname) || (categoryLandingPaths as readonly string[]).includes(pathname);

/**
 * Lets data-driven links (navigation, quick links, footer, widgets) stay plain anchors: a click on
 * one that points inside the app navigates without a page load. Modified clicks, new tabs,
 * downloads and links a component already handled keep the browser's behaviour.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest?.('a');
      if (
        !anchor ||
        event.defaultPrevented ||
        event.button ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (anchor.target || anchor.hasAttribute('download') || anchor.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || !isInAppPath(url.pathname)) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
