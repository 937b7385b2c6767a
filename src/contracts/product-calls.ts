import type { EndpointRef } from './endpoint-ref.ts';
import { productPaths } from './product-paths.ts';
import type { productEndpoints as contract } from './product.ts';
import type * as twins from './product-calls.ts';

/**
 * Zod-free twins of the endpoints of product.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const page: EndpointRef<typeof contract.page> = { method: 'POST', path: productPaths.page };
export const swatch: EndpointRef<typeof contract.swatch> = { method: 'GET', path: productPaths.swatch };
export const productInfo: EndpointRef<typeof contract.productInfo> = { method: 'GET', path: productPaths.productInfo };
export const summary: EndpointRef<typeof contract.summary> = { method: 'POST', path: productPaths.summary };
export const similar: EndpointRef<typeof contract.similar> = { method: 'POST', path: productPaths.similar };
export const sellers: EndpointRef<typeof contract.sellers> = { method: 'POST', path: productPaths.sellers };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
