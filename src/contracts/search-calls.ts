import type { EndpointRef } from './endpoint-ref.ts';
import { searchPaths } from './search-paths.ts';
import type { searchEndpoints as contract } from './search.ts';
import type * as twins from './search-calls.ts';

/**
 * Zod-free twins of the endpoints of search.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const smartBrowse: EndpointRef<typeof contract.smartBrowse> = { method: 'POST', path: searchPaths.smartBrowse };
export const facets: EndpointRef<typeof contract.facets> = { method: 'GET', path: searchPaths.facets };
export const autosuggest: EndpointRef<typeof contract.autosuggest> = { method: 'GET', path: searchPaths.autosuggest };
export const collection: EndpointRef<typeof contract.collection> = {
  method: 'GET',
  path: '/api/1/product/collection/:kind/:slug',
};
export const qtag: EndpointRef<typeof contract.qtag> = { method: 'GET', path: '/api/1/product/qtag/:qtag' };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
