import { randomUUID } from 'node:crypto';
import {
  loginCodes,
  type CodeLoginPayload,
  type LookupState,
  type PasswordSetPayload,
  type SignUpPayload,
  type SignupStatusPayload,
} from '../../contracts/accounts.ts';
import { signupStatusPayload } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { consume } from '../../platform/rate-limit.ts';
import { createSessionStore } from '../../platform/session.ts';
import { createNotification } from '../notifications/service.ts';
import { accountErrors, assertPasswordLength, assertRegistered, isUniqueViolation } from './guards.ts';
import type { Caller } from './login-flows.ts';
import { parseLoginId, type LoginId } from './login-id.ts';
import { accountMessages } from './messages.ts';
import { checkCode } from './otp.ts';
import { hashPassword } from './passwords.ts';
import {
  consumeOtpRequest,
  findAccountByLoginId,
  findAccountsHolding,
  insertAccount,
  updateAccount,
  type AccountRow,
  type NewAccount,
} from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

/** Lookups one address may make in a window: the status call tells whether an account exists. */
export const statusLimit = { perIp: 60, windowMs: 10 * 60 * 1000 } as const;

export const welcomeNotification = {
  title: 'Welcome to Bazaar',
  text: 'Your account is ready. Discover lakhs of products, great offers and fast delivery to your pincode.',
  type: 'WELCOME',
  actionUrl: '/',
} as const;

/**
 * Writes the account's new state; a mobile or email taken meanwhile by another signup is a 409.
 * A new password ends every session of the account; the call that set it logs in afresh.
 */
async function save(
  db: Executor,
  existing: AccountRow | null,
  changes: NewAccount | Partial<NewAccount>,
): Promise<AccountRow> {
  try {
    if (existing) {
      const updated = (await updateAccount(db, existing.id, changes))!;
      if (changes.passwordHash) await createSessionStore(db).endAllOf(existing.id);
      return updated;
    }
    return await insertAccount(db, changes as NewAccount);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.identityTaken();
    throw error;
  }
}

async function emailToAdd(
  deps: Deps,
  emailId: string | undefined,
  accountId: string | null,
): Promise<string | undefined> {
  if (!emailId) return undefined;
  const email = parseLoginId(emailId);
  if (email.kind !== 'email') throw new AppError(loginCodes.invalidLoginId, accountMessages.invalidLoginId, 400);
  const holders = await findAccountsHolding(deps.db, [email.value]);
  if (holders.some((h) => h.id !== accountId)) throw accountErrors.identityTaken();
  return email.value;
}

/** The churn variant: codes sent to the account's mobile and to its email, both checked before either is used. */
async function checkChurnCodes(deps: Deps, id: LoginId, account: AccountRow, payload: SignUpPayload): Promise<void> {
  const mobileRequestId = payload.mobileRequestId ?? payload.otpRequestId;
  if (!mobileRequestId || !payload.emailRequestId || !payload.emailOtp)
    throw new AppError(loginCodes.churned, accountMessages.churnCodesRequired, 400);
  const mobile = await checkCode(deps.db, {
    requestId: mobileRequestId,
    loginId: id.value,
    otp: payload.otp,
    purposes: ['CHURN'],
    consume: false,
    accountId: account.id,
  });
  const email = await checkCode(deps.db, {
    requestId: payload.emailRequestId,
    loginId: id.value,
    otp: payload.emailOtp,
    purposes: ['CHURN'],
    consume: false,
    accountId: account.id,
  });
  if (mobile.emailCode || !email.emailCode) {
    throw new AppError(loginCodes.wrongOtp, accountMessages.wrongOtp, 400);
  }
  for (const request of [mobile, email]) {
    if (!(await consumeOtpRequest(deps.db, request.id)))
      throw new AppError(loginCodes.otpExpired, accountMessages.otpExpired, 400);
  }
}

/**
 * `signUp`: a new id, or a guest's, becomes an ACTIVE account with a SIGNUP code and a password;
 * a churned account comes back with its two churn codes. The shopper gets a welcome notification.
 */
export async function signUp(deps: Deps, payload: SignUpPayload): Promise<AccountRow> {
  const id = parseLoginId(payload.loginId);
  assertPasswordLength(payload.password);
  const existing = await findAccountByLoginId(deps.db, id);
  if (existing?.blockedReason) throw accountErrors.blocked(existing);
  if (existing && existing.state !== 'GUEST' && existing.state !== 'CHURNED') throw accountErrors.exists();
  const email = await emailToAdd(deps, payload.emailId, existing?.id ?? null);
  const passwordHash = await hashPassword(payload.password);
  if (existing?.state === 'CHURNED') {
    await checkChurnCodes(deps, id, existing, payload);
  } else {
    if (!payload.otpRequestId) throw new AppError(loginCodes.wrongOtp, accountMessages.wrongOtp, 400);
    await checkCode(deps.db, {
      requestId: payload.otpRequestId,
      loginId: id.value,
      otp: payload.otp,
      purposes: ['SIGNUP'],
      consume: true,
    });
  }
  const names = {
    firstName: payload.firstName || existing?.firstName || null,
    lastName: payload.lastName || existing?.lastName || null,
  };
  const account = await save(
    deps.db,
    existing,
    existing
      ? { ...names, passwordHash, state: 'ACTIVE', ...(email ? { email } : {}) }
      : {
          id: randomUUID(),
          ...names,
          passwordHash,
          state: 'ACTIVE',
          mobile: id.kind === 'mobile' ? id.value : null,
          email: id.kind === 'email' ? id.value : (email ?? null),
        },
  );
  await createNotification(deps, account.id, welcomeNotification);
  return account;
}

/** `password/set`: forgot password, with a FORGOT_PASSWORD code; a NOT_VERIFIED account is verified by it. */
export async function setPassword(deps: Deps, payload: PasswordSetPayload): Promise<AccountRow> {
  const id = parseLoginId(payload.loginId);
  assertPasswordLength(payload.password);
  const account = await findAccountByLoginId(deps.db, id);
  assertRegistered(account);
  if (account.state === 'CHURNED') throw accountErrors.churned();
  if (account.state === 'LOGIN_INACTIVE') throw accountErrors.inactive();
  const passwordHash = await hashPassword(payload.password);
  await checkCode(deps.db, {
    requestId: payload.otpRequestId,
    loginId: id.value,
    otp: payload.otp,
    purposes: ['FORGOT_PASSWORD'],
    consume: true,
  });
  return save(deps.db, account, { passwordHash, state: 'ACTIVE' });
}

/** `reactivate` (LOGIN_INACTIVE, REACTIVATE code) and `verifyIdentity` (NOT_VERIFIED, VERIFY code). */
export async function activateByCode(
  deps: Deps,
  payload: CodeLoginPayload,
  from: 'LOGIN_INACTIVE' | 'NOT_VERIFIED',
): Promise<AccountRow> {
  const id = parseLoginId(payload.loginId);
  const account = await findAccountByLoginId(deps.db, id);
  assertRegistered(account);
  if (account.state === 'CHURNED') throw accountErrors.churned();
  if (account.state !== from)
    throw AppError.conflict(from === 'LOGIN_INACTIVE' ? accountMessages.notInactive : accountMessages.alreadyVerified);
  const purpose = from === 'LOGIN_INACTIVE' ? 'REACTIVATE' : 'VERIFY';
  await checkCode(deps.db, {
    requestId: payload.otpRequestId,
    loginId: id.value,
    otp: payload.otp,
    purposes: [purpose],
    consume: true,
  });
  return save(deps.db, account, { state: 'ACTIVE' });
}

const lookupOf = (account: AccountRow | null, all: boolean): LookupState => {
  if (!account) return 'NOT_FOUND';
  const state: LookupState = account.state === 'ACTIVE' ? 'VERIFIED' : account.state;
  if (all) return state;
  return state === 'GUEST' ? 'NOT_FOUND' : 'VERIFIED';
};

/** `signup/status`: each id's lookup state, keyed by the id as sent; limited per address. */
export async function signupStatus(
  deps: Deps,
  raw: SignupStatusPayload,
  caller: Caller,
): Promise<Record<string, LookupState>> {
  const payload = signupStatusPayload.parse(raw);
  const ids = payload.loginId.map((sent) => ({ sent, id: parseLoginId(sent) }));
  const limit = await consume(deps.db, `signup-status:ip:${caller.ip}`, statusLimit.perIp, statusLimit.windowMs);
  if (!limit.allowed) throw new AppError(loginCodes.tooManyAttempts, accountMessages.tooManyLookups, 429);
  const details: Record<string, LookupState> = {};
  for (const { sent, id } of ids)
    details[sent] = lookupOf(await findAccountByLoginId(deps.db, id), payload.supportAllStates ?? false);
  return details;
}
