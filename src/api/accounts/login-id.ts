import { emailPattern, loginCodes, mobilePattern } from '../../contracts/accounts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { accountMessages } from './messages.ts';

export type LoginId = { kind: 'mobile'; value: string } | { kind: 'email'; value: string };

/**
 * A login id as the server keeps it: `+91` and 10 digits for a mobile, lower case for an email.
 * Anything else answers LOGIN_1011 'Please enter valid Email ID/Mobile number'.
 */
export function parseLoginId(raw: string): LoginId {
  const value = raw.trim();
  if (mobilePattern.test(value)) return { kind: 'mobile', value: `+91${value.slice(-10)}` };
  if (value.length <= 254 && emailPattern.test(value)) return { kind: 'email', value: value.toLowerCase() };
  throw new AppError(loginCodes.invalidLoginId, accountMessages.invalidLoginId, 400);
}

/**
 * `ab*****@gmail.com`: the first two characters of the local part (one when it is that short), five
 * stars whatever its length, so the mask tells nothing more, then the domain.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}*****${email.slice(at)}`;
}
