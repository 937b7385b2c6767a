import type { OrderStatusLabel, UnitStatus } from '../../contracts/orders-paths.ts';

/**
 * Where units are, as the shopper reads it (spec 000 §1, 001 §2, §4): pure functions shared by the
 * order answers, the fulfilment clock (which keeps `orders.status` in step) and the tests.
 */

/** Units that reached the shopper: delivered, and any return after it. */
export const deliveredStatuses: readonly UnitStatus[] = ['delivered', 'return_requested', 'returned'];
/** Units out of the delivery for good: cancelled or returned. */
export const endedStatuses: readonly UnitStatus[] = ['cancelled', 'returned'];
/** The delivery progress in order (spec 001 §4 status classes). */
export const deliveryProgress: readonly UnitStatus[] = [
  'approved',
  'readytoship',
  'dispatched',
  'shipped',
  'outfordelivery',
  'delivered',
];

export const isDelivered = (status: UnitStatus) => deliveredStatuses.includes(status);
/** Still on its way: neither delivered, nor cancelled, nor returned. */
export const isInTransit = (status: UnitStatus) => !isDelivered(status) && status !== 'cancelled';

/** The status label of one unit; a unit whose return was asked for is still Delivered until it is back. */
export function unitStatusLabel(status: UnitStatus): OrderStatusLabel {
  switch (status) {
    case 'approved':
      return 'Ordered';
    case 'readytoship':
      return 'Packaged';
    case 'dispatched':
    case 'shipped':
    case 'outfordelivery':
      return 'Shipped';
    case 'delivered':
    case 'return_requested':
      return 'Delivered';
    case 'cancelled':
      return 'Cancelled';
    case 'returned':
      return 'Returned';
  }
}

const progressRank: Record<OrderStatusLabel, number> = {
  Ordered: 0,
  Packaged: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
  Returned: 4,
};

/**
 * An order's label from its units: Cancelled when every unit is, Returned when every unit is
 * cancelled or returned and one was returned, else the least advanced of the units still in play
 * (an order is Delivered once all of them are).
 */
export function orderStatusLabel(statuses: readonly UnitStatus[]): OrderStatusLabel {
  if (statuses.length === 0) return 'Ordered';
  const live = statuses.filter((s) => !endedStatuses.includes(s));
  if (live.length === 0) return statuses.includes('returned') ? 'Returned' : 'Cancelled';
  return live.map(unitStatusLabel).reduce((a, b) => (progressRank[b] < progressRank[a] ? b : a));
}

/** The status class of spec 001 §4 (`return-requested` is hyphenated there). */
export const statusClassOf = (status: UnitStatus) => status.replaceAll('_', '-');
