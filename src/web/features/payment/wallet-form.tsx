import { useEffect, useState, type FormEvent } from 'react';
import type { PayWithDetailsAnswer } from '../../../contracts/payments.ts';
import type { WalletCode } from '../../../contracts/payments-paths.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill, retry } from '../../texts.ts';
import { FormMessage } from './field.tsx';
import { PayButton } from './pay-button.tsx';
import { walletBalance, walletShort } from './payment-texts.ts';
import type { Payment } from './use-payment.ts';
import s from './payment.module.css';

/**
 * SCLP_WALLET, FLIPKART_CREDIT, QC_SCLP: a stored balance. Choosing it asks pay-with-details for
 * the balance and whether it covers the amount (a FAILED answer is an error: spec 001 §5).
 */
export function WalletForm({
  payment,
  code,
  amount,
  balance,
}: {
  payment: Payment;
  code: WalletCode;
  amount: number;
  balance: number | null;
}) {
  const { details } = payment;
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void details(code);
  }, [details, code, attempt]);
  const wallet = payment.state.wallet;
  const answer = wallet.status === 'SUCCESS' ? (wallet.data as PayWithDetailsAnswer) : null;
  const shown = answer?.wallet?.balance ?? balance;
  const short = answer?.wallet ? !answer.wallet.sufficient : false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problem = await payment.pay(code, {});
    if (problem) setMessage(problem.message);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Pay from wallet">
      {shown !== null && (
        <p className={s.balance}>{fill(walletBalance, { amount: shown ? formatPrice(shown) : '₹0' })}</p>
      )}
      {wallet.status === 'ERROR' && (
        <div role="alert">
          <p className={s.formError}>{wallet.error}</p>
          <button type="button" className={s.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {retry}
          </button>
        </div>
      )}
      {short && <FormMessage message={walletShort} />}
      <FormMessage message={message} />
      {!short && wallet.status !== 'ERROR' && (
        <PayButton amount={amount} busy={payment.paying || wallet.status === 'LOADING'} />
      )}
    </form>
  );
}
