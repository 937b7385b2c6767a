import type { UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderAddress } from '../../contracts/orders.ts';
import type { NewNotification } from '../notifications/service.ts';
import type { OutgoingMessage } from '../../platform/outbox.ts';
import { promiseDateText } from './dates.ts';
import { rupees } from './service.ts';

/**
 * What a shopper reads as an order moves (docs/decisions/0045-fulfilment-clock.md): the courier's
 * remark on each step of the timeline, the bell notification and the delivery-update e-mail.
 */

/** The courier of the demo: no courier can be reached from here, so the clock plays one. */
export const courierName = 'Bazaar Express';

export interface OrderFacts {
  id: string;
  sellerName: string;
  shippingAddress: OrderAddress | null;
  promiseDate: string | null;
  /** Rupees the courier collects on delivery (a cash-on-delivery order), in paise; 0 when prepaid. */
  cashToCollect: number;
}

const cityOf = (o: OrderFacts) => o.shippingAddress?.city ?? 'your city';

/** The remark of a unit's event (eventRemark on the timeline), in a courier's words. */
export function stepRemark(status: UnitStatus, order: OrderFacts): string {
  switch (status) {
    case 'approved':
      return 'Your order has been placed.';
    case 'readytoship':
      return `Packed by ${order.sellerName} and ready for pickup by ${courierName}.`;
    case 'dispatched':
      return `Picked up by ${courierName} from ${order.sellerName}.`;
    case 'shipped':
      return `In transit: on its way to the ${cityOf(order)} delivery hub.`;
    case 'outfordelivery':
      return `Out for delivery from the ${cityOf(order)} hub with a ${courierName} agent.`;
    case 'delivered':
      return order.shippingAddress ? `Delivered to ${order.shippingAddress.name}.` : 'Delivered.';
    case 'cancelled':
      return 'Your item has been cancelled.';
    case 'return_requested':
      return 'Your return request has been received.';
    case 'returned':
      return `Return received by ${order.sellerName}.`;
  }
}

/** "has been packed", "is out for delivery": what happened to the order, after its id. */
function happened(status: UnitStatus): string {
  switch (status) {
    case 'approved':
      return 'has been placed';
    case 'readytoship':
      return 'has been packed';
    case 'dispatched':
      return 'has been dispatched';
    case 'shipped':
      return 'has been shipped';
    case 'outfordelivery':
      return 'is out for delivery';
    case 'delivered':
      return 'has been delivered';
    case 'cancelled':
      return 'has been cancelled';
    case 'return_requested':
      return 'is to be picked up for return';
    case 'returned':
      return 'has been returned';
  }
}

const titles: Record<UnitStatus, string> = {
  approved: 'Order placed',
  readytoship: 'Order packed',
  dispatched: 'Order dispatched',
  shipped: 'Order shipped',
  outfordelivery: 'Out for delivery',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  return_requested: 'Return requested',
  returned: 'Order returned',
};

/** What comes next, in a sentence, for the notification and the e-mail. */
function outlook(status: UnitStatus, order: OrderFacts): string {
  const by = promiseDateText(order.promiseDate);
  switch (status) {
    case 'readytoship':
    case 'dispatched':
    case 'shipped':
      return by ? `Delivery by ${by}.` : '';
    case 'outfordelivery':
      return order.cashToCollect > 0
        ? `It will reach you today. Please keep ${rupees(order.cashToCollect)} ready to pay on delivery.`
        : 'It will reach you today.';
    case 'delivered':
      return 'We hope you love it! You can download the invoice from the order page.';
    default:
      return '';
  }
}

/** "Your order OD… (Title and 2 more)" naming what moved. */
const orderPhrase = (order: OrderFacts, items: string[]) =>
  `Your order ${order.id}${items[0] ? ` (${items[0]}${items.length > 1 ? ` and ${items.length - 1} more` : ''})` : ''}`;

export const orderPageUrl = (orderId: string) => `/order_details?order_id=${encodeURIComponent(orderId)}`;

/** The bell notification of a step of one order. */
export function stepNotification(
  status: UnitStatus,
  order: OrderFacts,
  items: string[],
  imageUrl: string | null,
): NewNotification {
  const text = [`${orderPhrase(order, items)} ${happened(status)}.`, outlook(status, order)].filter(Boolean).join(' ');
  return {
    title: titles[status],
    text,
    type: 'ORDER',
    actionUrl: orderPageUrl(order.id),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** The delivery-update e-mail of a step of one order (only while the order is subscribed). */
export function stepEmail(
  status: UnitStatus,
  order: OrderFacts,
  lines: { title: string; quantity: number }[],
  to: string,
  publicOrigin: string,
): OutgoingMessage {
  const name = order.shippingAddress?.name;
  const body = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `Your order ${order.id} from ${order.sellerName} ${happened(status)}.`,
    ...lines.map((l) => `  ${l.quantity} × ${l.title}`),
    outlook(status, order),
    '',
    `Track your order: ${publicOrigin}${orderPageUrl(order.id)}`,
    '',
    'You get this e-mail because delivery updates are on for this order. To stop them, turn off delivery updates on the order page.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { channel: 'EMAIL', to, subject: `Your order ${order.id} ${happened(status)}`, body };
}
