import type { EndpointRef } from './endpoint-ref.ts';
import { contentPaths } from './content-paths.ts';
import type { contentEndpoints as contract } from './content.ts';
import type * as twins from './content-calls.ts';

/**
 * Zod-free twins of the endpoints of content.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const dataSource: EndpointRef<typeof contract.dataSource> = { method: 'GET', path: '/lc/getData' };
export const layoutPage: EndpointRef<typeof contract.layoutPage> = {
  method: 'GET',
  path: '/api/3/layout/page/:screen',
};
export const layoutPageOfKey: EndpointRef<typeof contract.layoutPageOfKey> = {
  method: 'GET',
  path: '/api/3/layout/page/:screen/:pageKey',
};
export const changedLayouts: EndpointRef<typeof contract.changedLayouts> = {
  method: 'GET',
  path: '/api/3/layout/:ids',
};
export const pageWidgets: EndpointRef<typeof contract.pageWidgets> = {
  method: 'POST',
  path: '/api/3/data/:screen/widgets',
};
export const pageWidgetsOfKey: EndpointRef<typeof contract.pageWidgetsOfKey> = {
  method: 'POST',
  path: '/api/3/data/:screen/:pageKey/widgets',
};
export const seoMetadata: EndpointRef<typeof contract.seoMetadata> = {
  method: 'GET',
  path: '/api/3/seo/desktop/metadata',
};
export const appConfigs: EndpointRef<typeof contract.appConfigs> = { method: 'POST', path: contentPaths.appConfigs };
export const pageFetch: EndpointRef<typeof contract.pageFetch> = { method: 'POST', path: contentPaths.pageFetch };
export const deferred: EndpointRef<typeof contract.deferred> = { method: 'GET', path: '/api/3/deferred/:key' };
export const buyingGuide: EndpointRef<typeof contract.buyingGuide> = { method: 'GET', path: contentPaths.buyingGuide };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
