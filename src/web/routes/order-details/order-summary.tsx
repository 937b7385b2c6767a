import type { OrderAddress, OrderDetail } from '../../../contracts/orders.ts';
import { formatPrice } from '../../components/format-price.ts';
import type { OrderLevelActions } from '../../features/orders/order-actions.ts';
import {
  actionsLabel,
  amountLabel,
  contactUs,
  customerLabel,
  orderDateLabel,
  orderDetailsTitle,
  orderIdLabel,
  paymentLabel,
  printOrder,
  savingsLabel,
  shippingLabel,
  youSaved,
} from '../../features/orders/orders-texts.ts';
import { fill } from '../../texts.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { PayNow, PayNowNotice } from './pay-now.tsx';
import { SubscriptionToggle } from './subscription-toggle.tsx';
import s from './order-details.module.css';

/** The order's head: its id, date, amount, payment, contact, address and savings, and its own actions. */
export function OrderSummary({
  order,
  actions,
  payNowReason,
}: {
  order: OrderDetail;
  actions: OrderLevelActions;
  payNowReason: string | null;
}) {
  return (
    <section className={`${s.card} ${s.summary}`} aria-labelledby="order-title">
      <PayNowNotice reason={payNowReason} />
      <div className={s.summaryHead}>
        <h1 id="order-title" className={s.title}>
          {orderDetailsTitle}
        </h1>
        {(actions.print || actions.contactus) && (
          <div className={s.headActions}>
            {actions.print && (
              <button type="button" className={s.textButton} onClick={() => window.print()}>
                <span className={s.printIcon} aria-hidden="true" />
                {printOrder}
              </button>
            )}
            {actions.contactus && (
              <a className={s.textButton} href="/helpcentre">
                {contactUs}
              </a>
            )}
          </div>
        )}
      </div>
      <div className={s.summaryGrid}>
        <dl className={s.facts}>
          <div>
            <dt>{orderIdLabel}</dt>
            <dd data-field="order-id">{order.orderId}</dd>
          </div>
          <div>
            <dt>{orderDateLabel}</dt>
            <dd>
              <time dateTime={order.orderDate}>{order.orderDateText}</time>
            </dd>
          </div>
          <div>
            <dt>{amountLabel}</dt>
            <dd data-field="amount">{formatPrice(order.amount)}</dd>
          </div>
          {order.paymentMethods.length > 0 && (
            <div>
              <dt>{paymentLabel}</dt>
              <dd>
                <ul className={s.plain} data-field="payment">
                  {order.paymentMethods.map((m, i) => (
                    <li key={`${m.code}-${i}`}>
                      {m.label}
                      {order.paymentMethods.length > 1 && <span className={s.muted}> · {formatPrice(m.amount)}</span>}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {(order.customerInfo.emailId || order.customerInfo.phoneNumber) && (
            <div>
              <dt>{customerLabel}</dt>
              <dd>
                <ul className={s.plain}>
                  {order.customerInfo.phoneNumber && <li>{order.customerInfo.phoneNumber}</li>}
                  {order.customerInfo.emailId && <li className={s.breakable}>{order.customerInfo.emailId}</li>}
                </ul>
              </dd>
            </div>
          )}
          {order.totalSavings > 0 && (
            <div>
              <dt>{savingsLabel}</dt>
              <dd className={s.savings}>{fill(youSaved, { amount: formatPrice(order.totalSavings) })}</dd>
            </div>
          )}
        </dl>
        {order.shippingAddress && <ShippingAddress address={order.shippingAddress} />}
      </div>
      {order.phonePeCashbackMessage && <p className={s.note}>{order.phonePeCashbackMessage}</p>}
      {(actions.payNow || actions.invoice || actions.subscription) && (
        <div className={s.orderActions} role="group" aria-label={actionsLabel}>
          {actions.payNow && <PayNow order={order} />}
          {actions.subscription && <SubscriptionToggle order={order} />}
          {actions.invoice && <InvoiceActions order={order} />}
        </div>
      )}
    </section>
  );
}

function ShippingAddress({ address }: { address: OrderAddress }) {
  return (
    <div className={s.address}>
      <h2 className={s.cardTitle}>{shippingLabel}</h2>
      <address>
        <b>{address.name}</b> <span className={s.tag}>{address.locationTypeTag}</span>
        <br />
        {[address.addressLine2, address.addressLine1, address.landmark].filter(Boolean).join(', ')}
        <br />
        {address.city}, {address.state} - <span data-field="pincode">{address.pincode}</span>
        <br />
        {address.phone}
        {address.alternatePhone ? `, ${address.alternatePhone}` : ''}
      </address>
    </div>
  );
}
