import type { accountEndpoints } from './accounts.ts';
import type { EndpointRefs } from './endpoint-ref.ts';

/** Zod-free twins of the account calls for the storefront's bundle (contracts in accounts.ts). */
export const accountCalls: EndpointRefs<typeof accountEndpoints> = {
  userState: { method: 'POST', path: '/api/3/user/state' },
  authenticate: { method: 'POST', path: '/api/4/user/authenticate' },
  otpGenerate: { method: 'POST', path: '/api/5/user/otp/generate', form: true },
  otpVerify: { method: 'POST', path: '/api/5/user/otp/verify' },
  signUp: { method: 'POST', path: '/api/4/user/signUp' },
  passwordSet: { method: 'POST', path: '/api/5/user/password/set' },
  signupStatus: { method: 'POST', path: '/api/6/user/signup/status' },
  socialLogin: { method: 'POST', path: '/api/4/user/social', form: true },
  updateIdentity: { method: 'POST', path: '/api/3/user/updateIdentity' },
  reactivate: { method: 'POST', path: '/api/4/user/reactivate' },
  verifyIdentity: { method: 'POST', path: '/api/4/user/verifyIdentity' },
  logout: { method: 'POST', path: '/api/2/user/logout' },
};
