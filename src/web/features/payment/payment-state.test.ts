import { describe, expect, it } from 'vitest';
import {
  initialPaymentState,
  nextSequence,
  payableAfter,
  paymentReducer,
  type PaymentAction,
  type PaymentState,
} from './payment-state.ts';

const run = (...actions: PaymentAction[]) => actions.reduce<PaymentState>(paymentReducer, initialPaymentState);
const offer = { id: 'HDFC10', description: '10% off with HDFC cards', amount: -5000 };
const emiScheme = { id: 'NO_COST_6', description: 'No cost EMI', amount: -1200 };
const paid: PaymentAction[] = [
  { type: 'money', call: 'pay', status: 'ERROR', error: 'declined' },
  { type: 'money', call: 'wallet', status: 'SUCCESS', data: { balance: 100 } },
  { type: 'money', call: 'payWithDetails', status: 'LOADING' },
];

describe('payment state (spec 001 §3-§4)', () => {
  it('when the selected option changes, then pay, wallet and pay-with-details reset', () => {
    const before = run({ type: 'select-option', mainOption: 'CREDIT' }, ...paid);
    expect(before.pay.status).toBe('ERROR');
    const after = paymentReducer(before, { type: 'select-option', mainOption: 'NET_OPTIONS' });
    expect(after.mainOption).toBe('NET_OPTIONS');
    expect([after.pay.status, after.wallet.status, after.payWithDetails.status]).toEqual(['INIT', 'INIT', 'INIT']);
  });

  it('when the same option is selected again, then nothing resets', () => {
    const before = run({ type: 'select-option', mainOption: 'CREDIT' }, ...paid);
    expect(paymentReducer(before, { type: 'select-option', mainOption: 'CREDIT' })).toBe(before);
  });

  it('when the EMI card changes, then pay, wallet and pay-with-details reset and the card is kept', () => {
    const before = run({ type: 'select-option', mainOption: 'EMI_OPTIONS' }, ...paid);
    const after = paymentReducer(before, { type: 'select-emi-card', emiCard: 'card-1' });
    expect(after.emiCard).toBe('card-1');
    expect([after.pay.status, after.wallet.status, after.payWithDetails.status]).toEqual(['INIT', 'INIT', 'INIT']);
    expect(after.mainOption).toBe('EMI_OPTIONS');
  });

  it('when each instrument check is sent, then offerSequenceNumber goes up by one', () => {
    const one = run({ type: 'check-sent', seq: nextSequence(initialPaymentState) });
    expect(one.offerSequenceNumber).toBe(1);
    expect(nextSequence(one)).toBe(2);
    // A caller that sends an old number still moves the sequence on.
    expect(paymentReducer(one, { type: 'check-sent', seq: 1 }).offerSequenceNumber).toBe(2);
  });

  it('when a check answers, then its adjustments replace the earlier ones; an answer to a stale number is ignored', () => {
    const state = run(
      { type: 'check-sent', seq: 1 },
      { type: 'check-answered', seq: 1, adjustments: [emiScheme] },
      { type: 'check-sent', seq: 2 },
      { type: 'check-sent', seq: 3 },
      { type: 'check-answered', seq: 2, adjustments: [{ ...offer, id: 'stale' }] },
      { type: 'check-failed', seq: 2, error: 'stale failure' },
    );
    expect(state.adjustments).toEqual([emiScheme]);
    expect(state.instrumentCheck.status).toBe('LOADING');
    const latest = paymentReducer(state, { type: 'check-answered', seq: 3, adjustments: [offer] });
    expect(latest.adjustments).toEqual([offer]);
    expect(latest.instrumentCheck.status).toBe('SUCCESS');
  });

  it('when the latest check fails, then the error is kept and the adjustments stay as they were', () => {
    const state = run(
      { type: 'check-sent', seq: 1 },
      { type: 'check-answered', seq: 1, adjustments: [offer] },
      { type: 'check-sent', seq: 2 },
      { type: 'check-failed', seq: 2, error: 'Not a valid card number' },
    );
    expect(state.instrumentCheck).toEqual({ status: 'ERROR', error: 'Not a valid card number' });
    expect(state.adjustments).toEqual([offer]);
  });

  it('when the EMI bank changes, then the EMI credit card check and the EMI cards list reset', () => {
    const state = run(
      { type: 'emi-bank', bank: 'HDFC', section: 'EMI_CREDIT' },
      { type: 'emi-tenure', tenure: 6, schemeAdjustments: [emiScheme] },
      { type: 'emi-cards', status: 'SUCCESS', data: { saved_cards: [] } },
      { type: 'check-sent', seq: 1, emi: true },
      { type: 'check-answered', seq: 1, adjustments: [emiScheme], emi: true },
    );
    expect(state.emiCreditCheck.status).toBe('SUCCESS');
    const after = paymentReducer(state, { type: 'emi-bank', bank: 'ICICI', section: 'EMI_CREDIT' });
    expect(after.emi).toEqual({ selectedBank: 'ICICI', selectedSection: 'EMI_CREDIT', selectedTenure: null });
    expect(after.emiCreditCheck.status).toBe('INIT');
    expect(after.emiCards.status).toBe('INIT');
  });

  it('when a new EMI tenure is asked for, then the EMI cards list resets and that tenure’s scheme adjustments apply', () => {
    const state = run(
      { type: 'emi-bank', bank: 'HDFC', section: 'EMI_CREDIT' },
      { type: 'emi-tenure', tenure: 3, schemeAdjustments: [] },
      { type: 'emi-cards', status: 'SUCCESS', data: { saved_cards: [] } },
    );
    const after = paymentReducer(state, { type: 'emi-tenure', tenure: 6, schemeAdjustments: [emiScheme] });
    expect(after.emi.selectedTenure).toBe(6);
    expect(after.emiCards.status).toBe('INIT');
    expect(after.adjustments).toEqual([emiScheme]);
  });

  it('when adjustments apply, then the payable amount is lowered but never below zero', () => {
    expect(payableAfter(100_000, [offer])).toBe(95_000);
    expect(payableAfter(1_000, [offer])).toBe(0);
    expect(payableAfter(1_000, [])).toBe(1_000);
  });
});
