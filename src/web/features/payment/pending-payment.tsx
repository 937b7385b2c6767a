import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paymentLimits } from '../../../contracts/payments-paths.ts';
import * as payCalls from '../../../contracts/payments-calls.ts';
import type { TransactionsAnswer } from '../../../contracts/payments.ts';
import { startAgain } from './payment-texts.ts';
import { createPaymentCalls, problemOf, readPaymentsOrigin } from './payment-client.ts';
import { cancelPayment, openTestUpiApp, waitingApproval, waitingHint } from './payment-texts.ts';
import { destinationOf, type PendingState } from './use-payment.ts';
import s from './payment.module.css';

/**
 * `/checkout/pending?token=&transaction_id=`: a UPI collect request waits for the shopper's phone.
 * The page asks the payment service (`complete`, a fresh idempotency key each time: each poll is
 * its own attempt) every few seconds until the request is approved (on to the order
 * confirmation) or declined (back to /checkout/retry); the shopper may cancel it (`decline`).
 */
export function PendingPayment({ token, transactionId }: { token: string; transactionId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state } = useLocation() as { state: Partial<PendingState> | null };
  const calls = useMemo(
    () => createPaymentCalls({ origin: readPaymentsOrigin(), token, fetch: (url, init) => fetch(url, init) }),
    [token],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const cancelling = useRef(false);
  const pollMs = state?.pollMs ?? paymentLimits.pollIntervalMs;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = (answer: TransactionsAnswer, fallback: string) => {
      live = false;
      setEnded(true);
      if (answer.action === 'DONE') {
        void queryClient.invalidateQueries({ queryKey: ['user-state'] });
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      }
      const to = destinationOf(answer.redirect_url ?? fallback, window.location.href);
      if ('href' in to) window.location.assign(to.href);
      else void navigate(to.path, { replace: true });
    };
    const poll = async () => {
      if (!live || cancelling.current) return;
      try {
        const answer = await calls.call(
          payCalls.complete,
          { body: { transaction_ids: [transactionId] } },
          'completePayment',
          { idempotencyKey: crypto.randomUUID() },
        );
        if (!live) return;
        if (answer.action === 'DONE') return go(answer, '/orderresponse');
        if (answer.action === 'FAILED') return go(answer, '/checkout/retry?reason=DECLINED');
        setProblem(null);
      } catch (error) {
        if (!live) return;
        const found = problemOf(error);
        // An ended token cannot be approved any more; a busy or unreachable service is asked again.
        if (found.kind === 'expired') {
          live = false;
          setEnded(true);
          return setProblem(found.message);
        }
        setProblem(found.message);
      }
      if (live) timer = setTimeout(() => void poll(), pollMs);
    };
    timer = setTimeout(() => void poll(), pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [calls, transactionId, pollMs, navigate, queryClient]);

  const cancel = async () => {
    if (cancelling.current) return;
    cancelling.current = true;
    try {
      const answer = await calls.call(
        payCalls.decline,
        { body: { transaction_ids: [transactionId] } },
        'declinePayment',
        { idempotencyKey: crypto.randomUUID() },
      );
      const to = destinationOf(answer.redirect_url ?? '/checkout/retry?reason=CANCELLED', window.location.href);
      if ('href' in to) window.location.assign(to.href);
      else void navigate(to.path, { replace: true });
    } catch (error) {
      cancelling.current = false;
      setProblem(problemOf(error).message);
    }
  };

  return (
    <div className={s.pending} data-payment="pending">
      {!ended && (
        <p className={s.waiting} role="status" aria-busy="true">
          <span className={s.spinner} aria-hidden="true" />
          {waitingApproval}
        </p>
      )}
      {!ended && <p className={s.hint}>{waitingHint}</p>}
      {problem && (
        <p className={s.formError} role="alert">
          {problem}
        </p>
      )}
      {!ended && state?.approveUrl && (
        <a className={s.secondary} href={state.approveUrl} target="_blank" rel="noopener">
          {openTestUpiApp}
        </a>
      )}
      {!ended ? (
        <button type="button" className={s.link} onClick={() => void cancel()}>
          {cancelPayment}
        </button>
      ) : (
        problem && (
          <a className={s.secondary} href="/checkout/retry">
            {startAgain}
          </a>
        )
      )}
    </div>
  );
}
