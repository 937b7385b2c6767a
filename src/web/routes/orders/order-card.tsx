import type { OrderListEntry } from '../../../contracts/orders.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import {
  deliveryBy,
  itemsCount,
  oneItem,
  orderedOn,
  promisedFor,
  quantity,
  viewOrder,
} from '../../features/orders/orders-texts.ts';
import { fill } from '../../texts.ts';
import s from './orders.module.css';

const finished = new Set(['Delivered', 'Cancelled', 'Returned']);

/**
 * One order of the list: its id (the link to its details, stretched over the card), date, item
 * count, amount and order-level promise date, then its items grouped by status with each
 * group's status and sub-status.
 */
export function OrderCard({ order }: { order: OrderListEntry }) {
  const headingId = `order-${order.orderId}`;
  const promise = order.orderLvlPromiseDateText;
  return (
    <li className={s.order} data-order-id={order.orderId} data-order-status={order.orderStatus}>
      <article aria-labelledby={headingId}>
        <header className={s.orderHead}>
          <h3 id={headingId} className={s.orderId}>
            <a
              className={s.orderLink}
              href={`/order_details?order_id=${encodeURIComponent(order.orderId)}`}
              aria-label={fill(viewOrder, { orderId: order.orderId })}
            >
              {order.orderId}
            </a>
          </h3>
          <p className={s.meta}>
            <time dateTime={order.orderDate}>{fill(orderedOn, { date: order.orderDateText })}</time>
            <span aria-hidden="true"> · </span>
            <span>{order.numberOfItems === 1 ? oneItem : fill(itemsCount, { n: order.numberOfItems })}</span>
            <span aria-hidden="true"> · </span>
            <b className={s.total}>{formatPrice(order.amount)}</b>
          </p>
          {promise && (
            <p className={finished.has(order.orderStatus) ? s.meta : s.promise}>
              <time dateTime={order.orderLvlPromiseDate ?? undefined}>
                {fill(finished.has(order.orderStatus) ? promisedFor : deliveryBy, { date: promise })}
              </time>
            </p>
          )}
        </header>
        {order.groupedItems.map((group, index) => (
          <div key={`${group.desktopStatus}-${index}`} className={s.group}>
            <p className={s.status}>
              <span className={s.dot} data-status={group.desktopStatus} aria-hidden="true" />
              <b>{group.desktopStatus}</b>
              {group.desktopSubStatus && <span className={s.subStatus}>{group.desktopSubStatus}</span>}
            </p>
            <ul className={s.items}>
              {group.items.map((item) => (
                <li key={item.orderItemId} className={s.item}>
                  {item.itemMetadata.url ? (
                    <img
                      src={imageUrl(item.itemMetadata.url, 128, 128)}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={s.noImage} aria-hidden="true" />
                  )}
                  <span className={s.itemText}>
                    <span className={s.itemTitle}>{item.title}</span>
                    {item.quantity > 1 && <span className={s.qty}>{fill(quantity, { n: item.quantity })}</span>}
                  </span>
                  <span className={s.price}>{formatPrice(item.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </article>
    </li>
  );
}
