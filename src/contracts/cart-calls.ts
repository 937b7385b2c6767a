import type { cartEndpoints as contract } from './cart.ts';
import { cartPaths } from './cart-paths.ts';
import type { EndpointRef } from './endpoint-ref.ts';
import type * as twins from './cart-calls.ts';

/**
 * Zod-free twins of the endpoints of cart.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const details: EndpointRef<typeof contract.details> = { method: 'GET', path: cartPaths.details };
export const moveToWishList: EndpointRef<typeof contract.moveToWishList> = {
  method: 'PUT',
  path: cartPaths.moveToWishList,
};
export const remove: EndpointRef<typeof contract.remove> = { method: 'DELETE', path: cartPaths.remove };
export const undoDelete: EndpointRef<typeof contract.undoDelete> = { method: 'PUT', path: cartPaths.undoDelete };
export const undoMoveToWishList: EndpointRef<typeof contract.undoMoveToWishList> = {
  method: 'PUT',
  path: cartPaths.undoMoveToWishList,
};
export const quantity: EndpointRef<typeof contract.quantity> = { method: 'PUT', path: cartPaths.quantity };
export const add: EndpointRef<typeof contract.add> = { method: 'POST', path: cartPaths.add };
export const liteAdd: EndpointRef<typeof contract.liteAdd> = { method: 'POST', path: cartPaths.liteAdd };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
