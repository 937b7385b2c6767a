/** Data source ids of `GET /lc/getData?dataSourceId=` (spec 000 §7). */
export const dataSourceIds = {
  navigation: 'websiteNavigationMenuDS_1.0',
  quickLinks: 'quickLinksDS_1.0',
  footer: 'footerDS_1.0',
} as const;

/** The payment service's paths live with its other browser-safe constants. */
export { paymentPaths } from './payments-paths.ts';
