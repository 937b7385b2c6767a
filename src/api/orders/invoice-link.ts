import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed download link of the invoice e-mail (docs/decisions/0046-gst-invoice.md): the
 * outbox carries text, not attachments, and a link keeps the PDF out of every copy of the mail.
 * `?expires={unix s}&signature={hex}` is an HMAC-SHA256 of the order id and the expiry under a
 * key derived from the server's signing secret for this use alone, so a link opens only its own
 * order's invoice, only until it expires, and cannot be made without the secret.
 */

/** How long an e-mailed link opens the invoice; later the shopper logs in to download it. */
export const invoiceLinkDays = 30;

const keyOf = (secret: string) => createHmac('sha256', secret).update('bazaar/invoice-link/v1').digest();

export function invoiceLinkSignature(secret: string, orderId: string, expires: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${orderId}.${expires}`).digest('hex');
}

/** The query of a link to `orderId`'s invoice that opens it until `invoiceLinkDays` after `now`. */
export function signedInvoiceQuery(secret: string, orderId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + invoiceLinkDays * 86_400;
  return `expires=${expires}&signature=${invoiceLinkSignature(secret, orderId, expires)}`;
}

/** Whether `signature` signs `orderId` until `expires` (unix seconds), and that is still ahead. */
export function invoiceLinkValid(
  secret: string,
  orderId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(invoiceLinkSignature(secret, orderId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
