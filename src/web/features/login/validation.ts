import { enterMobile, enterPassword, invalidLoginId, invalidMobile, invalidOtp } from '../../texts.ts';

/**
 * The login widget's input rules of spec 000 §5, with its messages verbatim. Each check answers
 * the message to show under the field, or null when the value is fine.
 */

/** Spec 000 §9: the mobile prefix sent with every mobile login id. */
export const mobilePrefix = '+91';
export const mobileMaxLength = 10;
/** Spec 000 §9: OTP length. */
export const otpLength = 6;

const mobilePattern = /^[6-9]\d{9}$/;
/** A standard address with a top level of 2 to 6 letters (spec 000 §5). */
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,6}$/;

/** What a mobile field keeps of what is typed: digits only, at most 10 (spec 000 §5). */
export const cleanMobile = (value: string): string => value.replace(/\D/g, '').slice(0, mobileMaxLength);

/** What an OTP field keeps of what is typed: digits only, at most 6 (spec 000 §5). */
export const cleanOtp = (value: string): string => value.replace(/\D/g, '').slice(0, otpLength);

export const isValidMobile = (value: string): boolean => mobilePattern.test(value);
export const isValidEmail = (value: string): boolean => value.length <= 254 && emailPattern.test(value.trim());

/** A mobile field: 'Please enter your Mobile number' when empty, else exactly 10 digits starting 6-9. */
export function checkMobile(value: string): string | null {
  const digits = cleanMobile(value);
  if (!digits) return enterMobile;
  return isValidMobile(digits) ? null : invalidMobile;
}

/**
 * A username that is all digits (spaces, dashes and a leading +91 allowed, as people type them)
 * is a mobile number; anything else is an email (spec 000 §5).
 */
export function usernameKind(value: string): 'mobile' | 'email' {
  return /^\+?[\d\s()-]+$/.test(value.trim()) ? 'mobile' : 'email';
}

/** The 10 digits of a mobile username, without +91 or a leading 0. */
function mobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Spec 000 §5 Username: a valid mobile if all digits, else a valid email. */
export function checkUsername(value: string): string | null {
  if (!value.trim()) return invalidLoginId;
  if (usernameKind(value) === 'mobile') return isValidMobile(mobileDigits(value)) ? null : invalidLoginId;
  return isValidEmail(value) ? null : invalidLoginId;
}

/** The login id sent to the server: '+91' and 10 digits for a mobile, the trimmed email otherwise. */
export function toLoginId(username: string): string {
  const value = username.trim();
  return usernameKind(value) === 'mobile' ? `${mobilePrefix}${mobileDigits(value)}` : value.toLowerCase();
}

/** What the username field shows for a login id from the server: +91 removed (spec 000 §4 Social login). */
export const fromLoginId = (loginId: string): string =>
  loginId.startsWith(mobilePrefix) ? loginId.slice(mobilePrefix.length) : loginId;

/** Spec 000 §5 Password: required. Length rules are the server's (LOGIN_1009 shows its message). */
export const checkPassword = (value: string): string | null => (value ? null : enterPassword);

/**
 * Spec 000 §5 OTP: required, and it must have the shape the server announced (`data.otpRegex`),
 * else 6 digits.
 */
export function checkOtp(value: string, otpRegex?: string | null): string | null {
  if (!value) return invalidOtp;
  return otpMatches(value, otpRegex) ? null : invalidOtp;
}

/** Whether a typed code is complete, by the server's pattern when it sent one (auto-submit). */
export function otpMatches(value: string, otpRegex?: string | null): boolean {
  if (otpRegex) {
    try {
      return new RegExp(`^(?:${otpRegex.replace(/^\^|\$$/g, '')})$`).test(value);
    } catch {
      // A pattern the browser cannot compile falls back to the spec's length.
    }
  }
  return new RegExp(`^\\d{${otpLength}}$`).test(value);
}

/** A churned account needs the email OTP too (spec 000 §5). */
export function checkOtps(
  otp: string,
  emailOtp: string | null,
  otpRegex?: string | null,
): { otp: string | null; emailOtp: string | null } {
  return { otp: checkOtp(otp, otpRegex), emailOtp: emailOtp === null ? null : checkOtp(emailOtp, otpRegex) };
}
