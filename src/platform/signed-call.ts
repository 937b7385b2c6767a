import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import { signatureHeader } from '../contracts/payment-internal.ts';
import { signBody } from './signing.ts';

/** The other side's answer to a signed call: its RESPONSE, or why not (status 0: not reached). */
export type SignedResult<T> =
  { ok: true; value: T } | { ok: false; status: number; code: string | null; message: string };

/** Server-to-server timeout (spec 001 §9: 2 s on the server). */
const defaultTimeoutMs = 2_000;

/** One POST's status and body; status 0 and the error's name when the other side was not reached. */
type Raw = { status: number; text: string } | { status: 0; error: string };

/** Kept-alive connections a process holds to each origin it calls. */
const agents = new Map<string, http.Agent>();

/**
 * A POST over kept-alive connections with node's own client. The payment service makes two of
 * these a purchase (`session`, `completed`); through `fetch` (a Request, Headers and web streams
 * each, an abort signal) they cost it more CPU than the rest of the payment (docs/decisions/0044).
 */
function post(origin: string, path: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  let agent = agents.get(url.origin);
  if (!agent) {
    agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    agents.set(url.origin, agent);
  }
  return new Promise<Raw>((resolve) => {
    const req = (secure ? https.request : http.request)(
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
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<SignedResult<T>> {
  const body = JSON.stringify(payload);
  const raw = await post(
    origin,
    endpoint.path,
    { 'content-type': 'application/json', ...options.headers, [signatureHeader]: signBody(secret, body) },
    body,
    options.timeoutMs ?? defaultTimeoutMs,
  );
  if ('error' in raw) return { ok: false, status: 0, code: null, message: raw.error };
  let envelope: { RESPONSE?: unknown; ERROR_CODE?: string; ERROR_MESSAGE?: string } = {};
  try {
    envelope = (JSON.parse(raw.text) ?? {}) as typeof envelope;
  } catch {
    // not JSON: judged by its status below
  }
  if (raw.status < 200 || raw.status > 299)
    return { ok: false, status: raw.status, code: envelope.ERROR_CODE ?? null, message: envelope.ERROR_MESSAGE ?? '' };
  const parsed = endpoint.response.safeParse(envelope.RESPONSE);
  if (!parsed.success) return { ok: false, status: 502, code: null, message: 'The answer is outside its contract' };
  return { ok: true, value: parsed.data };
}
