import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { OrderDetail } from '../../../contracts/orders.ts';
import { useApi } from '../../app/api-context.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import { actionsOf } from '../../features/orders/order-actions.ts';
import { orderDetailQuery, orderIdOf } from '../../features/orders/orders-api.ts';
import {
  backToOrders,
  itemsTitle,
  myOrdersTitle,
  orderDetailsTitle,
  orderUpdates,
} from '../../features/orders/orders-texts.ts';
import { formatOrderDate } from '../../components/order-date.ts';
import { OrderItemCard } from './order-item-card.tsx';
import { OrderSummary } from './order-summary.tsx';
import s from './order-details.module.css';

/**
 * Order details (spec 001 §2-§6): the order's date, amount, payment, contact, address and savings,
 * each item with its progress timeline (spec 001 §4), seller and gift details, and the actions
 * the server's flags allow. An answer whose statusCode is not 200 shows its statusMessage alone
 * (spec 001 §5); an order that is not the shopper's shows the not-found page and nothing else.
 */
export function OrderDetailsScreen() {
  const { client } = useApi();
  const { search } = useLocation();
  const orderId = orderIdOf(search);
  const query = useQuery(orderDetailQuery(client, orderId));

  if (query.data === null) return <NotFound />;
  if (query.isError || !query.data)
    return (
      <div className={s.page} data-screen-ready>
        <h1 className="visually-hidden">{orderDetailsTitle}</h1>
        {query.isError ? (
          <LoadError className={s.state} onRetry={() => void query.refetch()} />
        ) : (
          <Loading className={s.loading} label={orderDetailsTitle} />
        )}
      </div>
    );
  const order = query.data;
  if (order.statusCode !== 200)
    return (
      <div className={s.page} data-screen-ready data-order-status-code={order.statusCode}>
        <h1 className="visually-hidden">{orderDetailsTitle}</h1>
        <div className={s.state} role="alert">
          <p>{order.statusMessage}</p>
        </div>
      </div>
    );
  return <OrderView order={order} payNowReason={new URLSearchParams(search).get('pay_now')} />;
}

function OrderView({ order, payNowReason }: { order: OrderDetail; payNowReason: string | null }) {
  const actions = actionsOf(order);
  return (
    <div className={s.page} data-screen-ready data-order-id={order.orderId}>
      <nav aria-label="Breadcrumb" className={s.crumbs}>
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/account/orders">{myOrdersTitle}</a>
          </li>
          <li aria-current="page">{order.orderId}</li>
        </ol>
      </nav>
      <OrderSummary order={order} actions={actions.order} payNowReason={payNowReason} />
      <section aria-labelledby="order-items-title" className={s.itemsSection}>
        <h2 id="order-items-title" className="visually-hidden">
          {itemsTitle}
        </h2>
        <ul className={s.items}>
          {order.items.map((item) => (
            <OrderItemCard
              key={item.orderItemId}
              orderId={order.orderId}
              item={item}
              actions={actions.items.get(item.orderItemId)}
            />
          ))}
        </ul>
      </section>
      {order.orderNotifications.length > 0 && (
        <section aria-labelledby="order-updates-title" className={s.card}>
          <h2 id="order-updates-title" className={s.cardTitle}>
            {orderUpdates}
          </h2>
          <ul className={s.updates}>
            {order.orderNotifications.map((n, i) => (
              <li key={`${n.at}-${i}`}>
                <time dateTime={n.at}>{formatOrderDate(n.at)}</time> {n.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={s.back}>
        <a href="/account/orders">{backToOrders}</a>
      </p>
    </div>
  );
}
