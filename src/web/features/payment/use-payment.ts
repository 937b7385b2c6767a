import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InstrumentCode } from '../../../contracts/payments-paths.ts';
import { walletCodes } from '../../../contracts/payments-paths.ts';
import * as payCalls from '../../../contracts/payments-calls.ts';
import type { z } from 'zod';
import type {
  instrumentCheckPayload,
  EgvAnswer,
  InstrumentCheckAnswer,
  OptionsAnswer,
  PayAnswer,
  PayPayload,
  PayWithDetailsAnswer,
} from '../../../contracts/payments.ts';
import {
  attemptKeys,
  createPaymentCalls,
  PaymentFailed,
  problemOf,
  readPaymentsOrigin,
  type PaymentProblem,
} from './payment-client.ts';
import { initialPaymentState, paymentReducer } from './payment-state.ts';

export const paymentKeys = {
  options: (token: string) => ['payment', 'options', token] as const,
};

/** Where a payment answer's `redirect_url` takes the browser: a path of the storefront, or another origin. */
export function destinationOf(url: string, here: string): { path: string } | { href: string } {
  if (url.startsWith('/') && !url.startsWith('//')) return { path: url };
  const target = new URL(url, here);
  const origin = new URL(here).origin;
  return target.origin === origin ? { path: `${target.pathname}${target.search}` } : { href: target.href };
}

/** What the pending page needs from a UPI pay answer (kept in the history entry, never in the URL). */
export interface PendingState {
  approveUrl: string | null;
  pollMs: number | null;
}

type Body = Omit<PayPayload, 'token' | 'payment_instrument' | 'offer_sequence_number'>;

/**
 * The payment step's data and actions for one payment token: the options, the state of spec 001
 * §4 (payment-state.ts), instrument checks numbered by offerSequenceNumber, pay-with-details, gift
 * cards, and pay, which cannot run twice at once and sends one idempotency key per attempt.
 */
export function usePayment(token: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calls = useMemo(
    () => createPaymentCalls({ origin: readPaymentsOrigin(), token, fetch: (url, init) => fetch(url, init) }),
    [token],
  );
  const options = useQuery({
    queryKey: paymentKeys.options(token),
    queryFn: () => calls.call(payCalls.options, { body: {} }, 'paymentOptions', { failedIsError: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [gifts, setGifts] = useState<Pick<
    EgvAnswer,
    'applied_gift_cards' | 'gift_card_amount' | 'amount_payable'
  > | null>(null);
  const sequence = useRef(0);
  const ajax = useRef(0);
  const payKeys = useRef(attemptKeys()).current;
  const egvKeys = useRef(attemptKeys()).current;
  const paying = useRef(false);

  const data: OptionsAnswer | undefined = options.data;
  const applied = gifts?.applied_gift_cards ?? data?.applied_gift_cards ?? [];
  const giftCardAmount = gifts?.gift_card_amount ?? data?.gift_card_amount ?? 0;
  /** What is left for an instrument once gift cards are applied, before offers. */
  const remaining = Math.max(0, (data?.amount ?? 0) - giftCardAmount);

  const select = useCallback(
    (code: InstrumentCode) => {
      dispatch({ type: 'select-option', mainOption: code });
      setProblem(null);
      // The service resets its pay state for the token too; nothing to wait for.
      void calls.call(payCalls.select, { body: { payment_instrument: code } }, 'selectPayment').catch(() => undefined);
    },
    [calls],
  );

  /** An instrument check (spec 001 §4): a fresh sequence number; an answer to an older one is ignored. */
  const check = useCallback(
    async (
      body: Omit<z.input<typeof instrumentCheckPayload>, 'token' | 'offer_sequence_number'>,
      emi = false,
    ): Promise<InstrumentCheckAnswer | null> => {
      // Once a payment is on its way the token is being spent: a check now could only answer
      // 409 (token used) and change nothing the shopper sees.
      if (paying.current) return null;
      // After a reload the service may have seen numbers already: continue from its last one.
      const seq = Math.max(sequence.current, options.data?.offer_sequence_number ?? 0) + 1;
      sequence.current = seq;
      dispatch({ type: 'check-sent', seq, emi });
      try {
        const answer = await calls.call(
          payCalls.instrumentCheck,
          { body: { ...body, offer_sequence_number: seq } },
          'instrumentCheck',
        );
        if (answer.stale || seq !== sequence.current) return null;
        if (answer.response_status === 'FAILED') {
          dispatch({ type: 'check-failed', seq, error: answer.error_message ?? '', emi });
          return answer;
        }
        dispatch({ type: 'check-answered', seq, adjustments: answer.adjustments, data: answer, emi });
        return answer;
      } catch (error) {
        if (seq === sequence.current) dispatch({ type: 'check-failed', seq, error: problemOf(error).message, emi });
        return null;
      }
    },
    [calls, options.data?.offer_sequence_number],
  );

  /** What paying with an instrument looks like: a wallet's balance, an EMI plan, a captcha to solve. */
  const details = useCallback(
    async (
      code: InstrumentCode,
      extra: {
        bank_code?: string;
        tenure?: number;
        emi_type?: 'standard' | 'no_cost' | 'preapproved';
        card_id?: string;
      } = {},
    ): Promise<PayWithDetailsAnswer | null> => {
      const isWallet = (walletCodes as readonly string[]).includes(code);
      const call = isWallet ? 'wallet' : 'payWithDetails';
      // pay-with-details numbers only grow, across reloads of the page too (the service keeps the
      // last it saw): they start from the clock's seconds.
      const seq = Math.max(ajax.current, Math.floor(Date.now() / 1000) - 1_700_000_000) + 1;
      ajax.current = seq;
      dispatch({ type: 'money', call, status: 'LOADING' });
      try {
        const answer = await calls.call(
          payCalls.payWithDetails,
          { body: { payment_instrument: code, ajax_sequence: seq, ...extra } },
          'payWithDetails',
          // Spec 001 §5: a FAILED wallet answer is an error.
          { failedIsError: isWallet },
        );
        if (answer.stale || seq !== ajax.current) return null;
        dispatch({ type: 'money', call, status: 'SUCCESS', data: answer });
        return answer;
      } catch (error) {
        if (seq === ajax.current) dispatch({ type: 'money', call, status: 'ERROR', error: problemOf(error).message });
        return null;
      }
    },
    [calls],
  );

  /** Applies a gift card (moves money: a key per attempt). Resolves with the problem, or null. */
  const applyGiftCard = useCallback(
    async (egv_number: string, egv_pin: string): Promise<PaymentProblem | null> => {
      const key = egvKeys.keyFor(`${egv_number}:${egv_pin}`);
      try {
        const answer = await calls.call(payCalls.egv, { body: { egv_number, egv_pin } }, 'applyGiftCard', {
          idempotencyKey: key,
          failedIsError: true,
        });
        egvKeys.settled(true);
        setGifts({
          applied_gift_cards: answer.applied_gift_cards,
          gift_card_amount: answer.gift_card_amount,
          amount_payable: answer.amount_payable,
        });
        return null;
      } catch (error) {
        const found = problemOf(error);
        egvKeys.settled(found.kind !== 'unknown');
        if (found.kind === 'expired') setProblem(found);
        return found;
      }
    },
    [calls, egvKeys],
  );

  const follow = useCallback(
    (answer: PayAnswer) => {
      if (!answer.redirect_url) return;
      const to = destinationOf(answer.redirect_url, window.location.href);
      if (answer.action === 'DONE') {
        // The order empties the cart: the header count and the cart page ask again.
        void queryClient.invalidateQueries({ queryKey: ['user-state'] });
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      }
      if ('href' in to) window.location.assign(to.href);
      else if (answer.action === 'PENDING')
        void navigate(to.path, {
          state: { approveUrl: answer.approve_url, pollMs: answer.poll_interval_ms } satisfies PendingState,
        });
      else void navigate(to.path);
    },
    [navigate, queryClient],
  );

  /**
   * Pays with an instrument. A second press while the first runs does nothing; after an answer the
   * browser goes where the answer says, so the button stays busy. Resolves with the problem to
   * show (a field's, the form's, or the step's), or null.
   */
  const pay = useCallback(
    async (code: InstrumentCode, body: Body): Promise<PaymentProblem | null> => {
      if (paying.current) return null;
      paying.current = true;
      setProblem(null);
      dispatch({ type: 'money', call: 'pay', status: 'LOADING' });
      const payload = { ...body, payment_instrument: code, offer_sequence_number: state.offerSequenceNumber };
      const key = payKeys.keyFor(JSON.stringify(payload));
      try {
        const answer = await calls.call(payCalls.pay, { body: payload }, 'pay', {
          idempotencyKey: key,
          failedIsError: true,
          query: { instrument: code },
        });
        payKeys.settled(true);
        dispatch({ type: 'money', call: 'pay', status: 'SUCCESS' });
        follow(answer);
        return null;
      } catch (error) {
        const found = problemOf(error);
        payKeys.settled(found.kind !== 'unknown');
        paying.current = false;
        dispatch({ type: 'money', call: 'pay', status: 'ERROR', error: found.message });
        const answer = error instanceof PaymentFailed ? (error.answer as Partial<PayAnswer>) : null;
        // A declined payment goes to /checkout/retry, which says so and offers to pay again.
        if (answer?.redirect_url && found.kind === 'failed') {
          paying.current = true;
          follow({ ...(answer as PayAnswer), action: 'FAILED' });
          return null;
        }
        if (found.kind === 'expired' || found.kind === 'busy') setProblem(found);
        return found;
      }
    },
    [calls, follow, payKeys, state.offerSequenceNumber],
  );

  const removeSavedCard = useCallback(
    async (card_id: string) => {
      const answer = await calls.call(payCalls.removeSavedCard, { body: { card_id } }, 'removeSavedCard', {
        failedIsError: true,
      });
      queryClient.setQueryData<OptionsAnswer>(paymentKeys.options(token), (old) =>
        old ? { ...old, saved_cards: answer.saved_cards } : old,
      );
    },
    [calls, queryClient, token],
  );

  return {
    calls,
    options,
    data,
    state,
    /** A payment is on its way or done (the browser is leaving): every pay button stays busy. */
    paying: state.pay.status === 'LOADING' || state.pay.status === 'SUCCESS',
    dispatch,
    problem,
    setProblem,
    applied,
    giftCardAmount,
    remaining,
    select,
    check,
    details,
    applyGiftCard,
    pay,
    removeSavedCard,
  };
}

export type Payment = ReturnType<typeof usePayment>;
