import { useId, useState, type FormEvent } from 'react';
import type { OrderDetail } from '../../../contracts/orders.ts';
import { ordersErrorCodes, ordersMessages } from '../../../contracts/orders-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { ApiError } from '../../api/client.ts';
import { isInvoiceEmail } from '../../features/orders/order-actions.ts';
import { invoiceDownloadHref, orderActions } from '../../features/orders/orders-api.ts';
import {
  downloadInvoice,
  emailLabel,
  sendInvoiceButton,
  sendInvoiceTitle,
} from '../../features/orders/orders-texts.ts';
import s from './order-details.module.css';

type Sent =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

/**
 * The GST invoice (spec 001 §7, issue 13 item 4): a download link, and a form that sends it to an
 * e-mail address (the account's by default). A malformed address is refused on the page with
 * 'Enter a valid email address to send your invoice' before any call; a refusal of the server
 * shows its message, anything else the invoice email error.
 */
export function InvoiceActions({ order }: { order: OrderDetail }) {
  const { client } = useApi();
  const id = useId();
  const [email, setEmail] = useState(order.customerInfo.emailId ?? '');
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  const invalid = sent.kind === 'error';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent.kind === 'sending') return;
    const address = email.trim();
    if (!isInvoiceEmail(address)) return setSent({ kind: 'error', message: ordersMessages.invoiceEmailInvalid });
    setSent({ kind: 'sending' });
    try {
      const answer = await orderActions(client).sendInvoice(order.orderId, address);
      setSent({ kind: 'sent', message: answer.message || ordersMessages.invoiceSent });
    } catch (error) {
      const refused = error instanceof ApiError && error.status < 500;
      setSent({
        kind: 'error',
        message:
          refused && error.code === ordersErrorCodes.invoiceEmail
            ? ordersMessages.invoiceEmailInvalid
            : refused && error.message
              ? error.message
              : ordersMessages.invoiceEmailFailed,
      });
    }
  };

  return (
    <div className={s.action}>
      <a className={s.secondary} href={invoiceDownloadHref(order.orderId)} download>
        <span className={s.downloadIcon} aria-hidden="true" />
        {downloadInvoice}
      </a>
      <details className={s.invoiceSend}>
        <summary>{sendInvoiceTitle}</summary>
        <form className={s.inlineForm} noValidate onSubmit={(e) => void submit(e)} aria-label={sendInvoiceTitle}>
          <label htmlFor={`${id}-email`}>{emailLabel}</label>
          <div className={s.inlineRow}>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-message`}
              onChange={(event) => {
                setEmail(event.target.value);
                if (sent.kind === 'error') setSent({ kind: 'idle' });
              }}
            />
            <button type="submit" className={s.primary} aria-busy={sent.kind === 'sending' || undefined}>
              {sendInvoiceButton}
            </button>
          </div>
          <p id={`${id}-message`} className={s.error} role="alert" data-invoice-message="error">
            {sent.kind === 'error' ? sent.message : ''}
          </p>
          <p className={s.ok} role="status" data-invoice-message="sent">
            {sent.kind === 'sent' ? sent.message : ''}
          </p>
        </form>
      </details>
    </div>
  );
}
