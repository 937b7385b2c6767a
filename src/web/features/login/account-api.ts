import type {
  accountPaths,
  AuthenticatePayload,
  CodeLoginPayload,
  LoginSuccess,
  LookupState,
  OtpData,
  OtpGeneratePayload,
  OtpVerifyPayload,
  PasswordSetPayload,
  SignUpPayload,
  SocialLogin,
  SocialLoginPayload,
  UpdateIdentityPayload,
} from '../../../contracts/accounts.ts';
import type { ApiClient } from '../../api/client.ts';

/**
 * The account calls the widget makes (src/contracts/accounts.ts describes them). The paths are
 * repeated here because the contracts file carries zod, which stays out of the browser bundle;
 * `satisfies` keeps them equal to the contract's.
 */
const paths = {
  authenticate: '/api/4/user/authenticate',
  otpGenerate: '/api/5/user/otp/generate',
  otpVerify: '/api/5/user/otp/verify',
  signUp: '/api/4/user/signUp',
  passwordSet: '/api/5/user/password/set',
  signupStatus: '/api/6/user/signup/status',
  socialLogin: '/api/4/user/social',
  updateIdentity: '/api/3/user/updateIdentity',
  reactivate: '/api/4/user/reactivate',
  verifyIdentity: '/api/4/user/verifyIdentity',
} as const satisfies Partial<typeof accountPaths>;

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };
const body = <T>(r: Envelope<T>) => r.RESPONSE;

export function accountApi(client: ApiClient) {
  const post = <T>(path: string, payload: unknown, action: string, form = false) =>
    client.post<Envelope<T>>(path, payload, { action, form }).then(body);
  return {
    authenticate: (p: AuthenticatePayload) => post<LoginSuccess>(paths.authenticate, p, 'authenticate'),
    /** Form-encoded, as spec 000 §7 says. */
    generateOtp: (p: OtpGeneratePayload) => post<{ data: OtpData }>(paths.otpGenerate, p, 'generateOtp', true).then((r) => r.data),
    verifyOtp: (p: OtpVerifyPayload) =>
      post<{ verified: true; requestId: string; loggedIn: boolean; account?: LoginSuccess }>(paths.otpVerify, p, 'verifyOtp'),
    signUp: (p: SignUpPayload) => post<LoginSuccess>(paths.signUp, p, 'signUp'),
    setPassword: (p: PasswordSetPayload) => post<LoginSuccess>(paths.passwordSet, p, 'setPassword'),
    /** The lookup state of one login id (spec 000 §3), from `data.userDetails` keyed by id. */
    status: (loginId: string) =>
      post<{ data: { userDetails: Record<string, LookupState> } }>(paths.signupStatus, { loginId: [loginId], supportAllStates: true }, 'signupStatus').then(
        (r) => r.data.userDetails[loginId] ?? 'NOT_FOUND',
      ),
    /** Form-encoded social login info (spec 000 §7 `/api/4/user/{action}`). */
    socialLogin: (p: SocialLoginPayload) => post<SocialLogin>(paths.socialLogin, p, 'socialLogin', true),
    updateIdentity: (p: UpdateIdentityPayload) => post<LoginSuccess>(paths.updateIdentity, p, 'updateIdentity'),
    reactivate: (p: CodeLoginPayload) => post<LoginSuccess>(paths.reactivate, p, 'reactivate'),
    verifyIdentity: (p: CodeLoginPayload) => post<LoginSuccess>(paths.verifyIdentity, p, 'verifyIdentity'),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
