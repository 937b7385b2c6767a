import { useState } from 'react';
import type { OrderDetail } from '../../../contracts/orders.ts';
import { ordersMessages } from '../../../contracts/orders-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { orderActions, orderKeys } from '../../features/orders/orders-api.ts';
import { subscribeButton, subscribedNote, unsubscribeButton } from '../../features/orders/orders-texts.ts';
import s from './order-details.module.css';

/** Spec 001 §8: the subscribe and unsubscribe toasts and the subscription error show for 3 s. */
const toastMs = 3000;

/**
 * Delivery updates for this order on or off (spec 001 §7 subscribe/unsubscribe): the answer's
 * `subscribed` is what the page shows next, with its 3-second toast; a failure keeps the state
 * and shows the subscription error.
 */
export function SubscriptionToggle({ order }: { order: OrderDetail }) {
  const { client, queryClient } = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const on = order.subscribed;

  const change = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const calls = orderActions(client);
      const answer = on ? await calls.unsubscribe(order.orderId) : await calls.subscribe(order.orderId);
      queryClient.setQueryData<OrderDetail | null>(orderKeys.detail(order.orderId), (d) =>
        d ? { ...d, subscribed: answer.subscribed, unSubscribed: answer.unSubscribed } : d,
      );
      toast({
        message: answer.subscribed ? ordersMessages.subscribed : ordersMessages.unsubscribed,
        level: 'SUCCESS',
        ttl: toastMs,
      });
    } catch {
      toast({ message: ordersMessages.subscriptionFailed, level: 'ERROR', ttl: toastMs });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.action} data-subscribed={on}>
      {on && <p className={s.muted}>{subscribedNote}</p>}
      <button type="button" className={s.secondary} aria-busy={busy || undefined} onClick={() => void change()}>
        <span className={s.bellIcon} aria-hidden="true" />
        {on ? unsubscribeButton : subscribeButton}
      </button>
    </div>
  );
}
