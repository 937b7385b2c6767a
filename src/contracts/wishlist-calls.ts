import type { EndpointRef } from './endpoint-ref.ts';
import type { wishlistEndpoints as contract } from './wishlist.ts';
import { wishlistPaths } from './wishlist-paths.ts';
import type * as twins from './wishlist-calls.ts';

/**
 * Zod-free twins of the endpoints of wishlist.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const list: EndpointRef<typeof contract.list> = { method: 'GET', path: wishlistPaths.list };
export const add: EndpointRef<typeof contract.add> = { method: 'POST', path: wishlistPaths.add };
export const remove: EndpointRef<typeof contract.remove> = { method: 'POST', path: wishlistPaths.remove };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
