import { formatPrice } from '../../components/format-price.ts';
import { fill } from '../../texts.ts';
import { confirmOrder, paying, payWith } from './payment-texts.ts';
import s from './payment.module.css';

/**
 * The form's submit button. While a payment runs it is disabled and says so; `use-payment.ts`
 * also refuses a second pay while one runs, so a double press (or Enter twice) sends one payment.
 */
export function PayButton({ amount, busy, cod = false }: { amount: number; busy: boolean; cod?: boolean }) {
  return (
    <div className={s.payRow}>
      <button type="submit" className={s.pay} disabled={busy} aria-disabled={busy || undefined}>
        {cod || amount === 0 ? confirmOrder : fill(payWith, { amount: formatPrice(amount) })}
      </button>
      {busy && (
        <p className={s.paying} role="status">
          {paying}
        </p>
      )}
    </div>
  );
}
