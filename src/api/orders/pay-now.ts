import {
  internalErrorCodes,
  type CompletedAnswer,
  type CompletedPayload,
  type SessionAnswer,
} from '../../contracts/payment-internal.ts';
import { ordersErrorCodes, ordersMessages as messages, type UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderPaymentMethod } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { writeOutbox } from '../../platform/outbox.ts';
import { createNotification } from '../notifications/service.ts';
import { cashOnDeliveryCodes, prepaidEligible } from './flags.ts';
import { lockOrder } from './repository.ts';
import * as repo from './pay-now-repository.ts';
import { newPrepaymentId, payNowTokenHash, payNowTokenOf, storedHashOf } from './pay-now-token.ts';
import { rupees } from './service.ts';

/**
 * Pay now (issue 13; docs/decisions/0047-pay-now.md): a cash-on-delivery order paid online before
 * delivery. The shopper asks for a payment token bound to the order and its amount (a HELD row
 * of `order_prepayments`); the payment service asks what it binds (`session`), charges it, and
 * tells the API (`completed`), which in ONE transaction marks the prepayment PAID with the
 * paymentId and gives the order the paid instruments. One PAID row an order (a unique index): a
 * second payment of a paid order answers REFUND, so nothing is charged twice.
 */
type Deps = Pick<AppContext, 'db' | 'config' | 'logger'>;

const notFound = () => new AppError(ordersErrorCodes.notFound, messages.notFound, 404);
const notAllowed = () => new AppError(ordersErrorCodes.actionNotAllowed, messages.payNowNotAllowed, 409);
const unknownToken = () => new AppError(internalErrorCodes.unknownToken, 'This payment token is not known', 404);

/**
 * The pay-now rule: the order detail's (`prepaidEligible` of flags.ts: a COD or DOD order with no
 * unit delivered, not wholly cancelled, not paid online), and, because the token's amount is the
 * order's amount, only where that is exactly what the door would collect: every instrument with
 * an amount is COD or DOD (a split with a gift card leaves a share that is a guess across the
 * payment's orders) and no unit is cancelled (a cancelled unit's price is not due). The detail
 * may offer pay now in those two rare cases; the call then answers 409 with its message.
 */
function payNowAllowed(facts: repo.PayNowFacts): boolean {
  const units = facts.units.map((status) => ({ status: status as UnitStatus }));
  const due = facts.instruments.filter((i) => i.amount > 0);
  return (
    prepaidEligible({ instruments: facts.instruments, units, paidOnline: facts.paid }) &&
    facts.amount > 0 &&
    due.length > 0 &&
    due.every((i) => (cashOnDeliveryCodes as readonly string[]).includes(i.code)) &&
    !units.some((u) => u.status === 'cancelled')
  );
}

/** A live token with less than this left is replaced rather than given again: it could expire mid-payment. */
const reuseMarginMs = 60_000;

const tokenAnswer = (deps: Deps, row: { id: string; amount: number; expiresAt: Date }) => ({
  token: payNowTokenOf(deps.config, row.id),
  amount: row.amount,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * `POST /api/1/self-serve/order/paynow/:orderId`: a payment token for the shopper's own order
 * (else 404 ORDER_NOT_FOUND), when the rule allows it (else 409 ORDER_ACTION_NOT_ALLOWED). Asked
 * again while a token is live, the same token comes back: a double tap or a second tab pays
 * through one token, which the payment service charges once, instead of two payments of which
 * one is refunded. A token with under a minute left is replaced (the old one stays payable until
 * it expires; if both are paid, the second is refunded).
 */
export async function startPayNow(deps: Deps, accountId: string, orderId: string) {
  return withTransaction(deps.db, async (tx) => {
    // The order's row lock orders two asks of one order: the second finds the first one's token.
    if (!(await lockOrder(tx, orderId))) throw notFound();
    const facts = await repo.selectPayNowFacts(tx, orderId);
    if (!facts || facts.accountId !== accountId) throw notFound();
    if (!payNowAllowed(facts)) throw notAllowed();
    const now = Date.now();
    const held = await repo.selectHeldPrepayment(tx, orderId);
    if (held && held.amount === facts.amount && held.expiresAt.getTime() > now + reuseMarginMs)
      return tokenAnswer(deps, held);
    if (held) await repo.endPrepayment(tx, held.id, held.expiresAt.getTime() <= now ? 'EXPIRED' : 'RELEASED');
    const row = {
      id: newPrepaymentId(),
      orderId,
      accountId,
      amount: facts.amount,
      expiresAt: new Date(now + deps.config.CHECKOUT_HOLD_SECONDS * 1000),
    };
    const tokenHash = storedHashOf(payNowTokenOf(deps.config, row.id));
    await repo.insertPrepayment(tx, { ...row, tokenHash, status: 'HELD' });
    return tokenAnswer(deps, row);
  });
}

/** The prepayment of a pay-now token; 404 PAYMENT_TOKEN_UNKNOWN for an unknown or forged one. */
async function prepaymentOf(deps: Deps, token: string): Promise<repo.PrepaymentRow> {
  const hash = payNowTokenHash(deps.config, token);
  const row = hash ? await repo.selectPrepaymentByTokenHash(deps.db, hash) : undefined;
  if (!row) throw unknownToken();
  return row;
}

/** A prepayment's state in the session contract's words: PAID is SOLD, a HELD one past its expiry EXPIRED. */
const sessionStatus = (row: Pick<repo.PrepaymentRow, 'status' | 'expiresAt'>): SessionAnswer['status'] =>
  row.status === 'PAID'
    ? 'SOLD'
    : row.status === 'HELD' && row.expiresAt.getTime() <= Date.now()
      ? 'EXPIRED'
      : (row.status as SessionAnswer['status']);

/**
 * `session` of a pay-now token: the prepayment's id, the account, the amount, the expiry and
 * whether it is payable (HELD), with `payNow` telling the payment service not to offer cash on
 * delivery. A live token of an order that can no longer be paid online (another token paid it,
 * it was delivered or cancelled) answers RELEASED: the payment service then charges nothing.
 */
export async function payNowSession(deps: Deps, token: string): Promise<SessionAnswer> {
  const row = await prepaymentOf(deps, token);
  let status = sessionStatus(row);
  if (status === 'HELD') {
    const facts = await repo.selectPayNowFacts(deps.db, row.orderId);
    if (!facts || !payNowAllowed(facts)) status = 'RELEASED';
  }
  return {
    reservationId: row.id,
    checkoutId: row.orderId,
    accountId: row.accountId,
    amount: row.amount,
    items: [],
    status,
    expiresAt: row.expiresAt.toISOString(),
    payNow: { orderId: row.orderId },
  };
}

/** `failed` of a pay-now token: a HELD prepayment is released once (the next pay now makes a new token). */
export async function payNowFailed(deps: Deps, token: string): Promise<{ status: SessionAnswer['status'] }> {
  const row = await prepaymentOf(deps, token);
  if (await repo.endPrepayment(deps.db, row.id, 'RELEASED')) return { status: 'RELEASED' };
  const now = await repo.selectPrepaymentByTokenHash(deps.db, row.tokenHash);
  return { status: sessionStatus(now ?? row) };
}

const paidAnswer = (paymentId: string, orderId: string): CompletedAnswer => ({
  outcome: 'ORDERED',
  referenceId: paymentId,
  orderIds: [orderId],
});
const refund: CompletedAnswer = { outcome: 'REFUND', referenceId: null, orderIds: [] };

/**
 * `completed` of a pay-now token. In ONE transaction, under the lock of the order and its units
 * (so completions of one order queue, and a delivery step cannot commit in between): the order,
 * still payable, gets the paid instruments and the prepayment becomes PAID with the paymentId;
 * a notification and an email say so. Idempotent by paymentId: a replay answers the same and
 * writes nothing. A second, different payment of an order already paid, or of one delivered or
 * cancelled meanwhile, answers REFUND (the payment service gives it back). An amount other than
 * the token's: 409 PAYMENT_AMOUNT_MISMATCH, nothing written.
 */
export async function completePayNow(deps: Deps, payment: CompletedPayload): Promise<CompletedAnswer> {
  const row = await prepaymentOf(deps, payment.token);
  if (row.status === 'PAID' && row.paymentId === payment.paymentId) return paidAnswer(payment.paymentId, row.orderId);
  if (payment.amount !== row.amount) {
    throw new AppError(
      ordersErrorCodes.amountMismatch,
      `The payment's amount (${payment.amount}) is not the amount of its token (${row.amount})`,
      409,
    );
  }
  const instruments: OrderPaymentMethod[] = payment.instruments.map(({ code, label, amount }) => ({
    code,
    label,
    amount,
  }));
  const paidAt = Number.isNaN(Date.parse(payment.completedAt)) ? new Date() : new Date(payment.completedAt);
  return withTransaction(deps.db, async (tx) => {
    // The order's row, then its units, as the fulfilment clock locks them (no deadlock between the two).
    await lockOrder(tx, row.orderId);
    await repo.lockUnits(tx, row.orderId);
    // Read again under the lock: a racing completion of this token may have committed.
    const current = await repo.selectPrepaymentByTokenHash(tx, row.tokenHash);
    if (current?.status === 'PAID')
      return current.paymentId === payment.paymentId ? paidAnswer(payment.paymentId, row.orderId) : refund;
    const facts = await repo.selectPayNowFacts(tx, row.orderId);
    if (!facts || !payNowAllowed(facts)) {
      await repo.endPrepayment(tx, row.id, 'RELEASED');
      return refund;
    }
    await repo.markPaid(tx, row, payment.paymentId, paidAt, instruments);
    const paid = `Your payment of ${rupees(row.amount)} for order ${row.orderId} is received (reference ${payment.paymentId}). Nothing is due on delivery.`;
    await createNotification({ db: tx }, row.accountId, {
      title: 'Payment received',
      text: paid,
      type: 'ORDER',
      actionUrl: `/order_details?order_id=${row.orderId}`,
    });
    if (facts.customerEmail)
      await writeOutbox(tx, {
        channel: 'EMAIL',
        to: facts.customerEmail,
        subject: `Payment received for your order ${row.orderId}`,
        body: `${paid}\n\nPaid by: ${instruments.map((i) => `${i.label} (${rupees(i.amount)})`).join(', ')}.`,
      });
    return paidAnswer(payment.paymentId, row.orderId);
  });
}
