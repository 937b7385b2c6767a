import { useEffect, useState } from 'react';
import type { CheckoutSummary, PaymentTokenResult } from '../../../contracts/checkout.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill, retry } from '../../texts.ts';
import type { CheckoutActions } from './checkout-api.ts';
import { gettingToken, paymentNext, tokenObtained } from './checkout-texts.ts';
import s from './checkout.module.css';

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
 * Section 4: asks for the payment token (which holds the order's units for the shopper) and shows
 * the amount payable. Choosing how to pay is the payment issue's step; it starts from this token.
 */
export function PaymentSection({ summary, actions }: { summary: CheckoutSummary; actions: CheckoutActions }) {
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
      <p className={s.amount}>
        Amount payable{' '}
        <b>{formatPrice(state.status === 'SUCCESS' ? state.token.amount : summary.priceSummary.total)}</b>
      </p>
      {state.status === 'LOADING' && (
        <p role="status" aria-busy="true">
          {gettingToken}
        </p>
      )}
      {state.status === 'SUCCESS' && (
        <div role="status">
          <p className={s.tokenOk}>
            ✓ {fill(tokenObtained, { time: clock.format(new Date(state.token.expiresAt)).toUpperCase() })}
          </p>
          <p className={s.note}>{paymentNext}</p>
        </div>
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
