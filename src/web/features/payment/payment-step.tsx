import { useState, type FormEvent, type ReactNode } from 'react';
import type { PaymentOption } from '../../../contracts/payments.ts';
import type { InstrumentCode, WalletCode } from '../../../contracts/payments-paths.ts';
import { formatPrice } from '../../components/format-price.ts';
import { retry } from '../../texts.ts';
import { outOfStockCheckout, paymentFailed, paymentOptionsError, tooManyShoppers } from './payment-texts.ts';
import { CardForm } from './card-form.tsx';
import { CodForm } from './cod-form.tsx';
import { EmiForm } from './emi-form.tsx';
import { FormMessage } from './field.tsx';
import { GiftCards } from './gift-cards.tsx';
import { NetBankingForm } from './net-banking-form.tsx';
import { PayButton } from './pay-button.tsx';
import { problemOf } from './payment-client.ts';
import { payableAfter } from './payment-state.ts';
import {
  amountPayable,
  busyHint,
  chooseHowToPay,
  doNotPayTwice,
  expiredHint,
  giftCardsApplied,
  loadingOptions,
  offersApplied,
  payAgainHint,
  startAgain,
} from './payment-texts.ts';
import { SavedCardsForm } from './saved-cards-form.tsx';
import { UpiForm } from './upi-form.tsx';
import { usePayment, type Payment } from './use-payment.ts';
import { WalletForm } from './wallet-form.tsx';
import s from './payment.module.css';

const wallets = new Set<string>(['SCLP_WALLET', 'FLIPKART_CREDIT', 'QC_SCLP']);

/**
 * The payment step of checkout (spec 001 §2-§5, §7-§8) for one payment token: gift cards, then
 * every payment option with its own form; the amount with the offers of the latest instrument
 * check. 'Unable to load payment options' with RETRY; an expired token says so and starts again;
 * 429 says 'too many shoppers' and when to retry; a declined payment arrives here again through
 * /checkout/retry (`retryReason`).
 */
export function PaymentStep({
  token,
  retryReason,
  onStartAgain,
}: {
  token: string;
  retryReason?: string | null;
  onStartAgain: () => void;
}) {
  const payment = usePayment(token);
  const { options, data, state } = payment;
  const [showRetryNote, setShowRetryNote] = useState(Boolean(retryReason));

  const expired = (message: string) => (
    <div className={s.step} role="alert" data-payment="expired">
      <p className={s.formError}>{message}</p>
      <p className={s.hint}>{expiredHint}</p>
      <button type="button" className={s.secondary} onClick={onStartAgain}>
        {startAgain}
      </button>
    </div>
  );

  if (options.isPending)
    return (
      <div className={s.step} aria-busy="true" data-payment="loading">
        <p role="status">{loadingOptions}</p>
      </div>
    );
  if (options.isError) {
    const problem = problemOf(options.error);
    if (problem.kind === 'expired') return expired(problem.message);
    return (
      <div className={s.step} role="alert" data-payment="error">
        <p className={s.formError}>{problem.kind === 'busy' ? tooManyShoppers : paymentOptionsError}</p>
        <button type="button" className={s.secondary} onClick={() => void options.refetch()}>
          {retry}
        </button>
      </div>
    );
  }
  if (payment.problem?.kind === 'expired') return expired(payment.problem.message);
  if (!data) return null;

  const base = payment.remaining;
  const amount = payableAfter(base, state.adjustments);
  const list = data.payment_options.filter(
    (o) =>
      o.payment_instrument !== 'EGV' &&
      (o.payment_instrument !== 'SAVED_CARD' || data.saved_cards.length > 0) &&
      // One EMI entry: EMI_CREDIT is how an EMI card is checked, listed only when EMI_OPTIONS is not.
      !(
        o.payment_instrument === 'EMI_CREDIT' &&
        data.payment_options.some((x) => x.payment_instrument === 'EMI_OPTIONS')
      ),
  );
  const giftsCoverAll = payment.applied.length > 0 && base === 0;

  return (
    <div className={s.step} data-payment="ready">
      {showRetryNote && (
        <div className={s.failed} role="alert" data-reason={retryReason ?? ''}>
          <p>{retryReason === 'OUT_OF_STOCK' ? outOfStockCheckout : paymentFailed}</p>
          <p className={s.hint}>{payAgainHint}</p>
          <button type="button" className={s.link} onClick={() => setShowRetryNote(false)}>
            OK
          </button>
        </div>
      )}
      {payment.problem?.kind === 'busy' && (
        <div className={s.failed} role="alert">
          <p>{tooManyShoppers}</p>
          <p className={s.hint}>{busyHint}</p>
        </div>
      )}
      <Amounts payment={payment} amount={amount} />
      <GiftCards payment={payment} />
      {giftsCoverAll ? (
        <GiftCardsPay payment={payment} />
      ) : (
        <fieldset className={s.options}>
          <legend>{chooseHowToPay}</legend>
          <ul>
            {list.map((option) => (
              <OptionItem
                key={option.payment_instrument}
                option={option}
                selected={state.mainOption === option.payment_instrument}
                onSelect={() => payment.select(option.payment_instrument)}
              >
                <OptionForm payment={payment} option={option} amount={amount} />
              </OptionItem>
            ))}
          </ul>
        </fieldset>
      )}
      {payment.paying && (
        <p className={s.hint} role="status">
          {doNotPayTwice}
        </p>
      )}
    </div>
  );
}

function Amounts({ payment, amount }: { payment: Payment; amount: number }) {
  const { state, giftCardAmount } = payment;
  return (
    <dl className={s.amounts} aria-live="polite">
      {giftCardAmount > 0 && (
        <div>
          <dt>{giftCardsApplied}</dt>
          <dd>−{formatPrice(giftCardAmount)}</dd>
        </div>
      )}
      {state.adjustments.length > 0 && (
        <div>
          <dt>{offersApplied}</dt>
          <dd>
            <ul>
              {state.adjustments.map((a) => (
                <li key={a.id}>
                  {a.description}: {a.amount < 0 ? '−' : '+'}
                  {formatPrice(Math.abs(a.amount))}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className={s.payable}>
        <dt>{amountPayable}</dt>
        <dd data-amount={amount}>{amount ? formatPrice(amount) : '₹0'}</dd>
      </div>
    </dl>
  );
}

function OptionItem({
  option,
  selected,
  onSelect,
  children,
}: {
  option: PaymentOption;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const id = `pay-option-${option.payment_instrument}`;
  return (
    <li className={s.option} data-instrument={option.payment_instrument} data-selected={selected || undefined}>
      <label className={s.optionLabel} htmlFor={id}>
        <input
          id={id}
          type="radio"
          name="payment-option"
          value={option.payment_instrument}
          checked={selected}
          disabled={!option.enabled}
          aria-describedby={`${id}-desc`}
          onChange={onSelect}
        />
        <span className={s.optionTitle}>{option.title}</span>
      </label>
      <p id={`${id}-desc`} className={s.hint}>
        {option.enabled ? option.description : (option.disabled_reason ?? option.description)}
      </p>
      {selected && option.enabled && <div className={s.optionBody}>{children}</div>}
    </li>
  );
}

function OptionForm({ payment, option, amount }: { payment: Payment; option: PaymentOption; amount: number }) {
  const code: InstrumentCode = option.payment_instrument;
  if (code === 'CREDIT') return <CardForm payment={payment} amount={amount} />;
  if (code === 'SAVED_CARD') return <SavedCardsForm payment={payment} amount={amount} />;
  if (code === 'NET_OPTIONS') return <NetBankingForm payment={payment} amount={amount} />;
  if (code === 'PHONEPE') return <UpiForm payment={payment} amount={amount} />;
  if (code === 'EMI_OPTIONS' || code === 'EMI_CREDIT') return <EmiForm payment={payment} amount={amount} code={code} />;
  if (code === 'COD' || code === 'DOD') return <CodForm payment={payment} code={code} amount={amount} />;
  if (wallets.has(code))
    return <WalletForm payment={payment} code={code as WalletCode} amount={amount} balance={option.balance} />;
  return null;
}

/** The gift cards cover the whole amount: confirm with them alone (instrument EGV). */
function GiftCardsPay({ payment }: { payment: Payment }) {
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problem = await payment.pay('EGV', {});
    if (problem) setMessage(problem.message);
  };
  return (
    <form className={s.form} onSubmit={submit} aria-label="Pay with gift cards">
      <FormMessage message={message} />
      <PayButton amount={0} busy={payment.paying} />
    </form>
  );
}
