import { loginCodes, passwordRules } from '../../contracts/accounts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { accountMessages } from './messages.ts';
import type { AccountRow } from './repository.ts';

/** The errors of the account state machine, one place so every call answers them alike. */
export const accountErrors = {
  unregistered: () => new AppError(loginCodes.unregistered, accountMessages.notRegistered, 404),
  blocked: (account: AccountRow) =>
    new AppError(loginCodes.blocked, account.blockedReason || accountMessages.blocked, 403),
  churned: () => new AppError(loginCodes.churned, accountMessages.churned, 403),
  inactive: () => new AppError(loginCodes.inactive, accountMessages.inactive, 403),
  notVerified: () => new AppError(loginCodes.notVerified, accountMessages.notVerified, 403),
  exists: () => new AppError(loginCodes.accountExists, accountMessages.alreadyRegistered, 409),
  identityTaken: () => new AppError('CONFLICT', accountMessages.identityTaken, 409),
  invalidCredentials: () => new AppError(loginCodes.invalidCredentials, accountMessages.invalidCredentials, 401),
  loginRequired: () => AppError.unauthorized(accountMessages.loginRequired),
};

/** An account that can be found by its login id for forgot password, code login and the like. */
export function assertRegistered(account: AccountRow | null): asserts account is AccountRow {
  if (!account || account.state === 'GUEST') throw accountErrors.unregistered();
  if (account.blockedReason) throw accountErrors.blocked(account);
}

/** LOGIN_1009 below the minimum; the contract already refused anything above the maximum. */
export function assertPasswordLength(password: string): void {
  if (password.length < passwordRules.minLength)
    throw new AppError(loginCodes.shortPassword, accountMessages.shortPassword, 400);
}

/** Postgres unique violation: two calls raced for the same mobile or email. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
