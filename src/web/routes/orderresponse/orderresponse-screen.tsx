import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Confirmation, Order } from '../../../contracts/orders.ts';
import { confirmationStatus } from '../../../contracts/orders-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { ApiError } from '../../api/client.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import { fill, retry } from '../../texts.ts';
import { formatOrderDate } from '../../components/order-date.ts';
import { confirmationParams, confirmationQuery } from './confirmation-api.ts';
import {
  confirmingPayment,
  continueShopping,
  deliverTo,
  deliveryBy,
  orderAmount,
  orderedOn,
  orderIdLabel,
  ordersPlaced,
  paidBy,
  quantityText,
  soldBy,
  viewOrders,
} from './orderresponse-texts.ts';
import s from './orderresponse.module.css';

/**
 * The order confirmation of spec 001 §2-§5: the thank-you, seller group and product-specific
 * messages and the orders with their items. When statusCode is not 200 only statusMessage shows
 * (202: the payment is being confirmed, asked again every few seconds). An error shows the error
 * alone: data of an earlier answer is never shown beside it. Once orders exist the header's cart
 * count and the cart are read again (what was ordered has left the cart).
 */
export function OrderResponseScreen() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const query = useQuery(confirmationQuery(client, confirmationParams(new URLSearchParams(search))));
  const placed = query.data?.statusCode === confirmationStatus.ok;

  useEffect(() => {
    if (!placed) return;
    void queryClient.invalidateQueries({ queryKey: ['user-state'] });
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [placed, queryClient]);

  if (query.isError) {
    // A refusal with its own message (not found, a missing reference) says it; anything else is RETRY.
    const error = query.error;
    return (
      <div className={s.page} data-screen-ready data-confirmation="error">
        <h1 className="visually-hidden">Order Confirmation</h1>
        {error instanceof ApiError && error.status < 500 && error.status !== 401 ? (
          <div className={s.card} role="alert">
            <p>{error.message}</p>
            <button type="button" className={s.secondary} onClick={() => void query.refetch()}>
              {retry}
            </button>
          </div>
        ) : (
          <LoadError className={s.card} buttonClassName={s.secondary} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  if (!query.data)
    return (
      <div className={s.page} data-screen-ready>
        <h1 className="visually-hidden">Order Confirmation</h1>
        <Loading className={s.loading} label={confirmingPayment} />
      </div>
    );
  return <ConfirmationView confirmation={query.data} />;
}

function ConfirmationView({ confirmation }: { confirmation: Confirmation }) {
  const { statusCode, statusMessage } = confirmation;
  if (statusCode !== confirmationStatus.ok) {
    const pending = statusCode === confirmationStatus.pending;
    return (
      <div className={s.page} data-screen-ready data-confirmation={statusCode}>
        <h1 className="visually-hidden">Order Confirmation</h1>
        <div className={s.card} role={pending ? 'status' : 'alert'} aria-busy={pending || undefined}>
          {pending && <span className={s.spinner} aria-hidden="true" />}
          <p className={pending ? s.statusMessage : s.failedMessage}>{statusMessage}</p>
        </div>
      </div>
    );
  }
  const address = confirmation.orderList.find((o) => o.shippingAddress)?.shippingAddress;
  return (
    <div className={s.page} data-screen-ready data-confirmation="200">
      <section className={s.thanks} aria-labelledby="thank-you">
        <h1 id="thank-you">
          <span className={s.tick} aria-hidden="true">
            ✓
          </span>{' '}
          {confirmation.thankYouMessage.message}
        </h1>
        {confirmation.sellerGroupMessage && <p>{confirmation.sellerGroupMessage}</p>}
        {confirmation.productSpecificMessage && <p className={s.note}>{confirmation.productSpecificMessage}</p>}
        {address && (
          <p className={s.address}>
            <span className={s.label}>{deliverTo}</span> {address.name},{' '}
            {[address.addressLine2, address.addressLine1, address.city, address.state].filter(Boolean).join(', ')} -{' '}
            {address.pincode}
          </p>
        )}
        <p className={s.actions}>
          <a className={s.primary} href="/">
            {continueShopping}
          </a>
          <a className={s.link} href="/account/orders">
            {viewOrders}
          </a>
        </p>
      </section>
      <section aria-labelledby="orders-placed">
        <h2 id="orders-placed" className={s.ordersTitle}>
          {ordersPlaced}
        </h2>
        <ol className={s.orders}>
          {confirmation.orderList.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const promise = order.orderLvlPromiseDate ? formatOrderDate(order.orderLvlPromiseDate, false) : '';
  return (
    <li className={s.order} data-order-id={order.orderId}>
      <dl className={s.orderHead}>
        <div>
          <dt>{orderIdLabel}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>{orderedOn}</dt>
          <dd>
            <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate) || order.orderDateText}</time>
          </dd>
        </div>
        <div>
          <dt>{orderAmount}</dt>
          <dd>{formatPrice(order.amount)}</dd>
        </div>
        {order.paymentMethods.length > 0 && (
          <div>
            <dt>{paidBy}</dt>
            <dd>{order.paymentMethods.map((m) => m.label).join(', ')}</dd>
          </div>
        )}
      </dl>
      {promise && (
        <p className={s.promise}>
          <time dateTime={order.orderLvlPromiseDate ?? undefined}>{fill(deliveryBy, { date: promise })}</time>
        </p>
      )}
      <ul className={s.items}>
        {order.items.map((item) => (
          <li key={item.orderItemId} className={s.item} data-order-item-id={item.orderItemId}>
            {item.itemMetadata.url ? (
              <img src={imageUrl(item.itemMetadata.url, 96, 96)} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span className={s.noImage} aria-hidden="true" />
            )}
            <div className={s.itemText}>
              <p className={s.itemTitle}>{item.title}</p>
              <p className={s.meta}>
                {fill(quantityText, { n: item.quantity })} · {fill(soldBy, { seller: item.sellerName })}
              </p>
              {item.promisedDate && (
                <p className={s.meta}>{fill(deliveryBy, { date: formatOrderDate(item.promisedDate, false) })}</p>
              )}
            </div>
            <p className={s.price}>{formatPrice(item.prices.amount)}</p>
          </li>
        ))}
      </ul>
    </li>
  );
}
