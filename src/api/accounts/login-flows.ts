import {
  loginCodes,
  type AuthenticatePayload,
  type OtpData,
  type OtpGeneratePayload,
  type OtpVerifyPayload,
} from '../../contracts/accounts.ts';
import { otpGeneratePayload } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { consume, isExhausted, reset } from '../../platform/rate-limit.ts';
import { accountErrors, assertRegistered } from './guards.ts';
import { parseLoginId } from './login-id.ts';
import { accountMessages } from './messages.ts';
import { checkCode, sendCode } from './otp.ts';
import { checkPassword } from './passwords.ts';
import {
  findAccountById,
  findAccountByLoginId,
  findAccountsHolding,
  findOtpRequest,
  updateAccount,
  type AccountRow,
} from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

/** Who is calling: their address (rate limits) and the account their session is logged in to. */
export interface Caller {
  ip: string;
  accountId: string | null;
  /** The started account of a social login in this session, not yet logged in (decision 0020). */
  socialAccountId: string | null;
}

/**
 * Failed password logins allowed in a window (then LOGIN_1006), docs/decisions/0029: per login id
 * from one address (the guesser), per address over all ids, and a looser ceiling per login id over
 * all addresses against a spread-out guess. A stranger's failures from one address therefore never
 * lock the owner out elsewhere, and past the ceiling a code login (otp/generate LOGIN) stays open.
 */
export const loginLimits = { perLoginIdAndIp: 10, perIp: 50, perLoginId: 100, windowMs: 15 * 60 * 1000 } as const;
/** Codes one address may ask for in an hour, whatever the numbers. */
export const otpSendsPerIpPerHour = 50;

const tooManyLogins = () => new AppError(loginCodes.tooManyAttempts, accountMessages.tooManyLogins, 429);

/**
 * Password login. An unknown id, a guest and a wrong password get the same LOGIN_1012 after the
 * same work; the state codes (LOGIN_1004, 1032, MAPI_0017) come only with the right password.
 * A churned account keeps no password, so it answers LOGIN_1039 straight away, as the spec asks.
 */
export async function authenticate(deps: Deps, payload: AuthenticatePayload, caller: Caller): Promise<AccountRow> {
  const id = parseLoginId(payload.loginId);
  const guesser = `login-fail:id-ip:${id.value}|${caller.ip}`;
  const limits = [
    { key: guesser, limit: loginLimits.perLoginIdAndIp },
    { key: `login-fail:ip:${caller.ip}`, limit: loginLimits.perIp },
    { key: `login-fail:id:${id.value}`, limit: loginLimits.perLoginId },
  ];
  for (const { key, limit } of limits) if (await isExhausted(deps.db, key, limit)) throw tooManyLogins();
  const account = await findAccountByLoginId(deps.db, id);
  if (account?.state === 'CHURNED') throw accountErrors.churned();
  const usable = account && account.state !== 'GUEST' ? account : null;
  const right = await checkPassword(usable?.passwordHash ?? null, payload.password);
  if (!right || !usable) {
    const counted = await Promise.all(
      limits.map(({ key, limit }) => consume(deps.db, key, limit, loginLimits.windowMs)),
    );
    if (counted.some((c) => !c.allowed)) throw tooManyLogins();
    throw accountErrors.invalidCredentials();
  }
  // The right password clears this address's failures for the id; the ceiling over all
  // addresses runs out on its own, so a guesser cannot reset it by the owner's login.
  await reset(deps.db, guesser);
  if (usable.blockedReason) throw accountErrors.blocked(usable);
  if (usable.state === 'LOGIN_INACTIVE') throw accountErrors.inactive();
  if (usable.state === 'NOT_VERIFIED') throw accountErrors.notVerified();
  if (caller.accountId === usable.id)
    throw new AppError(loginCodes.alreadyLoggedIn, accountMessages.alreadyLoggedIn, 409);
  return usable;
}

/** Which accounts may be sent a code for which flow (docs/decisions/0018). */
async function codeDestination(deps: Deps, payload: ReturnType<typeof otpGeneratePayload.parse>, caller: Caller) {
  const id = parseLoginId(payload.loginId);
  const account = await findAccountByLoginId(deps.db, id);
  if (account?.blockedReason) throw accountErrors.blocked(account);
  const state = account?.state;
  switch (payload.state) {
    case 'SIGNUP':
      if (state === 'CHURNED') throw accountErrors.churned();
      if (account && state !== 'GUEST') throw accountErrors.exists();
      return { id, account, destination: id.value, emailCode: false };
    case 'LOGIN':
    case 'FORGOT_PASSWORD':
      assertRegistered(account);
      if (state === 'CHURNED') throw accountErrors.churned();
      if (state === 'LOGIN_INACTIVE') throw accountErrors.inactive();
      return { id, account, destination: id.value, emailCode: false };
    case 'VERIFY':
      assertRegistered(account);
      if (state !== 'NOT_VERIFIED') throw AppError.conflict(accountMessages.alreadyVerified);
      return { id, account, destination: id.value, emailCode: false };
    case 'REACTIVATE':
      assertRegistered(account);
      if (state !== 'LOGIN_INACTIVE') throw AppError.conflict(accountMessages.notInactive);
      return { id, account, destination: id.value, emailCode: false };
    case 'CHURN': {
      assertRegistered(account);
      if (state !== 'CHURNED') throw accountErrors.exists();
      if (payload.churnEmailRequest) {
        if (!account.email) throw AppError.badRequest(accountMessages.noEmailOnRecord);
        return { id, account, destination: account.email, emailCode: true };
      }
      return { id, account, destination: account.mobile ?? id.value, emailCode: false };
    }
    case 'SOCIAL_UPDATE':
    case 'CHANGE_IDENTITY': {
      const owner = payload.state === 'SOCIAL_UPDATE' ? caller.socialAccountId : caller.accountId;
      if (!owner || !(await findAccountById(deps.db, owner))) throw accountErrors.loginRequired();
      const holders = await findAccountsHolding(deps.db, [id.value]);
      if (holders.some((h) => h.id !== owner)) throw accountErrors.identityTaken();
      return { id, account: { id: owner }, destination: id.value, emailCode: false };
    }
  }
}

/** `otp/generate`: checks the flow against the account's state, then sends a code. */
export async function generateOtp(deps: Deps, raw: OtpGeneratePayload, caller: Caller): Promise<OtpData> {
  const payload = otpGeneratePayload.parse(raw);
  const target = await codeDestination(deps, payload, caller);
  const ipLimit = await consume(deps.db, `otp-send:ip:${caller.ip}`, otpSendsPerIpPerHour, 3600_000);
  if (!ipLimit.allowed) throw new AppError(loginCodes.tooManyAttempts, accountMessages.tooManyOtpSends, 429);
  return sendCode(deps, {
    loginId: target.id.value,
    purpose: payload.state,
    destination: target.destination,
    accountId: target.account?.id ?? null,
    emailCode: target.emailCode,
  });
}

export interface VerifyResult {
  requestId: string;
  /** Set when the code logged the shopper in (LOGIN and VERIFY codes). */
  account: AccountRow | null;
}

/**
 * `otp/verify`. A LOGIN code logs in; a VERIFY code verifies the account and logs in; any other
 * code is only confirmed (the check mark) and stays usable for the call that completes its flow.
 */
export async function verifyOtpCall(deps: Deps, payload: OtpVerifyPayload): Promise<VerifyResult> {
  const id = parseLoginId(payload.loginId);
  const pending = await findOtpRequest(deps.db, payload.otpRequestId);
  const logsIn = pending?.purpose === 'LOGIN' || pending?.purpose === 'VERIFY';
  const request = await checkCode(deps.db, {
    requestId: payload.otpRequestId,
    loginId: id.value,
    otp: payload.otp,
    purposes: [
      'SIGNUP',
      'LOGIN',
      'FORGOT_PASSWORD',
      'VERIFY',
      'REACTIVATE',
      'CHURN',
      'SOCIAL_UPDATE',
      'CHANGE_IDENTITY',
    ],
    consume: logsIn,
  });
  if (!logsIn) return { requestId: request.id, account: null };
  const account = await findAccountByLoginId(deps.db, id);
  assertRegistered(account);
  if (account.state === 'CHURNED') throw accountErrors.churned();
  if (account.state === 'LOGIN_INACTIVE') throw accountErrors.inactive();
  const verified =
    account.state === 'NOT_VERIFIED' ? await updateAccount(deps.db, account.id, { state: 'ACTIVE' }) : account;
  return { requestId: request.id, account: verified ?? account };
}
