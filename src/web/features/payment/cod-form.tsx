import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as payCalls from '../../../contracts/payments-calls.ts';
import { fillField, retry } from '../../texts.ts';
import { Field, FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { problemOf } from './payment-client.ts';
import { captchaImage, captchaLabel, loadingOptions, newCaptcha } from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

/**
 * COD and DOD (cash or card on delivery): the captcha of `GET captcha/{token}` (a FAILED answer is
 * an error: spec 001 §5) and its characters, sent with pay. A wrong answer brings a new captcha.
 */
export function CodForm({ payment, code, amount }: { payment: Payment; code: 'COD' | 'DOD'; amount: number }) {
  const { calls } = payment;
  const captcha = useQuery({
    queryKey: ['payment', 'captcha', calls.token],
    queryFn: () => calls.call(payCalls.captcha, {}, 'captcha', { failedIsError: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const renew = () => {
    setText('');
    void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!captcha.data) return;
    if (!text.trim()) return setError(fillField);
    setError(null);
    const problem = await payment.pay(code, { captcha_id: captcha.data.captcha_id, captcha_text: text.trim() });
    if (!problem) return;
    if (problem.kind === 'field' && problem.field === 'captcha') {
      setError(problem.message);
      renew();
    } else setMessage(problem.message);
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay on delivery">
      {captcha.isPending && <p role="status">{loadingOptions}</p>}
      {captcha.isError && (
        <div role="alert">
          <p className={s.formError}>{problemOf(captcha.error).message}</p>
          <button type="button" className={s.secondary} onClick={renew}>
            {retry}
          </button>
        </div>
      )}
      {captcha.data && (
        <>
          <div className={s.captcha}>
            <img src={captcha.data.image} alt={captchaImage} width={130} height={44} />
            <button type="button" className={s.link} onClick={renew}>
              {newCaptcha}
            </button>
          </div>
          <Field
            label={captchaLabel}
            name="captcha"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={captcha.data.length + 5}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            error={error}
          />
        </>
      )}
      <FormMessage message={message} />
      <PayButton amount={amount} cod busy={payment.paying || !captcha.data} />
    </form>
  );
}
