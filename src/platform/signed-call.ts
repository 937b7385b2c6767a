import type { z } from 'zod';
import { signatureHeader } from '../contracts/payment-internal.ts';
import { signBody } from './signing.ts';

/** The other side's answer to a signed call: its RESPONSE, or why not (status 0: not reached). */
export type SignedResult<T> =
  { ok: true; value: T } | { ok: false; status: number; code: string | null; message: string };

/** Server-to-server timeout (spec 001 §9: 2 s on the server). */
const defaultTimeoutMs = 2_000;

/**
 * One signed server-to-server call between the API and the payment service
 * (src/contracts/payment-internal.ts): the JSON body signed with the shared secret, the answer's
 * RESPONSE checked against the endpoint's schema. Never throws: a refusal, a timeout or an answer
 * outside the contract comes back as `ok: false`, for the caller to retry or report.
 */
export async function signedCall<T>(
  origin: string,
  secret: string,
  endpoint: { path: string; response: z.ZodType<T> },
  payload: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SignedResult<T>> {
  const body = JSON.stringify(payload);
  let res: Response;
  try {
    res = await (options.fetchImpl ?? fetch)(new URL(endpoint.path, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers, [signatureHeader]: signBody(secret, body) },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
    });
  } catch (error) {
    return { ok: false, status: 0, code: null, message: error instanceof Error ? error.name : 'fetch failed' };
  }
  const json: unknown = await res.json().catch(() => null);
  const envelope = (json ?? {}) as { RESPONSE?: unknown; ERROR_CODE?: string; ERROR_MESSAGE?: string };
  if (!res.ok)
    return { ok: false, status: res.status, code: envelope.ERROR_CODE ?? null, message: envelope.ERROR_MESSAGE ?? '' };
  const parsed = endpoint.response.safeParse(envelope.RESPONSE);
  if (!parsed.success) return { ok: false, status: 502, code: null, message: 'The answer is outside its contract' };
  return { ok: true, value: parsed.data };
}
