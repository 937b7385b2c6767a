import type { Toast } from '../../app/toast-store.ts';
import {
  alreadyRegistered,
  notRegistered,
  otpExpired,
  socialLoginNotSupported,
  tryAgain,
  wrongCredentials,
} from '../../texts.ts';

/** The field a message is shown under. */
export type Field = 'username' | 'password' | 'otp' | 'emailOtp' | 'mobile' | 'email' | 'firstName';

/** What the widget does about an answer of the accounts API: the login codes table of spec 000 §8. */
export type CodeOutcome =
  | { kind: 'success' }
  | { kind: 'info'; message: string }
  | { kind: 'field'; field: Field; message: string }
  | { kind: 'toast'; toast: Toast }
  | { kind: 'churned' }
  | { kind: 'reactivate' }
  | { kind: 'verify-account' };

/** The parts of a failed call the table looks at; `code` is `error.RESPONSE.errorCode`. */
export interface Failure {
  code?: string;
  message?: string;
}

const toast = (message: string, level: Toast['level'], ttl = 5000): CodeOutcome => ({
  kind: 'toast',
  toast: { message, level, ttl },
});

/** Spec 000 §8 toasts. */
export const notRegisteredToast: Toast = { message: notRegistered, level: 'INFO', ttl: 5000 };
export const alreadyRegisteredToast: Toast = { message: alreadyRegistered, level: 'INFO', ttl: 5000 };

/**
 * Spec 000 §8 "Login codes". `codeField` is the field a code-related message goes under (the OTP
 * of the verification view, or the email OTP), `secretField` the one for a credentials message.
 */
export function outcomeOf(failure: Failure, fields: { secret?: Field; code?: Field } = {}): CodeOutcome {
  const { code, message } = failure;
  const secret = fields.secret ?? 'password';
  const otp = fields.code ?? 'otp';
  switch (code) {
    case 'MAPI_0004':
      return { kind: 'success' };
    case 'LOGIN_1004':
    case 'LOGIN_1006':
      return { kind: 'info', message: message || tryAgain };
    case 'LOGIN_1003':
      return { kind: 'toast', toast: notRegisteredToast };
    case 'LOGIN_1012':
      return { kind: 'field', field: secret, message: wrongCredentials };
    case 'LOGIN_1011':
      return toast(message || tryAgain, 'ERROR');
    case 'LOGIN_1008':
      return { kind: 'field', field: otp, message: message || wrongCredentials };
    case 'LOGIN_1007':
      return { kind: 'field', field: otp, message: otpExpired };
    case 'LOGIN_1009':
      return { kind: 'field', field: 'password', message: message || tryAgain };
    case 'LOGIN_1039':
      return { kind: 'churned' };
    case 'LOGIN_1032':
      return { kind: 'reactivate' };
    case 'LOGIN_1034':
      return toast(socialLoginNotSupported, 'ERROR');
    case 'MAPI_0017':
      return { kind: 'verify-account' };
    default:
      // Any other code: its message for 5 s; no message (a network failure): the retry text.
      return toast(code && message ? message : tryAgain, 'ERROR');
  }
}

/** The code and message of whatever a call rejected with (an ApiError carries both). */
export function failureOf(error: unknown): Failure {
  const e = error as {
    body?: { RESPONSE?: { errorCode?: string; errorMessage?: string }; ERROR_MESSAGE?: string };
  } | null;
  const response = e?.body?.RESPONSE;
  if (!response?.errorCode) return {};
  return { code: response.errorCode, message: response.errorMessage || e?.body?.ERROR_MESSAGE };
}
