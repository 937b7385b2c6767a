import { lazy, Suspense, useState } from 'react';
import type { OrderDetail } from '../../../contracts/orders.ts';
import { ordersMessages } from '../../../contracts/orders-paths.ts';
import { paymentMessages } from '../../../contracts/payments-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { ApiError } from '../../api/client.ts';
import { formatPrice } from '../../components/format-price.ts';
import { orderActions } from '../../features/orders/orders-api.ts';
import { payNowButton, payNowLoading, payNowPanelTitle } from '../../features/orders/orders-texts.ts';
import { tryAgain } from '../../texts.ts';
import s from './order-details.module.css';

// The payment step is checkout's own (its chunk loads when the shopper chooses to pay now).
const PaymentStep = lazy(() =>
  import('../../features/payment/payment-step.tsx').then((m) => ({ default: m.PaymentStep })),
);

type PayState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; token: string; amount: number }
  | { kind: 'error'; message: string };

/**
 * Pay now for a cash-on-delivery order (spec 001 §3 prepaidEligibilityData, §6): the server's
 * title and message, and a button that asks for a payment token for the order
 * (`POST /api/1/self-serve/order/paynow/{orderId}`) and opens checkout's payment step for it,
 * here on the page, as checkout does once its token arrives. START AGAIN asks for a fresh token.
 */
export function PayNow({ order }: { order: OrderDetail }) {
  const { client } = useApi();
  const [state, setState] = useState<PayState>({ kind: 'idle' });
  const { messageTitle, message } = order.prepaidEligibilityData;

  const start = async () => {
    setState({ kind: 'loading' });
    try {
      const answer = await orderActions(client).payNow(order.orderId);
      setState({ kind: 'ready', token: answer.token, amount: answer.amount });
    } catch (error) {
      setState({
        kind: 'error',
        message:
          error instanceof ApiError && error.status < 500 ? error.message || ordersMessages.payNowNotAllowed : tryAgain,
      });
    }
  };

  return (
    <div className={`${s.action} ${s.payNow}`} data-pay-now={state.kind}>
      {(messageTitle || message) && (
        <p className={s.payNowText}>
          {messageTitle && <b>{messageTitle}</b>} {message}
        </p>
      )}
      {(state.kind === 'idle' || state.kind === 'error') && (
        <button type="button" className={s.primary} onClick={() => void start()}>
          {payNowButton} {formatPrice(order.amount)}
        </button>
      )}
      {state.kind === 'error' && (
        <p className={s.error} role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'loading' && (
        <p role="status" aria-busy="true" className={s.muted}>
          {payNowLoading}
        </p>
      )}
      {state.kind === 'ready' && (
        <section className={s.payPanel} aria-label={payNowPanelTitle}>
          <h2 className={s.cardTitle}>
            {payNowPanelTitle} · {formatPrice(state.amount)}
          </h2>
          <Suspense fallback={<p aria-busy="true" />}>
            <PaymentStep key={state.token} token={state.token} onStartAgain={() => void start()} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

/** Why a pay-now payment came back to the order (`?pay_now=`, set by the payment service). */
const payNowReasons = new Set(['DECLINED', 'FAILED', 'CANCELLED', 'REFUNDED']);

/**
 * The note of a pay-now payment that did not pay: the payment service sends the browser back to
 * `/order_details?order_id=&pay_now=DECLINED|FAILED|CANCELLED|REFUNDED` (decision 0047). A refund
 * (the order was paid or can no longer be paid) says so; the others say the payment failed, and
 * pay now, still offered, asks for a fresh token.
 */
export function PayNowNotice({ reason }: { reason: string | null }) {
  if (!reason || !payNowReasons.has(reason)) return null;
  return (
    <p className={s.notice} role="alert" data-pay-now-reason={reason}>
      {reason === 'REFUNDED' ? paymentMessages.payNowAlreadyPaid : paymentMessages.paymentFailed}
    </p>
  );
}
