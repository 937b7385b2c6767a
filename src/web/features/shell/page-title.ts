import type { SeoMetadata } from '../../../contracts/seo.ts';
import type { RouteFlags } from '../../app/route-flags.ts';
import { defaultPageTitle, storeName } from '../../texts.ts';

/**
 * The page title, the same on the server and in the browser: the SEO metadata's own title for
 * the page; else the route's title with the store's name; else the default title of spec 000 §9
 * (always on home). The metadata's generic default does not hide a route's own title.
 */
export function pageTitle(flags: RouteFlags, seo: SeoMetadata | undefined): string {
  if (seo?.title && seo.title !== defaultPageTitle) return seo.title;
  return flags.title && flags.screen !== 'home' ? `${flags.title} | ${storeName}` : defaultPageTitle;
}

/**
 * The path whose screen titles the page from its own data (the search page names its query);
 * the shell leaves that page's title alone, whenever its metadata arrives.
 */
export const titleOwner = { path: '' };
