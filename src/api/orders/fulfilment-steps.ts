import { statusClasses, type OrderStatusLabel, type UnitStatus } from '../../contracts/orders-paths.ts';

/**
 * The moves a unit may make (docs/decisions/0045-fulfilment-clock.md): forward along the
 * delivery progress of 001 §4 (approved → readytoship → dispatched → shipped → outfordelivery →
 * delivered), cancelled before delivery, return requested and returned after it. Cancelled and
 * returned units never move again; nothing moves backward.
 */
export const deliverySteps: readonly UnitStatus[] = statusClasses.delivery;

/** The clock moves units in these statuses (delivered is the end of the road). */
export const clockedStatuses = deliverySteps.slice(0, -1);

const rankOf = (status: UnitStatus) => deliverySteps.indexOf(status);

/** The status the clock moves a unit to next, or null when it does not move. */
export function nextStep(status: UnitStatus): UnitStatus | null {
  const rank = rankOf(status);
  return rank >= 0 && rank < deliverySteps.length - 1 ? (deliverySteps[rank + 1] ?? null) : null;
}

export type StepPath = { ok: true; steps: UnitStatus[] } | { ok: false; reason: string };

/**
 * Every status a unit passes from `from` to reach `to` (each is written as an event), or why it
 * cannot: a support move to delivered from approved passes all five steps, so the timeline shows
 * each with its date.
 */
export function pathTo(from: UnitStatus, to: UnitStatus): StepPath {
  if (from === to) return { ok: false, reason: `is already ${to}` };
  if (from === 'cancelled' || from === 'returned') return { ok: false, reason: `is ${from} and does not move` };
  const [fromRank, toRank] = [rankOf(from), rankOf(to)];
  if (toRank >= 0) {
    return fromRank >= 0 && fromRank < toRank
      ? { ok: true, steps: deliverySteps.slice(fromRank + 1, toRank + 1) }
      : { ok: false, reason: `is ${from}; moving it back to ${to} is not allowed` };
  }
  if (to === 'cancelled')
    return fromRank >= 0 && from !== 'delivered'
      ? { ok: true, steps: ['cancelled'] }
      : { ok: false, reason: `is ${from}; only a unit not yet delivered can be cancelled` };
  if (from === 'delivered') return { ok: true, steps: to === 'returned' ? ['return_requested', 'returned'] : [to] };
  if (from === 'return_requested' && to === 'returned') return { ok: true, steps: ['returned'] };
  return { ok: false, reason: `is ${from}; only a delivered unit can be returned` };
}

/** A unit's status label (spec 000 §1): a unit whose return is requested was delivered. */
export function unitLabel(status: UnitStatus): OrderStatusLabel {
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

const labelRank: OrderStatusLabel[] = ['Ordered', 'Packaged', 'Shipped', 'Delivered'];

/**
 * The order-level label of its units: the least advanced of the units still on their way (an
 * order is Delivered when everything in it is), ignoring cancelled and returned ones; when none
 * is left, Returned if any unit was returned, else Cancelled.
 */
export function orderLabelOf(statuses: UnitStatus[]): OrderStatusLabel {
  const live = statuses.map(unitLabel).filter((l) => l !== 'Cancelled' && l !== 'Returned');
  if (!live.length) return statuses.includes('returned') ? 'Returned' : 'Cancelled';
  return labelRank[Math.min(...live.map((l) => labelRank.indexOf(l)))] ?? 'Ordered';
}
