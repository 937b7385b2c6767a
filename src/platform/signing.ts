import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed server-to-server call may be; an older one is refused as a replay. */
export const signatureMaxAgeSeconds = 300;

/**
 * Signs a server-to-server body (src/contracts/payment-internal.ts): `t=<unix s>,v1=<hex HMAC>`
 * over `"<t>.<body>"`, as Stripe's webhooks do, so a captured call cannot be replayed later or
 * with another body.
 */
export function signBody(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Whether `header` signs exactly `body` with `secret`, made within the last 5 minutes. */
export function verifySignature(secret: string, body: string, header: unknown, now = Date.now()): boolean {
  if (typeof header !== 'string' || header.length > 200) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isSafeInteger(t) || typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - t) > signatureMaxAgeSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
