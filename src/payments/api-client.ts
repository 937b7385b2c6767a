import type { z } from 'zod';
import {
  internalEndpoints,
  type CompletedAnswer,
  type CompletedPayload,
  type SessionAnswer,
} from '../contracts/payment-internal.ts';
import { signedCall, type SignedResult } from '../platform/signed-call.ts';

/** The API's answer to a signed call: its RESPONSE, or why not. */
export type ApiResult<T> = SignedResult<T>;

export interface MarketplaceApi {
  session(token: string): Promise<ApiResult<SessionAnswer>>;
  completed(payload: CompletedPayload): Promise<ApiResult<CompletedAnswer>>;
  failed(payload: z.input<typeof internalEndpoints.failed.body>): Promise<ApiResult<unknown>>;
}

/**
 * The signed calls of the payment service to the API (src/contracts/payment-internal.ts), at
 * `origin` (config.publicOrigin). Each body is signed with the shared secret; the Origin header
 * names the storefront, as the API's CSRF check asks of every POST. Never throws (`signedCall`):
 * a refusal, a timeout or an answer outside the contract comes back as `ok: false`.
 */
export function createMarketplaceApi(origin: string, secret: string): MarketplaceApi {
  const call = <T>(endpoint: { path: string; response: z.ZodType<T> }, payload: unknown) =>
    signedCall(origin, secret, endpoint, payload, { headers: { origin } });
  return {
    session: (token) => call(internalEndpoints.session, { token }),
    completed: (payload) => call(internalEndpoints.completed, payload),
    failed: (payload) => call(internalEndpoints.failed, payload),
  };
}
