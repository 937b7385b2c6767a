import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { loginCodes, otpRegex, type OtpData, type OtpState } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createOutboxSender } from '../../platform/outbox.ts';
import { consume } from '../../platform/rate-limit.ts';
import { maskEmail } from './login-id.ts';
import { accountMessages, otpEmailBody, otpEmailSubject, otpSms } from './messages.ts';
import {
  consumeOtpRequest,
  findOtpRequest,
  insertOtpRequest,
  markOtpVerified,
  takeOtpAttempt,
  type OtpRequestRow,
} from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

/** Constants of ARCHITECTURE.md: 6 digits, 10 minutes, 5 tries; at most 5 sends a number an hour. */
export const otpRules = { lifetimeMs: 10 * 60 * 1000, tries: 5, sendsPerHour: 5 } as const;

const hashCode = (requestId: string, code: string) => createHash('sha256').update(`${requestId}:${code}`).digest();

export interface CodeToSend {
  /** Normalised login id the code is asked for. */
  loginId: string;
  purpose: OtpState;
  /** Where it goes: a `+91` mobile gets an SMS, an email an email. Defaults to the login id. */
  destination?: string;
  accountId?: string | null;
  /** Churn signup: the email code. */
  emailCode?: boolean;
}

/**
 * Makes a code, keeps its hash and sends it through the outbox. Sends to one destination are
 * limited per hour (LOGIN_1006), so nobody can flood a phone or mine codes.
 */
export async function sendCode(deps: Deps, code: CodeToSend): Promise<OtpData> {
  const destination = code.destination ?? code.loginId;
  const limit = await consume(deps.db, `otp-send:${destination}`, otpRules.sendsPerHour, 3600_000);
  if (!limit.allowed) throw new AppError(loginCodes.tooManyAttempts, accountMessages.tooManyOtpSends, 429);
  const requestId = randomBytes(16).toString('base64url');
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertOtpRequest(deps.db, {
    id: requestId,
    loginId: code.loginId,
    destination,
    purpose: code.purpose,
    emailCode: code.emailCode ?? false,
    accountId: code.accountId ?? null,
    codeHash: hashCode(requestId, otp).toString('hex'),
    attemptsLeft: otpRules.tries,
    expiresAt: new Date(Date.now() + otpRules.lifetimeMs),
  });
  const sender = createOutboxSender(deps.db);
  if (destination.startsWith('+91')) {
    await sender.send({ channel: 'SMS', to: destination, body: otpSms(otp) });
    return { requestId, otpRegex };
  }
  await sender.send({ channel: 'EMAIL', to: destination, subject: otpEmailSubject, body: otpEmailBody(otp) });
  return { requestId, otpRegex, emailMask: maskEmail(destination) };
}

export interface CodeCheck {
  requestId: string;
  /** Normalised login id the request must have been made for. */
  loginId: string;
  otp: string;
  /** Purposes this call accepts; a code of another flow is a wrong code. */
  purposes: readonly OtpState[];
  /** Use the request up (the completing call of a flow); otherwise it is only marked verified. */
  consume: boolean;
  /** The account the request must have been made for (identity changes, churn signup). */
  accountId?: string;
}

const wrongOtp = () => new AppError(loginCodes.wrongOtp, accountMessages.wrongOtp, 400);
const expired = () => new AppError(loginCodes.otpExpired, accountMessages.otpExpired, 400);
const tooMany = () => new AppError(loginCodes.tooManyAttempts, accountMessages.tooManyOtpTries, 429);

/**
 * Checks a code against its request: LOGIN_1008 when wrong (or the request is not this login id's
 * or this flow's), LOGIN_1007 when expired or used, LOGIN_1006 once 5 wrong tries are spent.
 */
export async function checkCode(db: Executor, check: CodeCheck): Promise<OtpRequestRow> {
  const request = await findOtpRequest(db, check.requestId);
  if (!request || request.loginId !== check.loginId || !check.purposes.includes(request.purpose as OtpState))
    throw wrongOtp();
  if (check.accountId !== undefined && request.accountId !== check.accountId) throw wrongOtp();
  if (request.consumedAt) throw expired();
  if (request.attemptsLeft <= 0) throw tooMany();
  if (request.expiresAt.getTime() <= Date.now()) throw expired();
  const typed = check.otp.trim();
  if (!/^[0-9]{6}$/.test(typed)) throw wrongOtp();
  const right = timingSafeEqual(hashCode(request.id, typed), Buffer.from(request.codeHash, 'hex'));
  if (!right) {
    const left = await takeOtpAttempt(db, request.id);
    if (left === null || left === 0) throw tooMany();
    throw wrongOtp();
  }
  if (check.consume) {
    if (!(await consumeOtpRequest(db, request.id))) throw expired();
  } else {
    await markOtpVerified(db, request.id);
  }
  return request;
}
