import { useState, type FormEvent } from 'react';
import { Field, FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { invalidValue, upiHint, upiId } from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

/** A virtual payment address: a handle, '@', the provider (asha.k@okicici). */
export const upiIdValid = (value: string) => /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(value.trim());

/**
 * PHONEPE (UPI): the shopper's UPI id; pay sends a collect request and the browser waits on
 * /checkout/pending until the shopper approves or declines it in their UPI app.
 */
export function UpiForm({ payment, amount }: { payment: Payment; amount: number }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!upiIdValid(value)) return setError(invalidValue);
    setError(null);
    const problem = await payment.pay('PHONEPE', { upi_id: value.trim() });
    if (!problem) return;
    if (problem.kind === 'field') setError(problem.message);
    else setMessage(problem.message);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay by UPI">
      <Field
        label={upiId}
        name="upi-id"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        maxLength={100}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        hint={upiHint}
        error={error}
      />
      <FormMessage message={message} />
      <PayButton amount={amount} busy={payment.paying} />
    </form>
  );
}
