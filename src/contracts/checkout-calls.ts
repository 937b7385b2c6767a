import type { EndpointRef } from './endpoint-ref.ts';
import { checkoutPaths } from './checkout-paths.ts';
import type { checkoutEndpoints as contract } from './checkout.ts';
import type * as twins from './checkout-calls.ts';

/**
 * Zod-free twins of the endpoints of checkout.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const init: EndpointRef<typeof contract.init> = { method: 'POST', path: checkoutPaths.init };
export const summary: EndpointRef<typeof contract.summary> = { method: 'GET', path: checkoutPaths.checkout };
export const update: EndpointRef<typeof contract.update> = { method: 'PUT', path: checkoutPaths.checkout };
export const removeItems: EndpointRef<typeof contract.removeItems> = { method: 'DELETE', path: checkoutPaths.items };
export const email: EndpointRef<typeof contract.email> = { method: 'PUT', path: checkoutPaths.email };
export const selectContact: EndpointRef<typeof contract.selectContact> = {
  method: 'PUT',
  path: checkoutPaths.selectContact,
};
export const addContact: EndpointRef<typeof contract.addContact> = { method: 'POST', path: checkoutPaths.contact };
export const updateContact: EndpointRef<typeof contract.updateContact> = { method: 'PUT', path: checkoutPaths.contact };
export const guest: EndpointRef<typeof contract.guest> = { method: 'POST', path: checkoutPaths.guest };
export const paymentToken: EndpointRef<typeof contract.paymentToken> = {
  method: 'GET',
  path: checkoutPaths.paymentToken,
};

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
