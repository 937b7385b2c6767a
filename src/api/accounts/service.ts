import { randomUUID } from 'node:crypto';
import { loginCodes, type OtpData, type OtpState } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { accountErrors, isUniqueViolation } from './guards.ts';
import { parseLoginId } from './login-id.ts';
import { accountMessages } from './messages.ts';
import { checkCode, sendCode } from './otp.ts';
import {
  findAccountById,
  findAccountByLoginId,
  findAccountsHolding,
  insertAccount,
  updateAccount,
  type AccountRow,
} from './repository.ts';

/**
 * What other domains (account pages, checkout) may ask of accounts. They call these functions,
 * never the repository or the tables.
 */
type Deps = Pick<AppContext, 'db'>;

export interface AccountView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  /** MALE, FEMALE, OTHER or null. */
  gender: string | null;
  /** `+91XXXXXXXXXX` or null. */
  mobile: string | null;
  email: string | null;
  state: AccountRow['state'];
}

const view = (a: AccountRow): AccountView => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  gender: a.gender,
  mobile: a.mobile,
  email: a.email,
  state: a.state,
});

/** The account, or null when there is no such account. */
export async function getAccount(deps: Deps, accountId: string): Promise<AccountView | null> {
  const account = await findAccountById(deps.db, accountId);
  return account ? view(account) : null;
}

/** Name and gender; 404 when the account does not exist. */
export async function updateAccountDetails(
  deps: Deps,
  accountId: string,
  details: { firstName?: string | null; lastName?: string | null; gender?: string | null },
): Promise<AccountView> {
  const changes: Partial<AccountRow> = {};
  if (details.firstName !== undefined) changes.firstName = details.firstName?.trim() || null;
  if (details.lastName !== undefined) changes.lastName = details.lastName?.trim() || null;
  if (details.gender !== undefined) changes.gender = details.gender;
  const account = await updateAccount(deps.db, accountId, changes);
  if (!account) throw AppError.notFound('The account');
  return view(account);
}

/**
 * Sends a code to a login id (mobile by SMS, email by email) through the outbox. For
 * CHANGE_IDENTITY, an id held by another account is a 409. LOGIN_1011 for an id of neither form;
 * LOGIN_1006 past the send limit.
 */
export async function sendOtp(
  deps: Deps,
  input: { loginId: string; purpose: OtpState; accountId?: string },
): Promise<OtpData> {
  const id = parseLoginId(input.loginId);
  if (input.accountId && (input.purpose === 'CHANGE_IDENTITY' || input.purpose === 'SOCIAL_UPDATE')) {
    const holders = await findAccountsHolding(deps.db, [id.value]);
    if (holders.some((h) => h.id !== input.accountId)) throw accountErrors.identityTaken();
  }
  return sendCode(deps, { loginId: id.value, purpose: input.purpose, accountId: input.accountId ?? null });
}

/** Checks a code without using it up (LOGIN_1008 wrong, LOGIN_1007 expired or used, LOGIN_1006 too many tries). */
export async function verifyOtp(
  deps: Deps,
  input: { requestId: string; loginId: string; otp: string },
): Promise<{ requestId: string }> {
  const id = parseLoginId(input.loginId);
  const request = await checkCode(deps.db, {
    requestId: input.requestId,
    loginId: id.value,
    otp: input.otp,
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
    consume: false,
  });
  return { requestId: request.id };
}

/**
 * Gives an account a new mobile or email, proven by a CHANGE_IDENTITY code sent to it (ask with
 * `sendOtp({loginId: newIdentity, purpose: 'CHANGE_IDENTITY', accountId})`). 409 when another
 * account holds it.
 */
export async function changeIdentity(
  deps: Deps,
  accountId: string,
  input: { newIdentity: string; otpRequestId: string; otp: string },
): Promise<AccountView> {
  const id = parseLoginId(input.newIdentity);
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw AppError.notFound('The account');
  const holders = await findAccountsHolding(deps.db, [id.value]);
  if (holders.some((h) => h.id !== accountId)) throw accountErrors.identityTaken();
  await checkCode(deps.db, {
    requestId: input.otpRequestId,
    loginId: id.value,
    otp: input.otp,
    purposes: ['CHANGE_IDENTITY'],
    consume: true,
    accountId,
  });
  try {
    const updated = await updateAccount(
      deps.db,
      accountId,
      id.kind === 'mobile' ? { mobile: id.value } : { email: id.value },
    );
    return view(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.identityTaken();
    throw error;
  }
}

/** Login id shown for an account: its `+91` mobile, else its email. */
export const primaryLoginId = (account: Pick<AccountRow, 'mobile' | 'email'>) => account.mobile ?? account.email ?? '';

/**
 * The account a guest checkout uses for a mobile or email: the existing account of that id, or a
 * new GUEST account (treated as not registered by forgot password; signup takes it over).
 */
export async function ensureGuestAccount(deps: Deps, loginId: string): Promise<AccountView> {
  const id = parseLoginId(loginId);
  const existing = await findAccountByLoginId(deps.db, id);
  if (existing) return view(existing);
  try {
    return view(
      await insertAccount(deps.db, {
        id: randomUUID(),
        state: 'GUEST',
        mobile: id.kind === 'mobile' ? id.value : null,
        email: id.kind === 'email' ? id.value : null,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findAccountByLoginId(deps.db, id);
    if (!raced) throw error;
    return view(raced);
  }
}

/**
 * A guest checkout's mobile, proven by a SIGNUP code sent to it (otp/generate refuses SIGNUP for
 * a registered id): uses the code up and answers the mobile's GUEST account, made on first use.
 * LOGIN_1008/1007/1006 for a wrong, spent or over-tried code; ACCOUNT_EXISTS when the mobile has
 * become a registered account meanwhile (the shopper logs in instead); LOGIN_1011 for an email.
 */
export async function guestAccountForCheckout(
  deps: Deps,
  input: { loginId: string; otp: string; requestId: string },
): Promise<AccountView> {
  const id = parseLoginId(input.loginId);
  if (id.kind !== 'mobile') throw new AppError(loginCodes.invalidLoginId, accountMessages.invalidLoginId, 400);
  await checkCode(deps.db, {
    requestId: input.requestId,
    loginId: id.value,
    otp: input.otp,
    purposes: ['SIGNUP'],
    consume: true,
  });
  const account = await ensureGuestAccount(deps, id.value);
  if (account.state !== 'GUEST') throw accountErrors.exists();
  return account;
}
