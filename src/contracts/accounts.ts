/**
 * Account and session calls (spec 000 §3, §4, §7 "Account and session", §8 login codes).
 * Decision record: docs/decisions/0018-account-calls.md. Every success is `{STATUS_CODE, RESPONSE}`;
 * every error is the shape of envelope.ts, the code in `RESPONSE.errorCode`, the text (shown to the
 * shopper where the spec says "server message") in `RESPONSE.errorMessage`.
 *
 * A login id is `+91` and a 10-digit mobile starting 6-9 (a bare 10-digit mobile is accepted too
 * and answered with the prefix), or an email with a 2-6 letter top level. A login id of neither
 * form answers LOGIN_1011. A body that is not the call's shape (missing fields, wrong types,
 * over-long strings) answers 400 VALIDATION_FAILED with `details`.
 *
 * Common codes: LOGIN_1004 (blocked, 403; info view with the message), LOGIN_1006 (too many
 * attempts or codes, 429; info view), LOGIN_1011 (bad login id, 400). HTTP statuses of the others:
 * LOGIN_1012 401, LOGIN_1003 404, MAPI_0017 / LOGIN_1032 / LOGIN_1039 403, MAPI_0004 409,
 * ACCOUNT_EXISTS 409, CONFLICT 409, UNAUTHORIZED 401, LOGIN_1007 / 1008 / 1009 / 1034 400.
 *
 * | call | body | RESPONSE | codes besides the common ones |
 * |---|---|---|---|
 * | POST /api/4/user/authenticate (JSON) | {loginId, password} | LoginSuccess; sets a new `sid` | LOGIN_1012 (unknown id or wrong password, same answer), LOGIN_1039 (churned), LOGIN_1032 (inactive), MAPI_0017 (not verified, password right), MAPI_0004 (session already logged in: treat as success) |
 * | POST /api/5/user/otp/generate (FORM) | {loginId, state: OtpState, churnEmailRequest?} | {data: {requestId, otpRegex, emailMask?}} | LOGIN_1003 (no such account for LOGIN, FORGOT_PASSWORD, VERIFY, REACTIVATE, CHURN), ACCOUNT_EXISTS 409 (SIGNUP for a registered id, CHURN for one not churned; 'You are already registered. Please log in.'), LOGIN_1039 (SIGNUP/LOGIN/FORGOT_PASSWORD of a churned id), LOGIN_1032 (LOGIN/FORGOT_PASSWORD of an inactive id), CONFLICT 409 (VERIFY of a verified id, REACTIVATE of an active one), CONFLICT 409 (SOCIAL_UPDATE/CHANGE_IDENTITY to an id another account holds), UNAUTHORIZED 401 (SOCIAL_UPDATE/CHANGE_IDENTITY without login) |
 * | POST /api/5/user/otp/verify (JSON) | {otp, otpRequestId, loginId, churnEmailRequest?} | {verified: true, requestId, loggedIn, account?} (a LOGIN or VERIFY code is used up and logs in: `account` set, new `sid`; any other code is only confirmed and stays usable for the completing call) | LOGIN_1008 (wrong code, unknown request), LOGIN_1007 (expired or already used), LOGIN_1006 (5th wrong try) |
 * | POST /api/4/user/signUp (JSON) | {loginId, password, otp, otpRequestId, firstName?, lastName?, emailId?} or churn {loginId, password, otp, mobileRequestId, emailOtp, emailRequestId, firstName?} | LoginSuccess; new `sid` | LOGIN_1009 (password under 8), LOGIN_1008/1007/1006, ACCOUNT_EXISTS 409, LOGIN_1039 (churned id without the churn fields), CONFLICT 409 (emailId held by another account) |
 * | POST /api/5/user/password/set (JSON) | {loginId, otp, password, otpRequestId} | LoginSuccess; new `sid` | LOGIN_1003 (not found or guest), LOGIN_1039, LOGIN_1009, LOGIN_1008/1007/1006 |
 * | POST /api/6/user/signup/status (JSON) | {loginId: string[1..10], supportAllStates?} | {data: {userDetails: {[loginId]: LookupState}}} | rate limited per IP (LOGIN_1006) |
 * | POST /api/4/user/social (FORM) | {accessToken, mobileLogin: true} | {mobileStatus, isRegisteredUser, loggedIn, loginId} | LOGIN_1034 (provider does not sign up new accounts), INVALID_ACCESS_TOKEN 400 |
 * | POST /api/3/user/updateIdentity (JSON) | {otp, password, otpRequestId, oldIdentity, newIdentity, requestType: SOCIAL_UPDATE} | LoginSuccess; new `sid` | UNAUTHORIZED 401 (no social session), LOGIN_1009, LOGIN_1008/1007/1006, CONFLICT 409 |
 * | POST /api/4/user/reactivate (JSON) | {loginId, otp, otpRequestId} | LoginSuccess; new `sid` | LOGIN_1003, CONFLICT 409 (not inactive), LOGIN_1008/1007/1006 |
 * | POST /api/4/user/verifyIdentity (JSON) | {loginId, otp, otpRequestId} | LoginSuccess; new `sid` | LOGIN_1003, CONFLICT 409 (already verified), LOGIN_1008/1007/1006 |
 * | POST /api/2/user/logout (JSON) | {timestamp} | {loggedOut: true}; `sid` cleared | UNAUTHORIZED 401 (not logged in) |
 *
 * One-time codes: 6 digits, 10 minutes, 5 tries, tied to the request id and login id that created
 * them; at most 5 sends per login id per hour. The code of a request may be checked with otp/verify
 * (it stays usable) and is used up by the call that completes the flow (signUp, password/set,
 * reactivate, verifyIdentity, updateIdentity).
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { userStatePayload, userStateSchema } from './user-state.ts';

export const accountPaths = {
  authenticate: '/api/4/user/authenticate',
  otpGenerate: '/api/5/user/otp/generate',
  otpVerify: '/api/5/user/otp/verify',
  signUp: '/api/4/user/signUp',
  passwordSet: '/api/5/user/password/set',
  signupStatus: '/api/6/user/signup/status',
  /** `/api/4/user/{action}`: the social login info call; the action we serve is `social`. */
  socialLogin: '/api/4/user/social',
  updateIdentity: '/api/3/user/updateIdentity',
  reactivate: '/api/4/user/reactivate',
  verifyIdentity: '/api/4/user/verifyIdentity',
  logout: '/api/2/user/logout',
  userState: '/api/3/user/state',
  /** Development only: the SMS and email outbox (HTML; `?format=json` for tests). */
  devOutbox: '/dev/outbox',
  /** Development only: the social login provider's authorize page. */
  devSocialAuthorize: '/dev/social/authorize',
} as const;

/** Login codes of spec 000 §8, plus the few codes of ours the account calls answer. */
export const loginCodes = {
  blocked: 'LOGIN_1004',
  unregistered: 'LOGIN_1003',
  invalidCredentials: 'LOGIN_1012',
  invalidLoginId: 'LOGIN_1011',
  wrongOtp: 'LOGIN_1008',
  tooManyAttempts: 'LOGIN_1006',
  otpExpired: 'LOGIN_1007',
  shortPassword: 'LOGIN_1009',
  churned: 'LOGIN_1039',
  inactive: 'LOGIN_1032',
  socialNotSupported: 'LOGIN_1034',
  notVerified: 'MAPI_0017',
  alreadyLoggedIn: 'MAPI_0004',
  /** Ours: signup or a SIGNUP code for a login id that already has an account. */
  accountExists: 'ACCOUNT_EXISTS',
  /** Ours: the social access token is unknown, expired or already used. */
  invalidAccessToken: 'INVALID_ACCESS_TOKEN',
} as const;

/** Shortest and longest password a shopper can set (LOGIN_1009 below the minimum). */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;
/** Codes are 6 digits; `otpRegex` is sent with every request so the widget can auto-submit. */
export const otpRegex = '^[0-9]{6}$';

export const mobilePattern = /^(?:\+91)?[6-9][0-9]{9}$/;
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/** A login id as sent; its form (mobile or email) is checked by the server, LOGIN_1011 if neither. */
const loginId = z.string().trim().min(1).max(254);
/** A code as typed; a code that is not 6 digits is a wrong code (LOGIN_1008), not a 400. */
const otp = z.string().trim().min(1).max(32);
/** Opaque id of a one-time-code request (from otp/generate's data.requestId). */
const requestId = z.string().trim().min(1).max(64);
/** Longer than any password we accept: 400 rather than hashing a megabyte. */
const password = z.string().min(1).max(passwordRules.maxLength);
const name = z.string().trim().max(60);
/** Form-encoded bodies carry booleans as 'true'/'false'. */
const formBoolean = z.union([z.boolean(), z.stringbool()]);

// ---- account states -------------------------------------------------------------------------

/** What signup/status tells of a login id (spec 000 §3); a registered, verified account is VERIFIED. */
export const lookupStates = ['NOT_FOUND', 'GUEST', 'NOT_VERIFIED', 'VERIFIED', 'LOGIN_INACTIVE', 'CHURNED'] as const;
export type LookupState = (typeof lookupStates)[number];

/** Why a code is requested (otp/generate's `state`). */
export const otpStates = [
  'SIGNUP',
  'LOGIN',
  'FORGOT_PASSWORD',
  'VERIFY',
  'REACTIVATE',
  'CHURN',
  'SOCIAL_UPDATE',
  'CHANGE_IDENTITY',
] as const;
export type OtpState = (typeof otpStates)[number];

// ---- results --------------------------------------------------------------------------------

/** Answer of every call that logs the shopper in; the `sid` cookie is replaced by a new token. */
export const loginSuccessSchema = z.object({
  isLoggedIn: z.literal(true),
  accountId: z.string(),
  firstName: z.string().nullable(),
  /** The account's primary login id: `+91` mobile when it has one, else its email. */
  loginId: z.string(),
  userEmail: z.string().nullable(),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

// ---- authenticate ---------------------------------------------------------------------------

export const authenticatePayload = z.object({ loginId, password });
export type AuthenticatePayload = z.infer<typeof authenticatePayload>;

// ---- one-time codes -------------------------------------------------------------------------

/** `POST /api/5/user/otp/generate`, form-encoded. */
export const otpGeneratePayload = z.object({
  loginId,
  /** The flow the code is for. */
  state: z.enum(otpStates),
  /**
   * Churn signup only: send the code to the email on record of the churned account named by
   * `loginId` (the answer then carries `emailMask`), instead of to its mobile.
   */
  churnEmailRequest: formBoolean.optional(),
});
export type OtpGeneratePayload = z.input<typeof otpGeneratePayload>;

export const otpDataSchema = z.object({
  /** Names this code; sent back with the code by every call that checks it. */
  requestId: z.string(),
  /** Pattern of a complete code; the widget auto-submits once the typed value matches it. */
  otpRegex: z.string(),
  /** Where the code went when it went by email, masked: `ab*****@gmail.com`. */
  emailMask: z.string().optional(),
});
export type OtpData = z.infer<typeof otpDataSchema>;

/** `POST /api/5/user/otp/verify`. */
export const otpVerifyPayload = z.object({
  otp,
  otpRequestId: requestId,
  loginId,
  /** Churn signup: the request was the email one. Informational; the request id decides. */
  churnEmailRequest: formBoolean.optional(),
});
export type OtpVerifyPayload = z.input<typeof otpVerifyPayload>;

export const otpVerifySchema = z.object({
  verified: z.literal(true),
  requestId: z.string(),
  /** True when the code was a LOGIN code: the shopper is now logged in. */
  loggedIn: z.boolean(),
  account: loginSuccessSchema.optional(),
});

// ---- signup -----------------------------------------------------------------------------------

/**
 * `POST /api/4/user/signUp`. Ordinary signup: a code of a SIGNUP request for `loginId`.
 * Churn variant (account state CHURNED): a CHURN code sent to the mobile (`mobileRequestId`, `otp`)
 * and one sent to the email (`emailRequestId`, `emailOtp`); both are required.
 */
export const signUpPayload = z.object({
  loginId,
  password,
  otp,
  /** Request id of the code in `otp` (ordinary signup). */
  otpRequestId: requestId.optional(),
  /** An email to add to an account signed up with a mobile. */
  emailId: z.string().trim().max(254).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  /** Churn variant: request id of the mobile code in `otp`. */
  mobileRequestId: requestId.optional(),
  /** Churn variant: request id of the email code in `emailOtp`. */
  emailRequestId: requestId.optional(),
  /** Churn variant: the code sent to the email on record. */
  emailOtp: otp.optional(),
});
export type SignUpPayload = z.infer<typeof signUpPayload>;

/** `POST /api/5/user/password/set`: forgot password, with a FORGOT_PASSWORD code. */
export const passwordSetPayload = z.object({ loginId, otp, password, otpRequestId: requestId });
export type PasswordSetPayload = z.infer<typeof passwordSetPayload>;

/** `POST /api/6/user/signup/status`. */
export const signupStatusPayload = z.object({
  loginId: z.array(loginId).min(1).max(10),
  /** When false, only NOT_FOUND and VERIFIED are told (a guest reads NOT_FOUND). */
  supportAllStates: formBoolean.optional(),
});
export type SignupStatusPayload = z.input<typeof signupStatusPayload>;
export const signupStatusSchema = z.object({
  data: z.object({
    /** Keyed by the login id as sent. */
    userDetails: z.record(z.string(), z.enum(lookupStates)),
  }),
});

// ---- social login -----------------------------------------------------------------------------

/** `POST /api/4/user/social`, form-encoded. */
export const socialLoginPayload = z.object({
  /** The token the provider put in the URL hash (`#access_token=`). */
  accessToken: z.string().trim().min(1).max(256),
  mobileLogin: formBoolean.optional(),
});
export type SocialLoginPayload = z.input<typeof socialLoginPayload>;

export const mobileStatuses = ['ACCOUNT_FOUND', 'ACCOUNT_NOT_FOUND', 'NOT_VERIFIED'] as const;
export const socialLoginSchema = z.object({
  /**
   * ACCOUNT_FOUND: an account holds the identity (log in with `loginId`); ACCOUNT_NOT_FOUND: a new
   * account was started and needs a mobile; NOT_VERIFIED: a started account still needs its mobile.
   */
  mobileStatus: z.enum(mobileStatuses),
  isRegisteredUser: z.boolean(),
  /**
   * True when the session now holds a started account (the provider's login is established): the
   * widget asks for a mobile and a SOCIAL_UPDATE code, and updateIdentity logs in. The header stays
   * logged out until then.
   */
  loggedIn: z.boolean(),
  /** The registered account's login id (`+91` mobile, else email); null when not registered. */
  loginId: z.string().nullable(),
  /**
   * Ours, beyond the spec's four fields: the identity the provider gave (email, or `+91` mobile)
   * when the session holds a started account, for updateIdentity's `oldIdentity`; else null.
   */
  providerIdentity: z.string().nullable(),
});
export type SocialLogin = z.infer<typeof socialLoginSchema>;

/** `POST /api/3/user/updateIdentity`: gives the social session's account its mobile and password. */
export const updateIdentityPayload = z.object({
  otp,
  password,
  otpRequestId: requestId,
  /** The identity the social provider gave (email, or `+91` mobile). */
  oldIdentity: loginId,
  /** The mobile (or email) the code of SOCIAL_UPDATE was sent to. */
  newIdentity: loginId,
  requestType: z.literal('SOCIAL_UPDATE'),
});
export type UpdateIdentityPayload = z.infer<typeof updateIdentityPayload>;

// ---- reactivate, verify, logout ----------------------------------------------------------------

/** `POST /api/4/user/reactivate` (REACTIVATE code) and `/api/4/user/verifyIdentity` (VERIFY code). */
export const codeLoginPayload = z.object({ loginId, otp, otpRequestId: requestId });
export type CodeLoginPayload = z.infer<typeof codeLoginPayload>;

/** `POST /api/2/user/logout`. */
export const logoutPayload = z.object({
  /** Client time of the click, ms since the epoch (informational). */
  timestamp: z.union([z.number(), z.string().max(32)]).optional(),
});

// ---- endpoints ----------------------------------------------------------------------------------

/** The account and session calls, declared once (docs/decisions/0024); twins in account-calls.ts. */
export const accountEndpoints = {
  userState: defineEndpoint({
    method: 'POST',
    path: accountPaths.userState,
    body: userStatePayload,
    response: userStateSchema,
  }),
  authenticate: defineEndpoint({
    method: 'POST',
    path: accountPaths.authenticate,
    body: authenticatePayload,
    response: loginSuccessSchema,
  }),
  otpGenerate: defineEndpoint({
    method: 'POST',
    path: accountPaths.otpGenerate,
    body: otpGeneratePayload,
    response: z.object({ data: otpDataSchema }),
    form: true,
  }),
  otpVerify: defineEndpoint({
    method: 'POST',
    path: accountPaths.otpVerify,
    body: otpVerifyPayload,
    response: otpVerifySchema,
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: accountPaths.signUp,
    body: signUpPayload,
    response: loginSuccessSchema,
  }),
  passwordSet: defineEndpoint({
    method: 'POST',
    path: accountPaths.passwordSet,
    body: passwordSetPayload,
    response: loginSuccessSchema,
  }),
  signupStatus: defineEndpoint({
    method: 'POST',
    path: accountPaths.signupStatus,
    body: signupStatusPayload,
    response: signupStatusSchema,
  }),
  socialLogin: defineEndpoint({
    method: 'POST',
    path: accountPaths.socialLogin,
    body: socialLoginPayload,
    response: socialLoginSchema,
    form: true,
  }),
  updateIdentity: defineEndpoint({
    method: 'POST',
    path: accountPaths.updateIdentity,
    body: updateIdentityPayload,
    response: loginSuccessSchema,
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: accountPaths.reactivate,
    body: codeLoginPayload,
    response: loginSuccessSchema,
  }),
  verifyIdentity: defineEndpoint({
    method: 'POST',
    path: accountPaths.verifyIdentity,
    body: codeLoginPayload,
    response: loginSuccessSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: accountPaths.logout,
    body: logoutPayload,
    optionalBody: true,
    response: z.object({ loggedOut: z.literal(true) }),
  }),
};
