import type { EndpointRef } from './endpoint-ref.ts';
import type { accountEndpoints as contract } from './accounts.ts';
import type * as twins from './account-calls.ts';

/**
 * Zod-free twins of the endpoints of accounts.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 * Not for the entry chunk: a module it imports comes whole into the first load, with every twin any
 * lazy chunk calls. Its one account call, userState, is in user-state-call.ts.
 */
export { userState } from './user-state-call.ts';
export const authenticate: EndpointRef<typeof contract.authenticate> = {
  method: 'POST',
  path: '/api/4/user/authenticate',
};
export const otpGenerate: EndpointRef<typeof contract.otpGenerate> = {
  method: 'POST',
  path: '/api/5/user/otp/generate',
  form: true,
};
export const otpVerify: EndpointRef<typeof contract.otpVerify> = { method: 'POST', path: '/api/5/user/otp/verify' };
export const signUp: EndpointRef<typeof contract.signUp> = { method: 'POST', path: '/api/4/user/signUp' };
export const passwordSet: EndpointRef<typeof contract.passwordSet> = {
  method: 'POST',
  path: '/api/5/user/password/set',
};
export const signupStatus: EndpointRef<typeof contract.signupStatus> = {
  method: 'POST',
  path: '/api/6/user/signup/status',
};
export const socialLogin: EndpointRef<typeof contract.socialLogin> = {
  method: 'POST',
  path: '/api/4/user/social',
  form: true,
};
export const updateIdentity: EndpointRef<typeof contract.updateIdentity> = {
  method: 'POST',
  path: '/api/3/user/updateIdentity',
};
export const reactivate: EndpointRef<typeof contract.reactivate> = { method: 'POST', path: '/api/4/user/reactivate' };
export const verifyIdentity: EndpointRef<typeof contract.verifyIdentity> = {
  method: 'POST',
  path: '/api/4/user/verifyIdentity',
};
export const logout: EndpointRef<typeof contract.logout> = { method: 'POST', path: '/api/2/user/logout' };

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;
