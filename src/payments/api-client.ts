import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import {
  internalEndpoints,
  signatureHeader,
  type CompletedAnswer,
  type CompletedPayload,
  type SessionAnswer,
} from '../contracts/payment-internal.ts';
import type { SignedResult } from '../platform/signed-call.ts';
import { signBody } from '../platform/signing.ts';

/** The API's answer to a signed call: its RESPONSE, or why not. */
export type ApiResult<T> = SignedResult<T>;

export interface MarketplaceApi {
  session(token: string): Promise<ApiResult<SessionAnswer>>;
  completed(payload: CompletedPayload): Promise<ApiResult<CompletedAnswer>>;
  failed(payload: z.input<typeof internalEndpoints.failed.body>): Promise<ApiResult<unknown>>;
}

/** Server-to-server timeout (spec 000 §9: 2 s on the server). */
const timeoutMs = 2_000;

/** One POST's status and body; status 0 and the error's name when the API was not reached. */
type Raw = { status: number; text: string } | { status: 0; error: string };

/**
 * A POST over kept-alive connections with node's own client. Two of these a purchase (`session`,
 * `completed`) cost the payment service more CPU through `fetch` (a Request, Headers and web
 * streams each, an abort signal) than the rest of the payment (docs/decisions/0044).
 */
function createPoster(origin: string) {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const send = secure ? https.request : http.request;
  return (path: string, headers: Record<string, string>, body: string) =>
    new Promise<Raw>((resolve) => {
      const req = send(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (error) => {
            clearTimeout(timer);
            resolve({ status: 0, error: error.name });
          });
        },
      );
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
        timeoutMs,
      );
      req.on('error', (error) => {
        clearTimeout(timer);
        resolve({ status: 0, error: error.name });
      });
      req.end(body);
    });
}

/**
 * The signed calls of the payment service to the API (src/contracts/payment-internal.ts), at
 * `origin` (config.publicOrigin). Each body is signed with the shared secret; the Origin header
 * names the storefront, as the API's CSRF check asks of every POST. As `signedCall`
 * (src/platform/signed-call.ts) it never throws: a refusal, a timeout or an answer outside the
 * contract comes back as `ok: false`.
 */
export function createMarketplaceApi(origin: string, secret: string): MarketplaceApi {
  const post = createPoster(origin);
  const call = async <T>(
    endpoint: { path: string; response: z.ZodType<T> },
    payload: unknown,
  ): Promise<ApiResult<T>> => {
    const body = JSON.stringify(payload);
    const raw = await post(
      endpoint.path,
      { 'content-type': 'application/json', origin, [signatureHeader]: signBody(secret, body) },
      body,
    );
    if ('error' in raw) return { ok: false, status: 0, code: null, message: raw.error };
    let envelope: { RESPONSE?: unknown; ERROR_CODE?: string; ERROR_MESSAGE?: string } = {};
    try {
      envelope = (JSON.parse(raw.text) ?? {}) as typeof envelope;
    } catch {
      // not JSON: judged by its status below
    }
    if (raw.status < 200 || raw.status > 299)
      return {
        ok: false,
        status: raw.status,
        code: envelope.ERROR_CODE ?? null,
        message: envelope.ERROR_MESSAGE ?? '',
      };
    const parsed = endpoint.response.safeParse(envelope.RESPONSE);
    if (!parsed.success) return { ok: false, status: 502, code: null, message: 'The answer is outside its contract' };
    return { ok: true, value: parsed.data };
  };
  return {
    session: (token) => call(internalEndpoints.session, { token }),
    completed: (payload) => call(internalEndpoints.completed, payload),
    failed: (payload) => call(internalEndpoints.failed, payload),
  };
}
