import { classifySplat } from './route-flags.ts';

/**
 * The source modules of each lazily loaded screen, by the route's `screen` flag, for the server
 * to link their scripts and styles from the build manifest (docs/decisions/0003-routing.md).
 * Server only: the browser learns them from the lazy imports themselves, and this table stays out
 * of the first load. A screen missing here still works; it just paints its own styles late.
 */
const search = 'src/web/routes/search/search-screen.tsx';
const byScreen: Record<string, string[]> = {
  search: [search],
  'products-list': [search],
  'offers-list': [search],
  author: [search],
  'query-page': [search],
  product: ['src/web/routes/product/product-screen.tsx'],
  sellers: ['src/web/routes/sellers/sellers-screen.tsx'],
  'offer-zone': ['src/web/routes/offer-zone/offer-zone-screen.tsx'],
  'buying-guide': ['src/web/routes/buying-guide/buying-guide-screen.tsx'],
  'static-page': ['src/web/routes/static-page/static-page-screen.tsx'],
  notifications: ['src/web/routes/notifications/notifications-screen.tsx'],
  account: ['src/web/routes/account/account-screen.tsx'],
  'account-addresses': ['src/web/routes/account/account-addresses-screen.tsx'],
  'account-subscriptions': ['src/web/routes/account/account-subscriptions-screen.tsx'],
  'account-wallet': ['src/web/routes/account/account-wallet-screen.tsx'],
  'account-first': ['src/web/routes/account-first/account-first-screen.tsx'],
  login: ['src/web/routes/account-login/login-screen.tsx'],
  'google-login': ['src/web/routes/google-login/google-login-screen.tsx'],
  outbound: ['src/web/routes/outbound/outbound-screen.tsx'],
  'not-found': ['src/web/routes/not-found-screen.tsx'],
};

export function screenModules(screen: string, pathname: string): string[] {
  if (screen !== 'splat') return byScreen[screen] ?? [];
  const kind = classifySplat(pathname).kind;
  const splat = 'src/web/routes/splat-screen.tsx';
  if (kind === 'store-landing' || kind === 'category-landing') return [splat, 'src/web/routes/store-landing/store-landing-screen.tsx'];
  if (kind === 'not-found') return [splat, 'src/web/routes/not-found-screen.tsx'];
  return [splat, search];
}
