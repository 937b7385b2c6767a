import { useState, type FormEvent } from 'react';
import type { SavedCard } from '../../../contracts/payments.ts';
import { fill } from '../../texts.ts';
import { cvvValid, digitsOf } from './card-number.ts';
import { Field, FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import {
  cvv as cvvLabel,
  cvvOptional,
  expires,
  invalidCvv,
  noSavedCards,
  removeCard,
  removeCardLabel,
  savedCardLabel,
  savedCards,
} from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

const networkName = (n: string) => (n === 'AMEX' ? 'American Express' : n[0] + n.slice(1).toLowerCase());
export const savedCardText = (card: SavedCard['card_information']) =>
  fill(savedCardLabel, { network: networkName(card.network), last4: card.last4, issuer: card.issuer });

/** SAVED_CARD: the shopper's saved cards (token, network, issuer, last four), CVV by condition, remove. */
export function SavedCardsForm({ payment, amount }: { payment: Payment; amount: number }) {
  const cards = payment.data?.saved_cards ?? [];
  const [cardId, setCardId] = useState<string>(cards[0]?.card_information.card_id ?? '');
  const [cvv, setCvv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const card = cards.find((c) => c.card_information.card_id === cardId) ?? cards[0];
  if (!card) return <p className={s.formNote}>{noSavedCards}</p>;
  const condition = card.cvv_condition;
  const cvvLength = card.card_information.network === 'AMEX' ? 4 : 3;

  const choose = (id: string) => {
    setCardId(id);
    setCvv('');
    setError(null);
    // The saved card's bank offers apply as soon as it is chosen.
    void payment.check({ payment_instrument: 'SAVED_CARD', card_id: id });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!cvvValid(cvv, condition, cvvLength)) return setError(invalidCvv);
    setError(null);
    const problem = await payment.pay('SAVED_CARD', {
      card_id: card.card_information.card_id,
      ...(condition === 'NOT_REQUIRED' || !cvv ? {} : { cvv }),
    });
    if (!problem) return;
    if (problem.kind === 'field' && problem.field === 'cvv') setError(problem.message);
    else setMessage(problem.message);
  };
  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await payment.removeSavedCard(id);
      if (id === cardId) setCardId('');
    } catch {
      setMessage(null);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay by saved card">
      <fieldset className={s.choices}>
        <legend>{savedCards}</legend>
        {cards.map(({ card_information: info }) => (
          <div key={info.card_id} className={s.savedCard}>
            <label className={s.choice}>
              <input
                type="radio"
                name="saved-card"
                value={info.card_id}
                checked={info.card_id === card.card_information.card_id}
                onChange={() => choose(info.card_id)}
              />
              <span>
                {savedCardText(info)}
                <small className={s.hint}>
                  {' '}
                  {fill(expires, {
                    month: String(info.expiry_month).padStart(2, '0'),
                    year: String(info.expiry_year % 100),
                  })}
                </small>
              </span>
            </label>
            <button
              type="button"
              className={s.link}
              disabled={removing === info.card_id}
              aria-label={fill(removeCardLabel, { network: networkName(info.network), last4: info.last4 })}
              onClick={() => void remove(info.card_id)}
            >
              {removeCard}
            </button>
          </div>
        ))}
      </fieldset>
      {condition !== 'NOT_REQUIRED' && (
        <Field
          label={condition === 'OPTIONAL' ? cvvOptional : cvvLabel}
          name="saved-card-cvv"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cvvLength}
          value={cvv}
          onChange={(e) => setCvv(digitsOf(e.target.value))}
          error={error}
        />
      )}
      <FormMessage message={message} />
      <PayButton amount={amount} busy={payment.paying} />
    </form>
  );
}
