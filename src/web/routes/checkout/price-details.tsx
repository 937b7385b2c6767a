import type { CheckoutSummary } from '../../../contracts/checkout.ts';
import { formatPrice } from '../../components/format-price.ts';
import { fill } from '../../texts.ts';
import { priceDetails, youSave } from './checkout-texts.ts';
import s from './checkout.module.css';

/** Price details of the buyable lines: price, discount, delivery ('free' for 0), total, savings. */
export function PriceDetails({ summary }: { summary: CheckoutSummary }) {
  const p = summary.priceSummary;
  return (
    <aside className={s.price} aria-labelledby="checkout-price-details">
      <h2 id="checkout-price-details">{priceDetails}</h2>
      <dl>
        <div>
          <dt>{`Price (${p.itemCount} item${p.itemCount === 1 ? '' : 's'})`}</dt>
          <dd>{formatPrice(p.price)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className={s.saving}>{p.discount ? `−${formatPrice(p.discount)}` : formatPrice(0)}</dd>
        </div>
        <div>
          <dt>Delivery Charges</dt>
          <dd className={p.deliveryCharge ? undefined : s.saving}>{formatPrice(p.deliveryCharge)}</dd>
        </div>
        <div className={s.total}>
          <dt>Total Payable</dt>
          <dd>{formatPrice(p.total)}</dd>
        </div>
      </dl>
      {p.savings > 0 && <p className={s.saving}>{fill(youSave, { amount: formatPrice(p.savings) })}</p>}
    </aside>
  );
}
