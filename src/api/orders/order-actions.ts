import { platformErrorCodes } from '../../contracts/envelope.ts';
import {
  ordersErrorCodes,
  ordersMessages as messages,
  type OrderType,
  type UnitStatus,
} from '../../contracts/orders-paths.ts';
import type { Subscription } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { writeOutbox } from '../../platform/outbox.ts';
import { consume } from '../../platform/rate-limit.ts';
import { egvResendAllowed } from './flags.ts';
import { orderNotFound, readOwnOrder } from './order-detail.ts';
import * as repo from './self-serve-repository.ts';
import { rupees } from './service.ts';

type Deps = Pick<AppContext, 'db'>;

/**
 * The small actions of the order detail (spec 001 §7): delivery-update subscriptions and the
 * gift voucher e-mailed again. Units move along their progress through fulfilment.ts.
 */

/** `GET /api/1/self-serve/subscribe|unsubscribe?orderId`: the account's order's delivery updates on or off. */
export async function setSubscription(
  deps: Deps,
  accountId: string,
  orderId: string,
  subscribed: boolean,
): Promise<Subscription> {
  if (!(await repo.updateSubscribed(deps.db, accountId, orderId, subscribed))) throw orderNotFound();
  return { orderid: orderId, subscribed, unSubscribed: !subscribed };
}

/** E-mails of one gift voucher an hour: enough for a lost e-mail, too few to flood a recipient. */
export const egvResendsPerHour = 3;

/**
 * `POST /api/1/self-serve/egv/resend/{orderId}?itemId=`: the gift voucher of an egv item e-mailed
 * again to its recipient (the buyer when no recipient was named), through the outbox. Not the
 * account's order, or an item of another order: 404 ORDER_NOT_FOUND; not allowed by the flags
 * (not an egv order, cancelled or returned) or nobody to send to: 409 ORDER_ACTION_NOT_ALLOWED.
 */
export async function resendGiftVoucher(
  deps: Deps,
  accountId: string,
  orderId: string,
  itemId: string,
): Promise<{ message: string }> {
  const rows = await readOwnOrder(deps, accountId, orderId);
  const item = rows.items.find((i) => i.id === itemId);
  if (!item) throw orderNotFound();
  const units = rows.units.filter((u) => u.orderItemId === item.id).map((u) => ({ status: u.status as UnitStatus }));
  const to = item.giftDetails?.recipientEmail || rows.order.customerEmail;
  if (!egvResendAllowed(rows.order.orderType as OrderType, units) || !to)
    throw new AppError(ordersErrorCodes.actionNotAllowed, messages.egvNotAllowed, 409);
  const limit = await consume(deps.db, `egv-resend:${item.id}`, egvResendsPerHour, 3600_000);
  if (!limit.allowed) throw new AppError(platformErrorCodes.tooManyRequests, messages.egvResendLimit, 429);
  const from = rows.order.shippingAddress?.name ?? 'A friend';
  const note = item.giftDetails?.message ? `\n\n"${item.giftDetails.message}"` : '';
  await writeOutbox(deps.db, {
    channel: 'EMAIL',
    to,
    subject: `Your gift voucher of ${rupees(item.amount)}`,
    body: [
      `Hello ${item.giftDetails?.recipientName ?? ''}`.trim() + ',',
      '',
      `${from} sent you a gift voucher of ${rupees(item.amount)} (${item.title}).${note}`,
      '',
      `Voucher reference: ${item.id} (order ${rows.order.id}).`,
    ].join('\n'),
  });
  return { message: messages.egvResent };
}
