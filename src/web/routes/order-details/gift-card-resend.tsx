import { useState } from 'react';
import { ordersMessages } from '../../../contracts/orders-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { ApiError } from '../../api/client.ts';
import { orderActions } from '../../features/orders/orders-api.ts';
import { resendGiftCard } from '../../features/orders/orders-texts.ts';
import { tryAgain } from '../../texts.ts';
import s from './order-details.module.css';

/**
 * Resend a gift voucher to its recipient (`POST /api/1/self-serve/egv/resend/{orderId}?itemId=`):
 * the server's message in a toast; a refusal its own message, anything else the generic one.
 */
export function GiftCardResend({ orderId, itemId }: { orderId: string; itemId: string }) {
  const { client } = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await orderActions(client).resendEgv(orderId, itemId);
      toast({ message: answer.message || ordersMessages.egvResent, level: 'SUCCESS', ttl: 5000 });
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 && error.message ? error.message : tryAgain;
      toast({ message, level: 'ERROR', ttl: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={s.secondary} aria-busy={busy || undefined} onClick={() => void resend()}>
      {resendGiftCard}
    </button>
  );
}
