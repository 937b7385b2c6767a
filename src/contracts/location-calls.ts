import type { EndpointRef } from './endpoint-ref.ts';
import { locationPaths } from './location-paths.ts';
import type { locationEndpoints as contract } from './location.ts';
import type * as twins from './location-calls.ts';

/**
 * Zod-free twins of the endpoints of location.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const pincode: EndpointRef<typeof contract.pincode> = { method: 'GET', path: '/api/3/util/pincode/:pincode' };
export const pincodeDetails: EndpointRef<typeof contract.pincodeDetails> = {
  method: 'GET',
  path: '/api/3/util/pincode/details/:pincode',
};
export const rememberPincode: EndpointRef<typeof contract.rememberPincode> = {
  method: 'PUT',
  path: locationPaths.rememberPincode,
};
export const recentPincodes: EndpointRef<typeof contract.recentPincodes> = {
  method: 'GET',
  path: locationPaths.recentPincodes,
};

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
