import { ordersErrorCodes, ordersMessages as messages, type UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderDetail, OrderDetailItem } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { orderedListings, type OrderedListing } from '../catalogue/service.ts';
import { istDayText } from './dates.ts';
import { isCashOnDelivery, orderFlags, type UnitFacts } from './flags.ts';
import { groupedItemsOf } from './grouped-items.ts';
import { orderOf, paymentMethodsOf } from './order-view.ts';
import { eventNames, progressStepsOf } from './progress-steps.ts';
import { selectOrderDetail, type OrderDetailRows, type UnitEvent } from './self-serve-repository.ts';
import { rupees } from './service.ts';
import { statusClassOf } from './status.ts';

type Deps = Pick<AppContext, 'db'>;

const dayMs = 24 * 3600_000;

/** Another account's order and an unknown id answer the same, revealing nothing. */
export const orderNotFound = () => new AppError(ordersErrorCodes.notFound, messages.notFound, 404);

/** An account's order with what it shows, or 404 ORDER_NOT_FOUND. */
export async function readOwnOrder(deps: Deps, accountId: string, orderId: string): Promise<OrderDetailRows> {
  const rows = await selectOrderDetail(deps.db, accountId, orderId);
  if (!rows) throw orderNotFound();
  return rows;
}

/** The facts the flag rules (flags.ts) take, from an order's rows and its listings' return policies. */
export function flagFactsOf(
  rows: OrderDetailRows,
  listings: ReadonlyMap<string, Pick<OrderedListing, 'returnPolicy'>>,
) {
  return {
    orderType: rows.order.orderType as OrderDetail['orderType'],
    instruments: paymentMethodsOf(rows.order, rows.group),
    subscribed: rows.order.subscribed,
    paidOnline: rows.paidOnline,
    items: rows.items.map((i) => ({
      units: rows.units
        .filter((u) => u.orderItemId === i.id)
        .map((u): UnitFacts => ({ status: u.status as UnitStatus, statusAt: u.statusAt })),
      returnWindow: listings.get(i.listingId)?.returnPolicy ?? null,
    })),
  };
}

const returnPolicyText = (p: OrderedListing['returnPolicy']) =>
  p.kind === 'NO_RETURN' || p.days <= 0
    ? 'Not returnable'
    : `${p.days} days ${p.kind === 'REPLACEMENT' ? 'replacement' : 'return'} policy`;

/**
 * `GET /api/1/self-serve/order/detail/?order_id=` for the logged-in account: the order (spec
 * 001 §3 Order and Order item), each item's timeline from its first unit, the flags of flags.ts
 * and the actions they allow. Another account's order or an unknown id: 404 ORDER_NOT_FOUND.
 */
export async function orderDetail(
  deps: Deps,
  accountId: string,
  orderId: string,
  now = new Date(),
): Promise<OrderDetail> {
  const rows = await readOwnOrder(deps, accountId, orderId);
  const listings = await orderedListings(
    deps.db,
    rows.items.map((i) => i.listingId),
  );
  const facts = flagFactsOf(rows, listings);
  const flags = orderFlags(facts, now);
  const base = orderOf(rows.group, rows.order, rows.items, rows.units);
  const eventsOf = (unitId: string | undefined) => rows.events.filter((e) => e.unitId === unitId);
  const prepaid = !isCashOnDelivery(facts.instruments) || rows.paidOnline;

  const items = base.items.map((item, n): OrderDetailItem => {
    const row = rows.items[n]!;
    const units = facts.items[n]?.units ?? [];
    const first = units[0];
    const firstEvents = eventsOf(item.orderItemUnitId);
    const deliveredAt = deliveredAtOf(first, firstEvents);
    const listing = listings.get(row.listingId);
    const policy = listing?.returnPolicy ?? null;
    const itemFlags = flags.items[n]!;
    const cancelledUnits = units.filter((u) => u.status === 'cancelled').length;
    return {
      ...item,
      itemProgressSteps: progressStepsOf(first?.status ?? 'approved', firstEvents, row.promisedDate),
      statusClass: statusClassOf(first?.status ?? 'approved'),
      returnPolicy: policy ? returnPolicyText(policy) : null,
      returnBadge:
        policy && deliveredAt && policy.kind !== 'NO_RETURN' && policy.days > 0
          ? returnBadgeOf(policy, deliveredAt, now)
          : null,
      assuredBuyBackData: null,
      associatedOrderItemId: null,
      sellerUrl: `/sellers?pid=${encodeURIComponent(row.productId)}`,
      sellerReviewUrl: itemFlags.itemReviewable ? `/sellers?pid=${encodeURIComponent(row.productId)}` : null,
      giftDetails: row.giftDetails ?? null,
      returnTracking: null,
      // What a cancelled unit of a paid order gives back; a cash-on-delivery order paid nothing.
      nonReturnRefunds:
        cancelledUnits && prepaid
          ? [
              {
                amount: Math.round((row.amount * cancelledUnits) / Math.max(1, units.length)),
                label: 'Refund for the cancelled item',
              },
            ]
          : [],
      rateAndReview: itemFlags.itemReviewable && listing ? { url: listing.reviewsUrl, rating: null } : null,
      category: listing?.category ?? null,
      vertical: listing?.vertical ?? null,
      fsn: row.productId,
      ...itemFlags,
      preOrder: false,
      promisedFromDate: null,
      promisedToDate: row.promisedDate,
      actualDeliveredDate: deliveredAt?.toISOString() ?? null,
      currentSlotStartDate: null,
      currentSlotEndDate: null,
    };
  });

  const { items: _itemFlags, prepaidEligible, actions, ...orderLevel } = flags;
  return {
    ...base,
    statusCode: 200,
    statusMessage: messages.detailOk,
    orderSubType: null,
    items,
    groupedItems: groupedItemsOf(
      rows.items.map((i, n) => ({ ...i, units: facts.items[n]?.units ?? [] })),
      rows.order.promiseDate,
    ),
    prepaidEligibilityData: prepaidEligible
      ? {
          eligibility: true,
          messageTitle: messages.prepaidTitle,
          message: messages.prepaidMessage(rupees(rows.order.amount)),
        }
      : { eligibility: false, messageTitle: '', message: '' },
    orderNotifications: notificationsOf(rows.events),
    ...orderLevel,
    // No cashback offers run with any wallet in this shop.
    phonePeCashbackMessage: null,
    actions,
  };
}

/** When the unit was delivered: its delivered event, else (no event) when it reached delivered. */
function deliveredAtOf(unit: UnitFacts | undefined, events: readonly UnitEvent[]): Date | null {
  const event = events.find((e) => e.status === 'delivered');
  if (event) return event.at;
  return unit?.status === 'delivered' ? unit.statusAt : null;
}

function returnBadgeOf(policy: OrderedListing['returnPolicy'], deliveredAt: Date, now: Date): string {
  const ends = new Date(deliveredAt.getTime() + policy.days * dayMs);
  const what = policy.kind === 'REPLACEMENT' ? 'Replacement' : 'Return';
  return ends.getTime() >= now.getTime()
    ? `${what} window open till ${istDayText(ends)}`
    : `${what} window closed on ${istDayText(ends)}`;
}

/** The order's updates for the page: each step its units reached, first time only, newest first. */
function notificationsOf(events: readonly UnitEvent[]): OrderDetail['orderNotifications'] {
  const first = new Map<UnitStatus, UnitEvent>();
  for (const e of events) if (!first.has(e.status)) first.set(e.status, e);
  return [...first.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((e) => ({ message: e.remark ?? eventNames[e.status], at: e.at.toISOString() }));
}
