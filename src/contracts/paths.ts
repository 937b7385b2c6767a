/**
 * Paths of every call of the spec that is built so far, shared by the storefront's client and the
 * servers. Later issues add theirs here.
 */
export const apiPaths = {
  userState: '/api/3/user/state',
  logout: '/api/2/user/logout',
  navigation: '/lc/getData',
  layoutPage: (screen: string, pageKey?: string) =>
    `/api/3/layout/page/${encodeURIComponent(screen)}${pageKey ? `/${encodeURIComponent(pageKey)}` : ''}`,
  pageWidgets: (screen: string, pageKey?: string) =>
    `/api/3/data/${encodeURIComponent(screen)}${pageKey ? `/${encodeURIComponent(pageKey)}` : ''}/widgets`,
  seoMetadata: '/api/3/seo/desktop/metadata',
  health: '/api/health',
} as const;

/** Data source ids of `GET /lc/getData?dataSourceId=` (spec 000 §7). */
export const dataSourceIds = {
  navigation: 'websiteNavigationMenuDS_1.0',
  quickLinks: 'quickLinksDS_1.0',
  footer: 'footerDS_1.0',
} as const;

export const paymentPaths = {
  health: '/api/v1/health',
} as const;
