import type { UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderListEntry } from '../../contracts/orders.ts';
import { istDayText, promiseDateText } from './dates.ts';
import { unitLabel } from './fulfilment-steps.ts';

type Group = OrderListEntry['groupedItems'][number];

/** An item as the order list and the detail group it: its units with their statuses and times. */
export interface GroupableItem {
  id: string;
  title: string;
  image: string | null;
  quantity: number;
  amount: number;
  promisedDate: string | null;
  units: readonly { status: UnitStatus; statusAt: Date }[];
}

/**
 * The sub-status under a group's label (spec 001 §2 My orders): when it happened for units that
 * arrived or left the delivery ('Delivered on Tue, Jan 5th '24'), the promise while on the way.
 */
export function subStatusOf(status: UnitStatus, statusAt: Date, promise: string | null): string {
  const day = istDayText(statusAt);
  switch (status) {
    case 'delivered':
      return `Delivered on ${day}`;
    case 'return_requested':
      return `Return requested on ${day}`;
    case 'returned':
      return `Returned on ${day}`;
    case 'cancelled':
      return `Cancelled on ${day}`;
    default: {
      const by = promiseDateText(promise);
      if (by) return `Arriving by ${by}`;
      return `${unitLabel(status)} on ${day}`;
    }
  }
}

/**
 * The order's items grouped by what the shopper reads about them (status label and sub-status),
 * in the order the items were bought. An item whose units went different ways (one delivered,
 * one cancelled) is in each of their groups with those units' quantity and share of its amount
 * (the last share takes the rounding, so the shares add up to the item's amount).
 */
export function groupedItemsOf(items: readonly GroupableItem[], orderPromise: string | null): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const parts = new Map<string, { status: string; sub: string; count: number }>();
    for (const unit of item.units) {
      const status = unitLabel(unit.status);
      const sub = subStatusOf(unit.status, unit.statusAt, item.promisedDate ?? orderPromise);
      const key = `${status}\n${sub}`;
      const part = parts.get(key) ?? { status, sub, count: 0 };
      part.count += 1;
      parts.set(key, part);
    }
    const units = item.units.length;
    let given = 0;
    [...parts].forEach(([key, part], n) => {
      const amount =
        n === parts.size - 1 ? item.amount - given : Math.round((item.amount * part.count) / Math.max(1, units));
      given += amount;
      const group = groups.get(key) ?? { desktopStatus: part.status, desktopSubStatus: part.sub, items: [] };
      group.items.push({
        orderItemId: item.id,
        title: item.title,
        quantity: part.count,
        itemMetadata: { isLarge: false, url: item.image },
        amount,
      });
      groups.set(key, group);
    });
  }
  return [...groups.values()];
}
