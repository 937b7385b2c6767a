import { lazy, Suspense, useEffect, useState } from 'react';
import type { CheckoutSummary, PaymentTokenResult } from '../../../contracts/checkout.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill, retry } from '../../texts.ts';
import type { CheckoutActions } from './checkout-api.ts';
import { gettingToken, tokenObtained } from './checkout-texts.ts';
import s from './checkout.module.css';

// The payment step is its own chunk: the checkout page loads it when the payment section opens.
const PaymentStep = lazy(() =>
  import('../../features/payment/payment-step.tsx').then((m) => ({ default: m.PaymentStep })),
);

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

type TokenState =
  | { status: 'LOADING' }
  | { status: 'SUCCESS'; token: PaymentTokenResult['getPaymentToken'] }
  | { status: 'ERROR'; message: string };

/**
 * Section 4: asks for the payment token (which holds the order's units for the shopper), shows
 * the amount payable and how long the units are held, then the payment step for that token.
 * START AGAIN (an expired token) asks for a fresh token.
 */
export function PaymentSection({
  summary,
  actions,
  retryReason,
}: {
  summary: CheckoutSummary;
  actions: CheckoutActions;
  retryReason?: string | null;
}) {
  const [state, setState] = useState<TokenState>({ status: 'LOADING' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'LOADING' });
    actions.paymentToken().then(
      (r) => live && setState({ status: 'SUCCESS', token: r.getPaymentToken }),
      (e: Error) => live && setState({ status: 'ERROR', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [actions, attempt]);

  return (
    <div className={s.payment} data-token={state.status}>
      {state.status !== 'SUCCESS' && (
        <p className={s.amount}>
          Amount payable <b>{formatPrice(summary.priceSummary.total)}</b>
        </p>
      )}
      {state.status === 'LOADING' && (
        <p role="status" aria-busy="true">
          {gettingToken}
        </p>
      )}
      {state.status === 'SUCCESS' && (
        <>
          <p className={s.tokenOk} role="status">
            ✓ {fill(tokenObtained, { time: clock.format(new Date(state.token.expiresAt)).toUpperCase() })}
          </p>
          <Suspense fallback={<p aria-busy="true" />}>
            <PaymentStep
              key={state.token.token}
              token={state.token.token}
              retryReason={attempt === 0 ? retryReason : null}
              onStartAgain={() => setAttempt((n) => n + 1)}
            />
          </Suspense>
        </>
      )}
      {state.status === 'ERROR' && (
        <div role="alert">
          <p className={s.error}>{state.message}</p>
          <button type="button" className={s.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {retry}
          </button>
        </div>
      )}
    </div>
  );
}
