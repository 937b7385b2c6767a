/** Flags a route carries in its `handle` (spec 000 §2 Header and footer variants). */
export interface RouteFlags {
  /** Name of the screen, for analytics and tests. */
  screen: string;
  /** Title shown until the screen's own data names the page. */
  title?: string;
  minimalHeader?: 'CART' | 'CHECKOUT';
  minimalFooter?: boolean;
  /** Show the back-to-top control after 1300 px. */
  showTop?: boolean;
  /** Hide the footer's summary (blurbs, addresses, brand lists, SEO text). */
  hideFooterSummary?: boolean;
  /** Logged-out visitors go to /account/login with ret, title and desc. */
  loginRequired?: { title: string; desc: string };
}

/** Category landing paths handled inside the app (spec 000 §2). */
export const categoryLandingPaths = [
  '/mobiles',
  '/tablets',
  '/televisions',
  '/cameras',
  '/headphones',
  '/games',
  '/mens-clothing',
  '/womens-clothing',
  '/watches/men',
  '/refrigerators',
  '/washing-machines',
  '/microwave-ovens',
] as const;

export type SplatScreen =
  | { kind: 'tag-name-browse'; tagName: string; path: string }
  | { kind: 'tag-browse'; tagValue: string; tagKey: string; path: string }
  | { kind: 'category-browse'; path: string }
  | { kind: 'store-landing'; store: string; path: string }
  | { kind: 'category-landing'; path: string }
  | { kind: 'not-found' };

/**
 * Routes whose pattern a router cannot express (`*\/~{tagName}/pr`, `**\/pr`, `/*-store`),
 * classified from the path alone so the server and the browser agree.
 */
export function classifySplat(pathname: string): SplatScreen {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (last === 'pr' && segments.length >= 2) {
    const before = segments[segments.length - 2] ?? '';
    if (before.startsWith('~') && before.length > 1)
      return { kind: 'tag-name-browse', tagName: decodeURIComponent(before.slice(1)), path };
    const tilde = before.indexOf('~');
    if (tilde > 0 && tilde < before.length - 1) {
      return {
        kind: 'tag-browse',
        tagValue: decodeURIComponent(before.slice(0, tilde)),
        tagKey: decodeURIComponent(before.slice(tilde + 1)),
        path,
      };
    }
    return { kind: 'category-browse', path };
  }
  const first = segments[0] ?? '';
  if (/^[a-z0-9-]+-store$/i.test(first)) return { kind: 'store-landing', store: first, path };
  if ((categoryLandingPaths as readonly string[]).includes(path)) return { kind: 'category-landing', path };
  return { kind: 'not-found' };
}
