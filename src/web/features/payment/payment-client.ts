import type { z } from 'zod';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import type { EndpointAnswer, EndpointRef } from '../../../contracts/endpoint-ref.ts';
import { paymentErrorCodes, paymentHeaders } from '../../../contracts/payments-paths.ts';
import {
  ApiError,
  createClient,
  NetworkError,
  TimeoutError,
  type ApiClient,
  type FetchLike,
} from '../../api/client.ts';
import { tryAgain } from '../../texts.ts';
import { blacklistedCardCountry, outOfStockCheckout, paymentFailed, tooManyShoppers } from './payment-texts.ts';

/** The payment service's origin the page names (`<meta name="payments-origin">`, decision 0042). */
export function readPaymentsOrigin(
  doc: { querySelector(selector: string): { content: string } | null } = {
    querySelector: (selector) => document.querySelector<HTMLMetaElement>(selector),
  },
): string {
  return doc.querySelector('meta[name="payments-origin"]')?.content.replace(/\/+$/, '') ?? '';
}

/**
 * A payment answer whose response_status is FAILED, for the calls where spec 001 §5 makes that an
 * error (options, egv, pay, captcha, wallet). `field` names the form field it is about.
 */
export class PaymentFailed extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly field: string | undefined,
    readonly answer: unknown,
  ) {
    super(message);
    this.name = 'PaymentFailed';
  }
}

interface Failable {
  response_status: 'SUCCESS' | 'FAILED';
  error_code?: string;
  error_message?: string;
  field?: string;
}

/** A call's body without the token, which the client adds (and to the query and a `:token` path). */
export type BodyOf<E extends Endpoint> = E extends { body: infer S extends z.ZodType }
  ? Omit<z.input<S>, 'token'>
  : never;
type CallInput<E extends Endpoint> = E extends { body: z.ZodType } ? { body: BodyOf<E> } : Record<string, never>;

export interface PaymentCallOptions {
  /** Calls that move money (pay, complete, decline, egv) carry the attempt's key. */
  idempotencyKey?: string;
  /** A FAILED response_status rejects (options, egv, pay, captcha, wallet: spec 001 §5). */
  failedIsError?: boolean;
  /** Extra query values beside the token (pay's `instrument`). */
  query?: Record<string, string | undefined>;
}

/**
 * The storefront's client of the payment service (spec 001 §7): its own origin, the token as the
 * query parameter `token`, `credentials: 'same-origin'` (no cookie crosses to it), the header
 * `x-device-source: web` and no user-agent header; 10 s timeout like every browser call. Nothing
 * of a request's body is ever logged or put in an error message.
 */
export function createPaymentCalls({ origin, token, fetch }: { origin: string; token: string; fetch: FetchLike }) {
  const base = createClient({
    baseUrl: origin,
    fetch,
    timeoutMs: 10_000,
    userAgent: '',
    credentials: 'same-origin',
    headers: { [paymentHeaders.deviceSource]: 'web' },
  });
  const withKey = (key: string | undefined): ApiClient =>
    key
      ? {
          ...base,
          request: (path, init = {}) =>
            base.request(path, { ...init, headers: { ...init.headers, [paymentHeaders.idempotencyKey]: key } }),
        }
      : base;

  async function call<E extends Endpoint>(
    ref: EndpointRef<E>,
    input: CallInput<E>,
    action: string,
    options: PaymentCallOptions = {},
  ): Promise<EndpointAnswer<E>> {
    const { body } = input as { body?: object };
    const path = ref.path.replace(':token', encodeURIComponent(token));
    const { RESPONSE: answer } = await withKey(options.idempotencyKey).request<{ RESPONSE: EndpointAnswer<E> }>(path, {
      method: ref.method,
      query: { token, ...options.query },
      body: ref.method === 'POST' ? { ...body, token } : undefined,
      action,
    });
    const failable = answer as Partial<Failable>;
    if (options.failedIsError && failable.response_status === 'FAILED')
      throw new PaymentFailed(failable.error_message || paymentFailed, failable.error_code, failable.field, answer);
    return answer;
  }
  return { call, token };
}

/** What went wrong with a payment call, for the shopper: what happened and what to do next. */
export type PaymentProblem =
  | { kind: 'expired'; message: string }
  | { kind: 'busy'; message: string }
  | { kind: 'field'; field: string; message: string; code?: string }
  | { kind: 'failed'; message: string; code?: string }
  /** No answer (or a timeout): the same attempt may be sent again with its key. */
  | { kind: 'unknown'; message: string };

const tokenEnds = new Set<string>([
  paymentErrorCodes.tokenExpired,
  paymentErrorCodes.tokenUnknown,
  paymentErrorCodes.tokenUsed,
]);

/** Spec texts for codes whose message the storefront carries itself (001 §8). */
const specText: Record<string, string> = {
  [paymentErrorCodes.blacklistedCountry]: blacklistedCardCountry,
  [paymentErrorCodes.tooManyShoppers]: tooManyShoppers,
  OUT_OF_STOCK: outOfStockCheckout,
};

export function problemOf(error: unknown): PaymentProblem {
  if (error instanceof PaymentFailed) {
    const message = (error.code && specText[error.code]) || error.message;
    if (error.code && tokenEnds.has(error.code)) return { kind: 'expired', message };
    return error.field
      ? { kind: 'field', field: error.field, message, code: error.code }
      : { kind: 'failed', message, code: error.code };
  }
  if (error instanceof ApiError) {
    if (error.status === 429 || error.code === paymentErrorCodes.tooManyShoppers)
      return { kind: 'busy', message: tooManyShoppers };
    if (tokenEnds.has(error.code) || error.status === 410) return { kind: 'expired', message: error.message };
    if (error.code === paymentErrorCodes.idempotencyInFlight) return { kind: 'unknown', message: error.message };
    if (error.status >= 500) return { kind: 'unknown', message: tryAgain };
    return { kind: 'failed', message: specText[error.code] ?? error.message, code: error.code };
  }
  if (error instanceof TimeoutError || error instanceof NetworkError) {
    if (error instanceof NetworkError && error.status === 429) return { kind: 'busy', message: tooManyShoppers };
    return { kind: 'unknown', message: tryAgain };
  }
  return { kind: 'unknown', message: tryAgain };
}

/**
 * Idempotency keys of one kind of money-moving call (decision 0042): a fresh key for each attempt
 * of the shopper; the same key again only when the last attempt's outcome is unknown (no answer,
 * a timeout, a 5xx, still in flight) and the request is the same, so a retry replays it instead of
 * paying twice. Another body is another attempt (the service refuses a reused key with a new body).
 */
export function attemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { key: string; fingerprint: string; unknown: boolean } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (last && last.unknown && last.fingerprint === fingerprint) return last.key;
      last = { key: newKey(), fingerprint, unknown: true };
      return last.key;
    },
    /** The attempt's outcome is known (an answer, an error answer): the next press is a new attempt. */
    settled(outcomeKnown: boolean) {
      if (last) last.unknown = !outcomeKnown;
    },
  };
}
