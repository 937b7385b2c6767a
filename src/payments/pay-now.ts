import type { PayAnswer } from '../contracts/payments.ts';
import { paymentMessages, storefrontPaymentRoutes } from '../contracts/payments-paths.ts';
import type { Db } from '../platform/db/database.ts';
import { selectSession } from './session-reads.ts';
import type { Session } from './store.ts';

/**
 * Pay-now payments (issue 13; docs/decisions/0047-pay-now.md): an order placed with cash on
 * delivery, paid online before delivery. The API's `session` answer says so (`payNow.orderId`);
 * the session keeps it in its `checkout_id` as `paynow:<orderId>` (such a payment has no checkout,
 * and the column says what the payment is for, without a schema change). Such a session offers
 * no cash or card on delivery and refuses them, and a payment that does not pay leads back to
 * its order instead of the checkout.
 */
const marker = 'paynow:';

/** What a pay-now session keeps in `checkout_id`. */
export const payNowRef = (orderId: string) => `${marker}${orderId}`;

/** The order a session pays online, or null for a checkout's payment. */
export const payNowOrderOf = (session: Pick<Session, 'checkoutId'>): string | null =>
  session.checkoutId?.startsWith(marker) ? session.checkoutId.slice(marker.length) : null;

/** Cash or card on delivery: never offered to pay an order online before its delivery. */
export const isOnDelivery = (code: string) => code === 'COD' || code === 'DOD';

/**
 * A storefront URL for a pay-now session: a checkout retry (`/checkout/retry?reason=`) becomes its
 * order's page (`/order_details?order_id=&pay_now=<reason>`, OUT_OF_STOCK read as REFUNDED: the
 * order was paid already). Any other URL, or a checkout's session, is kept.
 */
function payNowUrl(publicOrigin: string, session: Pick<Session, 'checkoutId'>, url: string): string {
  const orderId = payNowOrderOf(session);
  const retry = `${publicOrigin}${storefrontPaymentRoutes.retry}`;
  if (!orderId || !url.startsWith(retry)) return url;
  const reason = new URL(url).searchParams.get('reason') ?? 'FAILED';
  const query = new URLSearchParams({ order_id: orderId, pay_now: reason === 'OUT_OF_STOCK' ? 'REFUNDED' : reason });
  return `${publicOrigin}${storefrontPaymentRoutes.orderDetails}?${query.toString()}`;
}

/** A pay, complete or decline answer for a pay-now session: its landing and the refund's words. */
export function payNowAnswer<T extends Pick<PayAnswer, 'redirect_url' | 'error_message'>>(
  publicOrigin: string,
  session: Pick<Session, 'checkoutId'>,
  answer: T,
): T {
  if (!payNowOrderOf(session)) return answer;
  return {
    ...answer,
    redirect_url: answer.redirect_url === null ? null : payNowUrl(publicOrigin, session, answer.redirect_url),
    // REFUND for a pay-now payment: the order had been paid by another payment, not a stock-out.
    ...(answer.error_message === paymentMessages.outOfStock
      ? { error_message: paymentMessages.payNowAlreadyPaid }
      : {}),
  };
}

/** `payNowUrl` for a page that knows only the charge's session (its token hash). */
export async function payNowUrlOfSession(
  db: Db,
  publicOrigin: string,
  sessionToken: string,
  url: string,
): Promise<string> {
  if (!url.startsWith(`${publicOrigin}${storefrontPaymentRoutes.retry}`)) return url;
  const session = await selectSession(db, sessionToken);
  return session ? payNowUrl(publicOrigin, session, url) : url;
}
