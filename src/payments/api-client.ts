import type { z } from 'zod';
import {
  internalEndpoints,
  signatureHeader,
  type CompletedAnswer,
  type CompletedPayload,
  type SessionAnswer,
} from '../contracts/payment-internal.ts';
import { signBody } from '../platform/signing.ts';

/** The API's answer to a signed call: its RESPONSE, or why not. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; code: string | null; message: string };

export interface MarketplaceApi {
  session(token: string): Promise<ApiResult<SessionAnswer>>;
  completed(payload: CompletedPayload): Promise<ApiResult<CompletedAnswer>>;
  failed(payload: z.input<typeof internalEndpoints.failed.body>): Promise<ApiResult<unknown>>;
}

/** Server-to-server timeout (spec 000 §9: 2 s on the server). */
const timeoutMs = 2_000;

/**
 * The signed calls of the payment service to the API (src/contracts/payment-internal.ts), at
 * `origin` (config.publicOrigin). Each body is signed with the shared secret; the Origin header
 * names the storefront, as the API's CSRF check asks of every POST.
 */
export function createMarketplaceApi(origin: string, secret: string, fetchImpl: typeof fetch = fetch): MarketplaceApi {
  async function call<T>(endpoint: { path: string; response: z.ZodType<T> }, payload: unknown): Promise<ApiResult<T>> {
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await fetchImpl(new URL(endpoint.path, origin), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          [signatureHeader]: signBody(secret, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { ok: false, status: 0, code: null, message: error instanceof Error ? error.name : 'fetch failed' };
    }
    const json: unknown = await res.json().catch(() => null);
    const envelope = (json ?? {}) as { RESPONSE?: unknown; ERROR_CODE?: string; ERROR_MESSAGE?: string };
    if (!res.ok) {
      return {
        ok: false,
        status: res.status,
        code: envelope.ERROR_CODE ?? null,
        message: envelope.ERROR_MESSAGE ?? '',
      };
    }
    const parsed = endpoint.response.safeParse(envelope.RESPONSE);
    if (!parsed.success)
      return { ok: false, status: 502, code: null, message: 'The API answered outside its contract' };
    return { ok: true, value: parsed.data };
  }
  return {
    session: (token) => call(internalEndpoints.session, { token }),
    completed: (payload) => call(internalEndpoints.completed, payload),
    failed: (payload) => call(internalEndpoints.failed, payload),
  };
}
