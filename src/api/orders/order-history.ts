import { randomBytes } from 'node:crypto';
import type { UnitStatus } from '../../contracts/orders-paths.ts';
import type { OrderAddress, OrderPaymentMethod } from '../../contracts/orders.ts';
import { withTransaction, type Executor } from '../../platform/db/transaction.ts';
import { checkoutListings } from '../catalogue/service.ts';
import { deliverySteps, orderLabelOf } from './fulfilment-steps.ts';
import { insertOrderHistory, type HistoryRows } from './self-serve-repository.ts';

/**
 * A shopper's order history written straight into the tables, as years of shopping would have
 * left it: the bench's shopper with 1,000 orders (issue 13 item 7) and the paging tests. Orders
 * placed through checkout and the payment service are what the other tests use; this writes the
 * same rows (a group, one order, its items, units and their progress events) without the calls.
 */

const dayMs = 24 * 3600_000;

/** A small deterministic generator (mulberry32): the same seed writes the same history. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const address: OrderAddress = {
  name: 'Asha Rao',
  phone: '9876543210',
  alternatePhone: null,
  addressLine1: '12 MG Road, Ashok Nagar',
  addressLine2: 'Flat 4B',
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  locationTypeTag: 'HOME',
};

const remarks: Partial<Record<UnitStatus, string>> = {
  approved: 'Your order has been placed.',
  readytoship: 'Your item has been packed.',
  dispatched: 'Your item has left the seller facility.',
  shipped: 'Your item has been shipped.',
  outfordelivery: 'Your item is out for delivery.',
  delivered: 'Your item has been delivered.',
  cancelled: 'Your item has been cancelled.',
  returned: 'Your item has been returned.',
};

/** Where a unit of an order placed `ageDays` ago is now, and the statuses it went through. */
function pathOf(ageDays: number, r: number): UnitStatus[] {
  if (ageDays > 10) {
    if (r < 0.07) return ['approved', 'cancelled'];
    if (r < 0.1) return [...deliverySteps, 'return_requested', 'returned'];
    return [...deliverySteps];
  }
  const reached = Math.min(deliverySteps.length, 1 + Math.floor(ageDays / 2));
  return deliverySteps.slice(0, reached);
}

/**
 * `count` orders of `accountId` over the last three years (the newest placed now), of the given
 * listings (each order is one seller's), 80% paid by card and 20% cash on delivery.
 */
export async function seedOrderHistory(
  db: Executor,
  input: { accountId: string; listingIds: string[]; count: number; seed?: number; now?: Date },
): Promise<string[]> {
  const listings = [...(await checkoutListings(db, input.listingIds)).values()];
  if (listings.length === 0) throw new Error('seedOrderHistory: none of the listings exists');
  const bySeller = new Map<string, typeof listings>();
  for (const l of listings) bySeller.set(l.seller.id, [...(bySeller.get(l.seller.id) ?? []), l]);
  const sellers = [...bySeller.values()];
  const next = random(input.seed ?? 13);
  const now = input.now ?? new Date();
  const span = 3 * 365 * dayMs;
  const rows: HistoryRows = { groups: [], orders: [], items: [], units: [], events: [] };
  const tag = randomBytes(3).toString('hex').toUpperCase();
  for (let n = 0; n < input.count; n++) {
    const placedAt = new Date(now.getTime() - Math.round((span * n) / Math.max(1, input.count)));
    const ageDays = (now.getTime() - placedAt.getTime()) / dayMs;
    const own = sellers[Math.floor(next() * sellers.length)]!;
    const picked = own.slice(0, 1 + Math.floor(next() * Math.min(3, own.length)));
    const orderId = `OD${tag}${String(n).padStart(8, '0')}`;
    const groupId = `OG${tag}${n}`;
    const promise = new Date(placedAt.getTime() + 4 * dayMs).toISOString().slice(0, 10);
    const lines = picked.map((l, position) => ({ l, position, quantity: 1 + Math.floor(next() * 2) }));
    const amount = lines.reduce((s, x) => s + x.l.price * x.quantity, 0);
    const instruments: OrderPaymentMethod[] =
      next() < 0.2
        ? [{ code: 'COD', label: 'Cash on delivery', amount }]
        : [{ code: 'CREDIT', label: 'Visa card ending 1111', amount }];
    rows.groups.push({
      id: groupId,
      paymentId: `PAYH${tag}${n}`,
      reservationId: `RESH${tag}${n}`,
      checkoutId: `CHKH${tag}${n}`,
      accountId: input.accountId,
      amount,
      instruments,
      paidAt: placedAt,
      placedAt,
    });
    const path = pathOf(ageDays, next());
    const last = path.at(-1)!;
    const stepMs = Math.min(dayMs, (now.getTime() - placedAt.getTime()) / Math.max(1, path.length));
    rows.orders.push({
      id: orderId,
      groupId,
      accountId: input.accountId,
      position: 0,
      sellerId: own[0]!.seller.id,
      sellerName: own[0]!.seller.name,
      orderType: 'physical',
      // Every unit of an order went the same way here.
      status: orderLabelOf([last]),
      amount,
      totalSavings: lines.reduce((s, x) => s + Math.max(0, x.l.mrp - x.l.price) * x.quantity, 0),
      shippingAddress: address,
      customerEmail: 'asha.history@example.com',
      customerPhone: '+919876543210',
      promiseDate: promise,
      placedAt,
      itemTitles: lines.map((x) => x.l.title).join('\n'),
    });
    for (const { l, position, quantity } of lines) {
      const itemId = `OI${tag}${n}X${position}`;
      rows.items.push({
        id: itemId,
        orderId,
        position,
        listingId: l.listingId,
        productId: l.productId,
        title: l.title,
        image: l.image,
        quantity,
        listingPrice: Math.max(l.mrp, l.price),
        sellingPrice: l.price,
        amount: l.price * quantity,
        adjustments: [],
        tier: 'STANDARD',
        promisedDate: promise,
      });
      for (let u = 0; u < quantity; u++) {
        const unitId = `OU${tag}${n}X${position}U${u}`;
        path.forEach((status, step) =>
          rows.events.push({
            unitId,
            status,
            remark: remarks[status] ?? null,
            at: new Date(placedAt.getTime() + step * stepMs),
          }),
        );
        rows.units.push({
          id: unitId,
          orderItemId: itemId,
          orderId,
          position: u,
          status: last,
          statusAt: new Date(placedAt.getTime() + (path.length - 1) * stepMs),
        });
      }
    }
  }
  await withTransaction(db, (tx) => insertOrderHistory(tx, rows));
  return rows.orders.map((o) => o.id);
}
