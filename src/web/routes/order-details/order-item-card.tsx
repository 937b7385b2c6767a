import type { OrderDetailItem } from '../../../contracts/orders.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { formatOrderDate } from '../../components/order-date.ts';
import { safeHref, type ItemActions } from '../../features/orders/order-actions.ts';
import { progressOf } from '../../features/orders/progress-timeline.ts';
import {
  cancelItem,
  deliveryBy,
  deliveredOn,
  giftFor,
  giftMessage,
  itemActionsLabel,
  listingPrice,
  quantity,
  rateAndReview,
  refundsLabel,
  returnItem,
  reviewSeller,
  sellerLabel,
  statusPrefix,
} from '../../features/orders/orders-texts.ts';
import { fill } from '../../texts.ts';
import { GiftCardResend } from './gift-card-resend.tsx';
import { camel, ItemTimeline } from './item-timeline.tsx';
import s from './order-details.module.css';

/**
 * One item of the order: picture, title, seller (with a link), price, status label and promise,
 * gift details, refunds, the progress timeline, and the item's actions. Its status classes (spec
 * 001 §4: the delivery, cancel or return list reached so far) are CSS classes of the card.
 */
export function OrderItemCard({
  orderId,
  item,
  actions,
}: {
  orderId: string;
  item: OrderDetailItem;
  actions: ItemActions | undefined;
}) {
  const progress = progressOf(item.statusClass);
  const classes = [s.item, s[progress.kind], ...progress.classes.map((c) => s[camel(c)])].filter(Boolean).join(' ');
  const sellerUrl = safeHref(item.sellerUrl);
  const delivered = item.actualDeliveredDate ? formatOrderDate(item.actualDeliveredDate, false) : '';
  const titleId = `item-${item.orderItemId}`;
  const hasActions =
    actions && (actions.review || actions.sellerReview || actions.cancel || actions.return || actions.giftcard);
  return (
    <li
      className={classes}
      data-order-item-id={item.orderItemId}
      data-item-status={item.status}
      data-status-class={item.statusClass}
      data-progress={progress.kind}
    >
      <article aria-labelledby={titleId}>
        <div className={s.itemMain}>
          {item.itemMetadata.url ? (
            <img
              src={imageUrl(item.itemMetadata.url, 160, 160)}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={s.noImage} aria-hidden="true" />
          )}
          <div className={s.itemText}>
            <h3 id={titleId} className={s.itemTitle}>
              {item.title}
            </h3>
            <p className={s.muted}>
              {sellerLabel}
              {sellerUrl ? <a href={sellerUrl}>{item.sellerName}</a> : item.sellerName}
              {item.quantity > 1 && <> · {fill(quantity, { n: item.quantity })}</>}
            </p>
            <p className={s.itemPrice}>
              <b>{formatPrice(item.prices.amount)}</b>
              {item.prices.itemListingPrice > item.prices.itemSellingPrice && (
                <span className={s.mrp}>
                  <span className="visually-hidden">{listingPrice} </span>
                  {formatPrice(item.prices.itemListingPrice * item.quantity)}
                </span>
              )}
            </p>
            {item.prices.itemOffers.length > 0 && (
              <ul className={`${s.plain} ${s.offers}`}>
                {item.prices.itemOffers.map((offer, i) => (
                  <li key={`${offer.label}-${i}`}>{offer.label}</li>
                ))}
              </ul>
            )}
            {item.returnPolicy && <p className={s.muted}>{item.returnPolicy}</p>}
          </div>
          <div className={s.itemStatus}>
            <p className={s.statusLabel}>
              <span className="visually-hidden">{statusPrefix}</span>
              <span className={s.statusDot} aria-hidden="true" />
              {item.status}
            </p>
            {delivered ? (
              <p className={s.muted}>{fill(deliveredOn, { date: delivered })}</p>
            ) : (
              item.promisedDateText &&
              item.status !== 'Cancelled' &&
              item.status !== 'Returned' && (
                <p className={s.promise}>{fill(deliveryBy, { date: item.promisedDateText })}</p>
              )
            )}
            {item.returnBadge && <p className={s.badge}>{item.returnBadge}</p>}
          </div>
        </div>
        {item.giftDetails && (
          <div className={s.gift}>
            <p>{fill(giftFor, { name: item.giftDetails.recipientName, email: item.giftDetails.recipientEmail })}</p>
            {item.giftDetails.message && (
              <p className={s.muted}>{fill(giftMessage, { message: item.giftDetails.message })}</p>
            )}
          </div>
        )}
        <div className={s.progressBar} aria-hidden="true">
          <span />
        </div>
        <ItemTimeline steps={item.itemProgressSteps} title={item.title} />
        {item.nonReturnRefunds.length > 0 && (
          <div className={s.refunds}>
            <h4>{refundsLabel}</h4>
            <ul className={s.plain}>
              {item.nonReturnRefunds.map((r, i) => (
                <li key={`${r.label}-${i}`}>
                  {r.label}: <b>{formatPrice(r.amount)}</b>
                </li>
              ))}
            </ul>
          </div>
        )}
        {hasActions && (
          <div className={s.itemActions} role="group" aria-label={fill(itemActionsLabel, { title: item.title })}>
            {actions.cancel && (
              <a className={s.secondary} href={actions.cancel}>
                {cancelItem}
              </a>
            )}
            {actions.return && (
              <a className={s.secondary} href={actions.return}>
                {returnItem}
              </a>
            )}
            {actions.giftcard && <GiftCardResend orderId={orderId} itemId={item.orderItemId} />}
            {safeHref(actions.review) && (
              <a className={s.textButton} href={safeHref(actions.review) ?? undefined}>
                <span className={s.starIcon} aria-hidden="true" />
                {rateAndReview}
              </a>
            )}
            {safeHref(actions.sellerReview) && (
              <a className={s.textButton} href={safeHref(actions.sellerReview) ?? undefined}>
                {reviewSeller}
              </a>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
