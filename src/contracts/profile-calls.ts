import type { EndpointRef } from './endpoint-ref.ts';
import { profilePaths } from './profile-paths.ts';
import type { profileEndpoints as contract } from './profile.ts';
import type * as twins from './profile-calls.ts';

/**
 * Zod-free twins of the endpoints of profile.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const profile: EndpointRef<typeof contract.profile> = { method: 'GET', path: profilePaths.profile };
export const updateProfile: EndpointRef<typeof contract.updateProfile> = { method: 'PUT', path: profilePaths.profile };
export const identityOtp: EndpointRef<typeof contract.identityOtp> = { method: 'POST', path: profilePaths.identityOtp };
export const identity: EndpointRef<typeof contract.identity> = { method: 'POST', path: profilePaths.identity };
export const addresses: EndpointRef<typeof contract.addresses> = { method: 'GET', path: profilePaths.addresses };
export const addAddress: EndpointRef<typeof contract.addAddress> = { method: 'POST', path: profilePaths.addresses };
export const updateAddress: EndpointRef<typeof contract.updateAddress> = {
  method: 'PUT',
  path: '/api/3/user/addresses/:id',
};
export const deleteAddress: EndpointRef<typeof contract.deleteAddress> = {
  method: 'DELETE',
  path: '/api/3/user/addresses/:id',
};
export const defaultAddress: EndpointRef<typeof contract.defaultAddress> = {
  method: 'POST',
  path: '/api/3/user/addresses/:id/default',
};
export const emailPreferences: EndpointRef<typeof contract.emailPreferences> = {
  method: 'GET',
  path: profilePaths.emailPreferences,
};
export const updateEmailPreferences: EndpointRef<typeof contract.updateEmailPreferences> = {
  method: 'PUT',
  path: profilePaths.emailPreferences,
};
export const wallet: EndpointRef<typeof contract.wallet> = { method: 'GET', path: profilePaths.wallet };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
