import { useState, type FormEvent } from 'react';
import { paymentLimits } from '../../../contracts/payments-paths.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill } from '../../texts.ts';
import { digitsOf } from './card-number.ts';
import { Field, FormMessage } from './field.tsx';
import {
  addGiftCard,
  applyGiftCard,
  giftCard,
  giftCardLimit,
  giftCardLine,
  giftCardNumber,
  giftCardPin,
  giftCardsCoverAll,
  invalidVoucher,
  remainingToPay,
} from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

const rupees = (paise: number) => (paise ? formatPrice(paise) : '₹0');

/**
 * EGV gift cards (spec 001 §5, §9): a 16-digit number and a 6-digit PIN, at most 15 in one
 * transaction; each applied card's amount and what it keeps, and what is left to pay by another
 * option. Applying moves money, so it carries an idempotency key per attempt.
 */
export function GiftCards({ payment }: { payment: Payment }) {
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const applied = payment.applied;
  const full = applied.length >= paymentLimits.maxGiftCards;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (full) return setError(giftCardLimit);
    if (number.length !== paymentLimits.giftCardNumberLength || pin.length !== paymentLimits.giftCardPinLength)
      return setError(invalidVoucher);
    setError(null);
    setBusy(true);
    const problem = await payment.applyGiftCard(number, pin);
    setBusy(false);
    if (problem) return setError(problem.message);
    setNumber('');
    setPin('');
  };

  return (
    <section className={s.gifts} aria-labelledby="gift-cards-title">
      <h3 id="gift-cards-title">{giftCard}</h3>
      {applied.length > 0 && (
        <ul className={s.applied}>
          {applied.map((g) => (
            <li key={g.transaction_id}>
              {fill(giftCardLine, { last4: g.egv_last4, amount: rupees(g.amount), left: rupees(g.balance_left) })}
            </li>
          ))}
        </ul>
      )}
      {applied.length > 0 && (
        <p className={s.remaining} role="status">
          {payment.remaining > 0 ? fill(remainingToPay, { amount: formatPrice(payment.remaining) }) : giftCardsCoverAll}
        </p>
      )}
      {!open && !full && payment.remaining > 0 ? (
        <button type="button" className={s.link} aria-expanded={false} onClick={() => setOpen(true)}>
          + {addGiftCard}
        </button>
      ) : (
        payment.remaining > 0 && (
          <form className={s.giftForm} onSubmit={submit} noValidate aria-label={addGiftCard}>
            <Field
              label={giftCardNumber}
              name="egv-number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={paymentLimits.giftCardNumberLength}
              value={number}
              onChange={(e) => setNumber(digitsOf(e.target.value).slice(0, paymentLimits.giftCardNumberLength))}
            />
            <Field
              label={giftCardPin}
              name="egv-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={paymentLimits.giftCardPinLength}
              value={pin}
              onChange={(e) => setPin(digitsOf(e.target.value).slice(0, paymentLimits.giftCardPinLength))}
            />
            <button type="submit" className={s.secondary} disabled={busy || full}>
              {applyGiftCard}
            </button>
            <FormMessage message={error} />
          </form>
        )
      )}
    </section>
  );
}
