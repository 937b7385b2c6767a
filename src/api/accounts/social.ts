import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  loginCodes,
  type SocialLogin,
  type SocialLoginPayload,
  type UpdateIdentityPayload,
} from '../../contracts/accounts.ts';
import { socialLoginPayload } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createNotification } from '../notifications/service.ts';
import { accountErrors, assertPasswordLength, isUniqueViolation } from './guards.ts';
import { parseLoginId } from './login-id.ts';
import { accountMessages } from './messages.ts';
import { checkCode } from './otp.ts';
import { hashPassword } from './passwords.ts';
import {
  findAccountById,
  findAccountByLoginId,
  findAccountsHolding,
  insertAccount,
  insertSocialToken,
  updateAccount,
  useSocialToken,
  type AccountRow,
} from './repository.ts';
import { primaryLoginId } from './service.ts';
import { welcomeNotification } from './signup-flows.ts';

type Deps = Pick<AppContext, 'db'>;

/** Providers of the development social login; only google may start a new account (else LOGIN_1034). */
export const socialProviders = {
  google: { name: 'Google', signsUp: true },
  facebook: { name: 'Facebook', signsUp: false },
} as const;
export type SocialProvider = keyof typeof socialProviders;
export const isSocialProvider = (p: unknown): p is SocialProvider =>
  typeof p === 'string' && Object.hasOwn(socialProviders, p);

const tokenLifetimeMs = 10 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The development provider's "consent": a one-use access token for the identity the tester chose. */
export async function issueSocialToken(deps: Deps, provider: SocialProvider, identity: string): Promise<string> {
  const id = parseLoginId(identity);
  const token = randomBytes(32).toString('base64url');
  await insertSocialToken(deps.db, {
    tokenHash: hashToken(token),
    provider,
    identity: id.value,
    expiresAt: new Date(Date.now() + tokenLifetimeMs),
  });
  return token;
}

/** Session data key of the started account of a social login (until updateIdentity). */
export const socialAccountKey = 'socialAccountId';

export interface SocialResult {
  answer: SocialLogin;
  /** The started account the session now holds, when `answer.loggedIn`. */
  startedAccount: AccountRow | null;
}

/**
 * Social login info (`/api/4/user/social`). An identity with an account answers its login id (the
 * widget then asks for the password: social login itself is discontinued); a new identity starts a
 * NOT_VERIFIED account that the session holds (`loggedIn: true`, the provider's login is
 * established; the header stays logged out), and the widget goes on to the mobile and code of
 * updateIdentity, which logs in. A provider that may not sign up new accounts answers LOGIN_1034.
 */
export async function socialLogin(deps: Deps, raw: SocialLoginPayload): Promise<SocialResult> {
  const payload = socialLoginPayload.parse(raw);
  if (payload.mobileLogin === false) throw AppError.badRequest('mobileLogin: must be true');
  const token = await useSocialToken(deps.db, hashToken(payload.accessToken));
  if (!token || !isSocialProvider(token.provider))
    throw new AppError(loginCodes.invalidAccessToken, accountMessages.invalidAccessToken, 400);
  const id = parseLoginId(token.identity);
  const account = await findAccountByLoginId(deps.db, id);
  if (account?.blockedReason) throw accountErrors.blocked(account);
  const started = account && (account.state === 'GUEST' || (account.state === 'NOT_VERIFIED' && !account.passwordHash));
  if (account && !started) {
    return {
      answer: {
        mobileStatus: 'ACCOUNT_FOUND',
        isRegisteredUser: true,
        loggedIn: false,
        loginId: primaryLoginId(account),
        providerIdentity: null,
      },
      startedAccount: null,
    };
  }
  if (!socialProviders[token.provider].signsUp)
    throw new AppError(loginCodes.socialNotSupported, accountMessages.socialNotSupported, 400);
  if (account) {
    const wasGuest = account.state === 'GUEST';
    const updated = wasGuest ? await updateAccount(deps.db, account.id, { state: 'NOT_VERIFIED' }) : account;
    return {
      answer: {
        mobileStatus: wasGuest ? 'ACCOUNT_NOT_FOUND' : 'NOT_VERIFIED',
        isRegisteredUser: false,
        loggedIn: true,
        loginId: null,
        providerIdentity: id.value,
      },
      startedAccount: updated ?? account,
    };
  }
  const created = await insertAccount(deps.db, {
    id: randomUUID(),
    state: 'NOT_VERIFIED',
    mobile: id.kind === 'mobile' ? id.value : null,
    email: id.kind === 'email' ? id.value : null,
  });
  return {
    answer: {
      mobileStatus: 'ACCOUNT_NOT_FOUND',
      isRegisteredUser: false,
      loggedIn: true,
      loginId: null,
      providerIdentity: id.value,
    },
    startedAccount: created,
  };
}

/**
 * `updateIdentity` with SOCIAL_UPDATE: the started account of the social session gets the mobile
 * its SOCIAL_UPDATE code was sent to and a password, and becomes ACTIVE.
 */
export async function updateIdentity(
  deps: Deps,
  payload: UpdateIdentityPayload,
  socialAccountId: string | null,
): Promise<AccountRow> {
  const account = socialAccountId ? await findAccountById(deps.db, socialAccountId) : null;
  if (!account) throw accountErrors.loginRequired();
  const oldId = parseLoginId(payload.oldIdentity);
  const newId = parseLoginId(payload.newIdentity);
  if (account.mobile !== oldId.value && account.email !== oldId.value)
    throw AppError.badRequest('oldIdentity: is not the identity of this login');
  if (account.state !== 'NOT_VERIFIED') throw AppError.conflict(accountMessages.alreadyVerified);
  assertPasswordLength(payload.password);
  const holders = await findAccountsHolding(deps.db, [newId.value]);
  if (holders.some((h) => h.id !== account.id)) throw accountErrors.identityTaken();
  const passwordHash = await hashPassword(payload.password);
  await checkCode(deps.db, {
    requestId: payload.otpRequestId,
    loginId: newId.value,
    otp: payload.otp,
    purposes: ['SOCIAL_UPDATE'],
    consume: true,
    accountId: account.id,
  });
  try {
    const updated = await updateAccount(deps.db, account.id, {
      ...(newId.kind === 'mobile' ? { mobile: newId.value } : { email: newId.value }),
      passwordHash,
      state: 'ACTIVE',
    });
    await createNotification(deps, account.id, welcomeNotification);
    return updated!;
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.identityTaken();
    throw error;
  }
}
