import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as payCalls from '../../../contracts/payments-calls.ts';
import { FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { listState } from './list-state.tsx';
import { bankRedirect, chooseBankMessage, otherBanks, popularBanks, selectBank } from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

/** NET_OPTIONS: popular banks first as choices, then a select of every bank; the bank's page approves. */
export function NetBankingForm({ payment, amount }: { payment: Payment; amount: number }) {
  const { calls } = payment;
  const banks = useQuery({
    queryKey: ['payment', 'net-options', calls.token],
    queryFn: () => calls.call(payCalls.netOptions, { body: {} }, 'netBankingOptions'),
    retry: false,
    staleTime: Infinity,
  });
  const [bank, setBank] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const pending = listState(banks);
  if (pending || banks.isPending || banks.isError) return pending;
  const list = banks.data.banks;
  const popular = list.filter((b) => b.popular);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!bank) return setError(chooseBankMessage);
    setError(null);
    const problem = await payment.pay('NET_OPTIONS', { bank_code: bank });
    if (problem) setMessage(problem.message);
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay by net banking">
      <fieldset className={s.banks}>
        <legend>{popularBanks}</legend>
        {popular.map((b) => (
          <label key={b.bank_code} className={s.bank}>
            <input
              type="radio"
              name="net-bank"
              value={b.bank_code}
              checked={bank === b.bank_code}
              onChange={() => {
                setBank(b.bank_code);
                setError(null);
              }}
            />
            {b.name}
          </label>
        ))}
      </fieldset>
      <div className={s.field}>
        <label htmlFor="net-bank-all">{otherBanks}</label>
        <select
          id="net-bank-all"
          value={bank}
          aria-invalid={error ? true : undefined}
          aria-describedby="net-bank-error"
          onChange={(e) => {
            setBank(e.target.value);
            setError(null);
          }}
        >
          <option value="">{selectBank}</option>
          {list.map((b) => (
            <option key={b.bank_code} value={b.bank_code}>
              {b.name}
            </option>
          ))}
        </select>
        <p id="net-bank-error" className={s.fieldError} aria-live="polite">
          {error ?? ''}
        </p>
      </div>
      <p className={s.hint}>{bankRedirect}</p>
      <FormMessage message={message} />
      <PayButton amount={amount} busy={payment.paying} />
    </form>
  );
}
