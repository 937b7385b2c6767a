import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';

/**
 * Pay-now payment tokens (docs/decisions/0047-pay-now.md): `<prepaymentId>.<HMAC>` under the
 * signing secret with a purpose of their own, so a checkout token is never taken for a pay-now
 * token or the other way round, and nobody can make one without the secret. Only the token's
 * SHA-256 is stored (`order_prepayments.token_hash`); a live token is given again by computing it.
 */
type Secret = Pick<Config, 'PAYMENTS_SIGNING_SECRET'>;

/** What `order_prepayments.token_hash` holds of a token. */
export const storedHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new prepayment id: `PN` and 24 hex digits. */
export const newPrepaymentId = () => `PN${randomBytes(12).toString('hex').toUpperCase()}`;

export function payNowTokenOf(config: Secret, prepaymentId: string): string {
  const mac = createHmac('sha256', config.PAYMENTS_SIGNING_SECRET)
    .update(`paynow-token:${prepaymentId}`)
    .digest('base64url');
  return `${prepaymentId}.${mac}`;
}

/** The stored hash of a pay-now token this server made; null for anything else (a checkout token too). */
export function payNowTokenHash(config: Secret, token: string): string | null {
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined || token.length > 200 || !id.startsWith('PN')) return null;
  const expected = Buffer.from(payNowTokenOf(config, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? storedHashOf(token) : null;
}

export const isPayNowToken = (config: Secret, token: string) => payNowTokenHash(config, token) !== null;
