import { useState, type FormEvent } from 'react';
import type { CheckoutItem, CheckoutSummary } from '../../../contracts/checkout.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { addressNotServiceable } from '../../texts.ts';
import type { CheckoutActions, StoredError } from './checkout-api.ts';
import { continueCheckout, emailNote } from './checkout-texts.ts';
import { formatOrderDate } from '../../components/order-date.ts';
import s from './checkout.module.css';

const deliveryDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/**
 * Section 3: the order's lines with quantity change and remove (their errors are kept and shown,
 * spec 001 §8), the lines that cannot be ordered, the order date header and the email for updates.
 */
export function SummarySection({
  summary,
  actions,
  errors,
  onContinue,
}: {
  summary: CheckoutSummary;
  actions: CheckoutActions;
  errors: Partial<Record<string, StoredError>>;
  onContinue: () => void;
}) {
  const { buyableStateItems, coldStateItems } = summary.orderSummary;
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (id: string, work: () => Promise<unknown>) => {
    setBusy(id);
    await work();
    setBusy(null);
  };
  const itemError = errors.quantity ?? errors.remove ?? errors.tier;

  const line = (item: CheckoutItem, cold: boolean) => (
    <li
      key={item.cartItemRefId}
      className={s.item}
      data-cold={cold || undefined}
      aria-busy={busy === item.cartItemRefId || undefined}
    >
      {item.image ? (
        <img src={imageUrl(item.image, 112, 112)} alt="" width={112} height={112} className={s.itemImage} />
      ) : (
        <span className={s.itemImage} />
      )}
      <div className={s.itemInfo}>
        <p className={s.itemTitle}>{item.title}</p>
        <p className={s.seller}>Seller: {item.seller.name}</p>
        <p className={s.prices}>
          {item.mrp > item.price && <s className={s.mrp}>{formatPrice(item.mrp * item.quantity)}</s>}{' '}
          <b>{formatPrice(item.price * item.quantity)}</b>{' '}
          {item.discountPercent > 0 && <span className={s.off}>{item.discountPercent}% Off</span>}
        </p>
        {cold ? (
          <p className={s.error}>{item.coldReason === 'NOT_SERVICEABLE' ? addressNotServiceable : item.message}</p>
        ) : item.delivery.serviceable ? (
          item.delivery.date && (
            <p className={s.delivery}>
              Delivery by {deliveryDate.format(new Date(`${item.delivery.date}T12:00:00+05:30`))}
            </p>
          )
        ) : (
          item.delivery.pincode && <p className={s.error}>{addressNotServiceable}</p>
        )}
        {!cold && item.tiers.length > 1 && (
          <label className={s.tier}>
            Delivery speed{' '}
            <select
              value={item.tier}
              disabled={busy !== null}
              onChange={(e) =>
                void act(item.cartItemRefId, () =>
                  actions.tier(item.cartItemRefId, e.target.value as CheckoutItem['tier'], summary.pincode),
                )
              }
            >
              {item.tiers.map((t) => (
                <option key={t.value} value={t.value}>
                  {`${t.value === 'EXPRESS' ? 'Express' : 'Standard'}${t.charge ? ` (+${formatPrice(t.charge)})` : ''}`}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className={s.itemControls}>
        {!cold && (
          <div className={s.quantity} role="group" aria-label={`Quantity of ${item.title}`}>
            <button
              type="button"
              aria-label="Decrease quantity"
              disabled={item.quantity <= 1 || busy !== null}
              onClick={() =>
                void act(item.cartItemRefId, () =>
                  actions.quantity(item.cartItemRefId, item.quantity - 1, summary.pincode),
                )
              }
            >
              −
            </button>
            <output aria-live="polite" aria-label="Quantity">
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label="Increase quantity"
              disabled={item.quantity >= item.maxQuantity || busy !== null}
              onClick={() =>
                void act(item.cartItemRefId, () =>
                  actions.quantity(item.cartItemRefId, item.quantity + 1, summary.pincode),
                )
              }
            >
              +
            </button>
          </div>
        )}
        <button
          type="button"
          className={s.link}
          disabled={busy !== null}
          aria-label={`Remove ${item.title}`}
          onClick={() => void act(item.cartItemRefId, () => actions.remove([item.listingId]))}
        >
          REMOVE
        </button>
      </div>
    </li>
  );

  return (
    <div className={s.summary}>
      <p className={s.orderDate}>
        Order date <time dateTime={summary.createdAt}>{formatOrderDate(new Date(summary.createdAt))}</time>
      </p>
      {itemError && (
        <p className={s.error} role="alert">
          {itemError.message}
        </p>
      )}
      <ul className={s.items} aria-label="Items in your order">
        {buyableStateItems.map((i) => line(i, false))}
        {coldStateItems.map((i) => line(i, true))}
      </ul>
      <EmailForm summary={summary} actions={actions} error={errors.email} />
      <div className={s.continueRow}>
        <button
          type="button"
          className={s.primary}
          disabled={!buyableStateItems.length || busy !== null}
          onClick={onContinue}
        >
          {continueCheckout}
        </button>
      </div>
    </div>
  );
}

function EmailForm({
  summary,
  actions,
  error,
}: {
  summary: CheckoutSummary;
  actions: CheckoutActions;
  error?: StoredError;
}) {
  const [email, setEmail] = useState(summary.email ?? '');
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    await actions.email(email.trim()).catch(() => undefined);
    setSaving(false);
  };
  return (
    <form className={s.email} onSubmit={submit} noValidate>
      <label htmlFor="checkout-email">{emailNote}</label>
      <input
        id="checkout-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        className={s.secondary}
        disabled={saving || !email.trim() || email.trim() === summary.email}
      >
        SAVE
      </button>
      {error && (
        <p className={s.error} role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
