import * as accountCalls from '../../../contracts/account-calls.ts';
import type {
  AuthenticatePayload,
  CodeLoginPayload,
  OtpGeneratePayload,
  OtpVerifyPayload,
  PasswordSetPayload,
  SignUpPayload,
  SocialLoginPayload,
  UpdateIdentityPayload,
} from '../../../contracts/accounts.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

/** The account calls the widget makes, through their contracts' twins (src/contracts/account-calls.ts). */
export function accountApi(client: ApiClient) {
  return {
    authenticate: (body: AuthenticatePayload) =>
      callEndpoint(client, accountCalls.authenticate, { body }, 'authenticate'),
    /** Form-encoded, as spec 000 §7 says. */
    generateOtp: (body: OtpGeneratePayload) =>
      callEndpoint(client, accountCalls.otpGenerate, { body }, 'generateOtp').then((r) => r.data),
    verifyOtp: (body: OtpVerifyPayload) => callEndpoint(client, accountCalls.otpVerify, { body }, 'verifyOtp'),
    signUp: (body: SignUpPayload) => callEndpoint(client, accountCalls.signUp, { body }, 'signUp'),
    setPassword: (body: PasswordSetPayload) => callEndpoint(client, accountCalls.passwordSet, { body }, 'setPassword'),
    /** The lookup state of one login id (spec 000 §3), from `data.userDetails` keyed by id. */
    status: (loginId: string) =>
      callEndpoint(
        client,
        accountCalls.signupStatus,
        { body: { loginId: [loginId], supportAllStates: true } },
        'signupStatus',
      ).then((r) => r.data.userDetails[loginId] ?? 'NOT_FOUND'),
    /** Form-encoded social login info (spec 000 §7 `/api/4/user/{action}`). */
    socialLogin: (body: SocialLoginPayload) => callEndpoint(client, accountCalls.socialLogin, { body }, 'socialLogin'),
    updateIdentity: (body: UpdateIdentityPayload) =>
      callEndpoint(client, accountCalls.updateIdentity, { body }, 'updateIdentity'),
    reactivate: (body: CodeLoginPayload) => callEndpoint(client, accountCalls.reactivate, { body }, 'reactivate'),
    verifyIdentity: (body: CodeLoginPayload) =>
      callEndpoint(client, accountCalls.verifyIdentity, { body }, 'verifyIdentity'),
  };
}
