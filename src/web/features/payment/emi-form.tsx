import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import * as payCalls from '../../../contracts/payments-calls.ts';
import type { EmiPlan, InstrumentCheckAnswer, SavedCard } from '../../../contracts/payments.ts';
import type { EmiType } from '../../../contracts/payments-paths.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill } from '../../texts.ts';
import { cvvValid, digitsOf } from './card-number.ts';
import { CardFields, cardErrors, cardPayload, cvvConditionOf, emptyCard, type CardErrors } from './card-fields.tsx';
import { Field, FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { listState } from './list-state.tsx';
import { problemOf } from './payment-client.ts';
import {
  chooseBankMessage,
  choosePlanMessage,
  cvv as cvvLabel,
  emiBank,
  emiCard,
  emiMinimum,
  emiNewCard,
  emiNotSupported,
  emiPlan,
  emiTenure,
  emiTerms,
  emiType,
  emiTypeNames,
  invalidCvv,
  loadingOptions,
  selectBank,
} from './payment-texts.ts';
import { savedCardText } from './saved-cards-form.tsx';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

const planText = (p: EmiPlan) =>
  fill(emiPlan, {
    months: p.tenure,
    monthly: formatPrice(p.monthly_installment),
    rate: (p.interest_rate_bps / 100).toFixed(p.interest_rate_bps % 100 ? 2 : 0),
    total: formatPrice(p.total_amount),
  });

/**
 * EMI_OPTIONS (spec 001 §3-§4): bank, then EMI type (section) and tenure, whose scheme
 * adjustments apply at once, then an eligible saved card or a new credit card, checked as
 * EMI_CREDIT ('card not supported for EMI' when it cannot). Changing the bank resets the card
 * check and the cards list; a new tenure resets the cards list.
 */
export function EmiForm({
  payment,
  amount,
  code,
}: {
  payment: Payment;
  amount: number;
  code: 'EMI_OPTIONS' | 'EMI_CREDIT';
}) {
  const { calls, state, dispatch } = payment;
  const { selectedBank, selectedSection, selectedTenure } = state.emi;
  // EMI_CREDIT is the pre-approved (cardless) EMI; EMI_OPTIONS is card EMI of the other types.
  const preapproved = code === 'EMI_CREDIT';
  const banks = useQuery({
    queryKey: ['payment', 'emi-banks', calls.token, code],
    queryFn: () => calls.call(payCalls.emiBanks, { body: preapproved ? { emi_type: 'preapproved' } : {} }, 'emiBanks'),
    retry: false,
    staleTime: Infinity,
    select: (answer) => ({
      ...answer,
      banks: answer.banks
        .map((b) => ({ ...b, emi_types: b.emi_types.filter((t) => (t === 'preapproved') === preapproved) }))
        .filter((b) => b.emi_types.length > 0),
    }),
  });
  // The other EMI option's choice does not carry over.
  useEffect(() => {
    dispatch({ type: 'emi-bank', bank: null, section: null });
  }, [code, dispatch]);
  const section = selectedSection as EmiType | null;
  const tenures = useQuery({
    queryKey: ['payment', 'emi-tenures', calls.token, selectedBank, section],
    queryFn: () =>
      calls.call(payCalls.emiTenures, { body: { bank_code: selectedBank!, emi_type: section! } }, 'emiTenures'),
    enabled: Boolean(selectedBank && section),
    retry: false,
    staleTime: Infinity,
  });
  const terms = useQuery({
    queryKey: ['payment', 'emi-terms', calls.token],
    queryFn: () => calls.call(payCalls.emiTerms, {}, 'emiTerms'),
    enabled: false,
    staleTime: Infinity,
  });
  const [card, setCard] = useState(emptyCard);
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<CardErrors & { bank?: string; tenure?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [showTerms, setShowTerms] = useState(false);

  const plans: EmiPlan[] = (selectedBank && section && tenures.data?.tenures[`${section}_${selectedBank}`]) || [];
  const cards = (state.emiCards.status === 'SUCCESS' ? (state.emiCards.data as { saved_cards: SavedCard[] }) : null)
    ?.saved_cards;
  const checkAnswer =
    state.emiCreditCheck.status === 'SUCCESS' ? (state.emiCreditCheck.data as InstrumentCheckAnswer) : null;
  const checked = checkAnswer?.card ?? null;
  const notSupported =
    (checked && !checked.emi_eligible) ||
    (state.emiCreditCheck.status === 'ERROR' && /EMI/i.test(state.emiCreditCheck.error ?? ''));

  const chooseBank = (bank: string) => {
    const found = banks.data?.banks.find((b) => b.bank_code === bank);
    dispatch({ type: 'emi-bank', bank: bank || null, section: found?.emi_types[0] ?? null });
    dispatch({ type: 'select-emi-card', emiCard: null });
    setErrors({});
  };
  const chooseSection = (type: EmiType) => {
    dispatch({ type: 'emi-bank', bank: selectedBank, section: type });
    dispatch({ type: 'select-emi-card', emiCard: null });
  };
  const chooseTenure = (plan: EmiPlan) => {
    dispatch({ type: 'emi-tenure', tenure: plan.tenure, schemeAdjustments: plan.emi_scheme_adjustments });
    setErrors({});
    if (preapproved) return;
    dispatch({ type: 'emi-cards', status: 'LOADING' });
    setErrors({});
    calls
      .call(
        payCalls.emiCards,
        { body: { tenure: plan.tenure, bank_code: selectedBank ?? undefined, emi_type: section ?? undefined } },
        'emiCards',
      )
      .then(
        (answer) => dispatch({ type: 'emi-cards', status: 'SUCCESS', data: answer }),
        (error: unknown) => dispatch({ type: 'emi-cards', status: 'ERROR', error: problemOf(error).message }),
      );
  };
  const onCheck = useCallback(
    (card_number: string) =>
      void payment.check(
        {
          payment_instrument: 'EMI_OPTIONS',
          card_number,
          bank_code: selectedBank ?? undefined,
          tenure: selectedTenure ?? undefined,
          emi_type: section ?? undefined,
        },
        true,
      ),
    [payment, selectedBank, selectedTenure, section],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!selectedBank) return setErrors({ bank: chooseBankMessage });
    if (!selectedTenure) return setErrors({ tenure: choosePlanMessage });
    const emi = { bank_code: selectedBank, tenure: selectedTenure, emi_type: section ?? undefined };
    if (preapproved) {
      setErrors({});
      const problem = await payment.pay('EMI_CREDIT', emi);
      if (problem) setMessage(problem.message);
      return;
    }
    let body;
    const saved = cards?.find((c) => c.card_information.card_id === state.emiCard);
    if (saved) {
      if (!cvvValid(cvv, saved.cvv_condition, saved.card_information.network === 'AMEX' ? 4 : 3))
        return setErrors({ cvv: invalidCvv });
      body = { ...emi, card_id: saved.card_information.card_id, ...(cvv ? { cvv } : {}) };
    } else {
      const found = cardErrors(card, checked);
      if (notSupported) found.number = emiNotSupported;
      if (Object.keys(found).length) return setErrors(found);
      body = { ...emi, ...cardPayload(card, cvvConditionOf(card, checked)) };
    }
    setErrors({});
    const problem = await payment.pay('EMI_OPTIONS', body);
    if (!problem) return;
    if (problem.kind === 'field' && problem.field === 'card_number') setErrors({ number: problem.message });
    else if (problem.kind === 'field' && problem.field === 'cvv') setErrors({ cvv: problem.message });
    else setMessage(problem.message);
  };

  const pending = listState(banks);
  if (pending || banks.isPending || banks.isError) return pending;
  const bank = banks.data.banks.find((b) => b.bank_code === selectedBank);
  const useNewCard = !preapproved && (!state.emiCard || state.emiCard === 'new');

  return (
    <form
      className={s.form}
      onSubmit={submit}
      noValidate
      aria-label={preapproved ? 'Pay by Pay Later EMI' : 'Pay by EMI'}
    >
      {amount < banks.data.min_amount && (
        <FormMessage tone="note" message={fill(emiMinimum, { amount: formatPrice(banks.data.min_amount) })} />
      )}
      <div className={s.field}>
        <label htmlFor="emi-bank">{emiBank}</label>
        <select
          id="emi-bank"
          value={selectedBank ?? ''}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby="emi-bank-error"
          onChange={(e) => chooseBank(e.target.value)}
        >
          <option value="">{selectBank}</option>
          {banks.data.banks.map((b) => (
            <option key={b.bank_code} value={b.bank_code}>
              {b.name}
            </option>
          ))}
        </select>
        <p id="emi-bank-error" className={s.fieldError} aria-live="polite">
          {errors.bank ?? ''}
        </p>
      </div>
      {bank && bank.emi_types.length > 1 && (
        <fieldset className={s.choices}>
          <legend>{emiType}</legend>
          {bank.emi_types.map((t) => (
            <label key={t} className={s.choice}>
              <input type="radio" name="emi-type" checked={section === t} onChange={() => chooseSection(t)} />
              {emiTypeNames[t] ?? t}
            </label>
          ))}
        </fieldset>
      )}
      {selectedBank && tenures.isPending && <p role="status">{loadingOptions}</p>}
      {tenures.isError && <FormMessage message={problemOf(tenures.error).message} />}
      {plans.length > 0 && (
        <fieldset className={s.choices} aria-describedby="emi-tenure-error">
          <legend>{emiTenure}</legend>
          {plans.map((p) => (
            <label key={p.tenure} className={s.choice}>
              <input
                type="radio"
                name="emi-tenure"
                value={p.tenure}
                checked={selectedTenure === p.tenure}
                onChange={() => chooseTenure(p)}
              />
              {planText(p)}
            </label>
          ))}
          <p id="emi-tenure-error" className={s.fieldError} aria-live="polite">
            {errors.tenure ?? ''}
          </p>
        </fieldset>
      )}
      {selectedTenure !== null && state.emiCards.status === 'LOADING' && <p role="status">{loadingOptions}</p>}
      {selectedTenure !== null && !preapproved && state.emiCards.status === 'SUCCESS' && (
        <fieldset className={s.choices}>
          <legend>{emiCard}</legend>
          {(cards ?? []).map((c) => (
            <label key={c.card_information.card_id} className={s.choice}>
              <input
                type="radio"
                name="emi-card"
                checked={state.emiCard === c.card_information.card_id}
                onChange={() => dispatch({ type: 'select-emi-card', emiCard: c.card_information.card_id })}
              />
              {savedCardText(c.card_information)}
            </label>
          ))}
          <label className={s.choice}>
            <input
              type="radio"
              name="emi-card"
              checked={useNewCard}
              onChange={() => dispatch({ type: 'select-emi-card', emiCard: 'new' })}
            />
            {emiNewCard}
          </label>
        </fieldset>
      )}
      {selectedTenure !== null && state.emiCards.status === 'SUCCESS' && useNewCard && (
        <CardFields
          idPrefix="emi"
          value={card}
          onChange={(v) => {
            setCard(v);
            if (Object.keys(errors).length) setErrors({});
          }}
          errors={{ ...errors, number: errors.number ?? (notSupported ? emiNotSupported : undefined) }}
          checked={checked}
          checking={state.emiCreditCheck.status === 'LOADING'}
          onCheck={onCheck}
        />
      )}
      {selectedTenure !== null && !preapproved && !useNewCard && (
        <Field
          label={cvvLabel}
          name="emi-saved-cvv"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={cvv}
          onChange={(e) => setCvv(digitsOf(e.target.value))}
          error={errors.cvv}
        />
      )}
      <button
        type="button"
        className={s.link}
        aria-expanded={showTerms}
        onClick={() => {
          setShowTerms((v) => !v);
          if (!terms.data) void terms.refetch();
        }}
      >
        {emiTerms}
      </button>
      {showTerms && terms.data && (
        <div className={s.terms}>
          <h4>{terms.data.title}</h4>
          <ul>
            {terms.data.terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <FormMessage message={message} />
      <PayButton amount={amount} busy={payment.paying} />
    </form>
  );
}
