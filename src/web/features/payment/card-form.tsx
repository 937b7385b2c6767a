import { useCallback, useState, type FormEvent } from 'react';
import type { InstrumentCheckAnswer } from '../../../contracts/payments.ts';
import { CardFields, cardErrors, cardPayload, cvvConditionOf, emptyCard, type CardErrors } from './card-fields.tsx';
import { FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { saveCard } from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

/** A field the payment service names in a FAILED answer, as the card form's own. */
const fieldOf = (field: string): keyof CardErrors | null =>
  field === 'card_number' ? 'number' : field === 'cvv' ? 'cvv' : /expiry/.test(field) ? 'expiry' : null;

/** CREDIT (credit, debit and ATM cards): a new card, with consent to save it when logged in. */
export function CardForm({ payment, amount }: { payment: Payment; amount: number }) {
  const [value, setValue] = useState(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [save, setSave] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { check, state } = payment;
  const checked =
    state.instrumentCheck.status === 'SUCCESS'
      ? ((state.instrumentCheck.data as InstrumentCheckAnswer | undefined)?.card ?? null)
      : null;
  const onCheck = useCallback(
    (card_number: string) => void check({ payment_instrument: 'CREDIT', card_number }),
    [check],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors(value, checked);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) return;
    const problem = await payment.pay('CREDIT', {
      ...cardPayload(value, cvvConditionOf(value, checked)),
      save_card: payment.data?.logged_in ? save : undefined,
    });
    if (!problem) return;
    const field = problem.kind === 'field' ? fieldOf(problem.field) : null;
    if (field) setErrors({ [field]: problem.message });
    else setMessage(problem.message);
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay by card">
      <CardFields
        idPrefix="credit"
        value={value}
        onChange={(v) => {
          setValue(v);
          if (Object.keys(errors).length) setErrors({});
        }}
        errors={{
          ...errors,
          // A refused check (a blacklisted country, an unknown number) is about the number.
          number: errors.number ?? (state.instrumentCheck.status === 'ERROR' ? state.instrumentCheck.error : undefined),
        }}
        checked={checked}
        checking={state.instrumentCheck.status === 'LOADING'}
        onCheck={onCheck}
      />
      {payment.data?.logged_in && (
        <label className={s.check}>
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
          {saveCard}
        </label>
      )}
      <FormMessage
        message={message ?? (state.instrumentCheck.status === 'ERROR' ? state.instrumentCheck.error : null)}
      />
      <PayButton amount={amount} busy={payment.paying} />
    </form>
  );
}
