import { confirmationStatus, ordersErrorCodes, ordersMessages as messages } from '../../contracts/orders-paths.ts';
import type { Confirmation, ConfirmationQuery } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { completePayNow } from './pay-now.ts';
import * as payNowRepo from './pay-now-repository.ts';
import { payNowTokenHash } from './pay-now-token.ts';
import * as repo from './repository.ts';
import { askPaymentStatus, completionOf, orderConfirmation, ordersOf, rupees } from './service.ts';

/**
 * Where a shopper lands after paying an order online (docs/decisions/0047-pay-now.md): the
 * payment service sends every successful payment to `/orderresponse?reference_id&token`, and the
 * confirmation call answers a pay-now payment with the order, its new payment methods and the
 * 'payment received' message. As for a checkout, a payment the API has not heard of yet is asked
 * of the payment service and completed here (202 while pending, 402 when it failed or was
 * refunded), so the browser's return and the payment service's call give one change.
 */
type Deps = Pick<AppContext, 'db' | 'config' | 'logger'>;

const notFound = () => new AppError(ordersErrorCodes.notFound, messages.notFound, 404);

const empty = (statusCode: Confirmation['statusCode'], statusMessage: string, referenceId: string | null) => ({
  statusCode,
  statusMessage,
  referenceId,
  sellerGroupMessage: '',
  productSpecificMessage: '',
  thankYouMessage: { message: '' },
  orderList: [],
});

/** The confirmation call: a pay-now token or payment is answered here, anything else by `orderConfirmation`. */
export async function confirmationWithPayNow(
  deps: Deps,
  accountId: string,
  query: ConfirmationQuery,
): Promise<Confirmation> {
  const { token, reference_id: referenceId } = query;
  const hash = token ? payNowTokenHash(deps.config, token) : null;
  if (token && hash) return payNowConfirmation(deps, accountId, token, hash, referenceId);
  try {
    return await orderConfirmation(deps, accountId, query);
  } catch (error) {
    // A reference without its token (a shared link): a pay-now payment is looked for only when no order group has it.
    if (!token && referenceId && error instanceof AppError && error.status === 404) {
      const row = await payNowRepo.selectPrepaymentByPayment(deps.db, referenceId);
      if (row && row.accountId === accountId) return paidConfirmation(deps, row);
    }
    throw error;
  }
}

async function payNowConfirmation(
  deps: Deps,
  accountId: string,
  token: string,
  hash: string,
  referenceId: string | undefined,
): Promise<Confirmation> {
  const row = await payNowRepo.selectPrepaymentByTokenHash(deps.db, hash);
  if (!row || row.accountId !== accountId) throw notFound();
  if (row.status === 'PAID') {
    if (referenceId && row.paymentId !== referenceId) throw notFound();
    return paidConfirmation(deps, row);
  }
  const status = await askPaymentStatus(deps, [token]);
  const payments = status?.payments.filter((p) => p.token === token) ?? [];
  const paid = payments.find((p) => p.status === 'SUCCESS' && (!referenceId || p.paymentId === referenceId));
  if (paid) {
    const answer = await completePayNow(deps, completionOf(paid));
    if (answer.outcome === 'REFUND') return empty(confirmationStatus.failed, messages.payNowRefunded, paid.paymentId);
    const now = await payNowRepo.selectPrepaymentByTokenHash(deps.db, hash);
    if (now?.status === 'PAID') return paidConfirmation(deps, now);
    return empty(confirmationStatus.pending, messages.pending, paid.paymentId);
  }
  if (!status || payments.length === 0 || payments.some((p) => p.status === 'PENDING'))
    return empty(confirmationStatus.pending, messages.pending, referenceId ?? null);
  if (payments.some((p) => p.status === 'REFUNDED'))
    return empty(confirmationStatus.failed, messages.payNowRefunded, referenceId ?? null);
  return empty(confirmationStatus.failed, messages.failed, referenceId ?? null);
}

/** The paid order, with its new payment methods, and the 'payment received' message. */
async function paidConfirmation(deps: Deps, row: payNowRepo.PrepaymentRow): Promise<Confirmation> {
  const group = await payNowRepo.selectGroupOfOrder(deps.db, row.orderId);
  if (!group) throw notFound();
  const detail = await repo.selectGroupDetail(deps.db, group.id);
  const orderList = ordersOf(group, detail).filter((o) => o.orderId === row.orderId);
  return {
    statusCode: confirmationStatus.ok,
    statusMessage: messages.payNowPaid(rupees(row.amount), row.orderId),
    referenceId: row.paymentId,
    sellerGroupMessage: '',
    productSpecificMessage: '',
    thankYouMessage: { message: messages.thankYou },
    orderList,
  };
}
