import { useEffect, useRef, useState } from 'react';
import type { InstrumentCheckAnswer } from '../../../contracts/payments.ts';
import { fill } from '../../texts.ts';
import { blacklistedCardCountry, invalidCardNumber, invalidCvv, invalidValue } from './payment-texts.ts';
import {
  binOf,
  cardNumberValid,
  cvvLengthOf,
  cvvValid,
  digitsOf,
  expiryValid,
  formatCardNumber,
  maxDigits,
  networkOf,
  type CvvCondition,
} from './card-number.ts';
import { Field } from './field.tsx';
import {
  cardDetails,
  cardNumber as cardNumberLabel,
  checkingCard,
  cvv as cvvLabel,
  cvvHelp,
  cvvOptional,
  month as monthLabel,
  networkDetected,
  validThru,
  year as yearLabel,
} from './payment-texts.ts';
import s from './payment.module.css';

export interface CardValue {
  number: string;
  month: string;
  year: string;
  cvv: string;
}
export const emptyCard: CardValue = { number: '', month: '', year: '', cvv: '' };
export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvv', string>>;
type CheckedCard = NonNullable<InstrumentCheckAnswer['card']>;

/** The CVV rule that applies: the payment service's for this card, else the network's. */
export const cvvConditionOf = (value: CardValue, checked: CheckedCard | null): CvvCondition =>
  checked?.cvv_condition ?? networkOf(value.number)?.cvv ?? 'REQUIRED';

/** The messages of spec 000 §5 for a card as entered (empty when it may pay). */
export function cardErrors(value: CardValue, checked: CheckedCard | null, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!cardNumberValid(value.number)) errors.number = invalidCardNumber;
  else if (checked?.country_type === 'BLACKLIST_COUNTRY') errors.number = blacklistedCardCountry;
  if (!expiryValid(value.month, value.year, now)) errors.expiry = invalidValue;
  const length = checked?.cvv_length ?? cvvLengthOf(value.number);
  if (!cvvValid(value.cvv, cvvConditionOf(value, checked), length)) errors.cvv = invalidCvv;
  return errors;
}

/** The fields of a new card; what pay needs of them. */
export const cardPayload = (value: CardValue, condition: CvvCondition) => ({
  card_number: digitsOf(value.number),
  expiry_month: Number(value.month),
  expiry_year: Number(value.year),
  ...(condition === 'NOT_REQUIRED' || value.cvv === '' ? {} : { cvv: value.cvv }),
});

const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * Card number (grouped as the network prints it, the network named beside it), expiry and CVV
 * (shown by the card's CVV condition). As the number is typed, `onCheck` asks for an instrument
 * check when the first six digits change and when the number is complete, so offers apply live.
 */
export function CardFields({
  value,
  onChange,
  errors,
  checked,
  checking,
  onCheck,
  idPrefix,
}: {
  value: CardValue;
  onChange: (value: CardValue) => void;
  errors: CardErrors;
  checked: CheckedCard | null;
  checking: boolean;
  onCheck: (cardNumber: string) => void;
  idPrefix: string;
}) {
  const [thisYear] = useState(() => new Date().getFullYear() % 100);
  const years = Array.from({ length: 16 }, (_, i) => String(thisYear + i).padStart(2, '0'));
  const network = networkOf(value.number);
  const condition = cvvConditionOf(value, checked);
  const sent = useRef('');
  const digits = digitsOf(value.number);

  useEffect(() => {
    // The BIN is enough for a bank's offer; the whole number once it is complete and valid.
    const ask = cardNumberValid(digits) ? digits : digits.length >= 6 ? binOf(digits) : '';
    if (!ask || ask === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = ask;
      onCheck(ask);
    }, 250);
    return () => clearTimeout(timer);
  }, [digits, onCheck]);

  return (
    <fieldset className={s.card}>
      <legend className="visually-hidden">{cardDetails}</legend>
      <Field
        label={cardNumberLabel}
        name={`${idPrefix}-card-number`}
        inputMode="numeric"
        autoComplete="cc-number"
        value={formatCardNumber(value.number)}
        maxLength={maxDigits(value.number) + 4}
        onChange={(e) => onChange({ ...value, number: digitsOf(e.target.value).slice(0, 19) })}
        error={errors.number}
        after={
          <span className={s.network} data-network={checked?.network ?? network?.network ?? ''} aria-live="polite">
            {network ? fill(networkDetected, { network: network.label }) : ''}
          </span>
        }
      />
      <div className={s.cardRow}>
        <fieldset className={s.expiry} aria-describedby={`${idPrefix}-expiry-error`}>
          <legend>{validThru}</legend>
          <label className="visually-hidden" htmlFor={`${idPrefix}-month`}>
            {monthLabel}
          </label>
          <select
            id={`${idPrefix}-month`}
            autoComplete="cc-exp-month"
            value={value.month}
            aria-invalid={errors.expiry ? true : undefined}
            onChange={(e) => onChange({ ...value, month: e.target.value })}
          >
            <option value="">MM</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${idPrefix}-year`}>
            {yearLabel}
          </label>
          <select
            id={`${idPrefix}-year`}
            autoComplete="cc-exp-year"
            value={value.year}
            aria-invalid={errors.expiry ? true : undefined}
            onChange={(e) => onChange({ ...value, year: e.target.value })}
          >
            <option value="">YY</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <p id={`${idPrefix}-expiry-error`} className={s.fieldError} aria-live="polite">
            {errors.expiry ?? ''}
          </p>
        </fieldset>
        {condition !== 'NOT_REQUIRED' && (
          <Field
            label={condition === 'OPTIONAL' ? cvvOptional : cvvLabel}
            name={`${idPrefix}-cvv`}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={checked?.cvv_length ?? cvvLengthOf(value.number)}
            value={value.cvv}
            onChange={(e) => onChange({ ...value, cvv: digitsOf(e.target.value) })}
            error={errors.cvv}
            hint={cvvHelp}
          />
        )}
      </div>
      {/* Always in place, empty between checks: the Pay button below must not move while a check
          runs, or a click on it lands where it was (pressed on the button, released beside it). */}
      <p className={`${s.hint} ${s.checkStatus}`} role="status">
        {checking ? checkingCard : ''}
      </p>
    </fieldset>
  );
}
