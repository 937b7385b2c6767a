import { randomBytes } from 'node:crypto';
import {
  internalErrorCodes,
  internalEndpoints,
  type CompletedAnswer,
  type CompletedPayload,
  type PaidInstrument,
  type SessionAnswer,
  type StatusAnswer,
} from '../../contracts/payment-internal.ts';
import {
  confirmationStatus,
  ordersErrorCodes,
  ordersMessages as messages,
  type OrderType,
} from '../../contracts/orders-paths.ts';
import type { Confirmation, ConfirmationQuery, ItemAdjustment, Order, OrderAddress } from '../../contracts/orders.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction, type Tx } from '../../platform/db/transaction.ts';
import { eventsInsert } from '../../platform/events/domain-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { outboxInsert, type OutgoingMessage } from '../../platform/outbox.ts';
import { signedCall } from '../../platform/signed-call.ts';
import { getAccount } from '../accounts/service.ts';
import { cartOwnerOfLine, removeOrderedLines, type CartOwner } from '../cart/service.ts';
import { checkoutListings, type CheckoutListing } from '../catalogue/service.ts';
import {
  completeReservation,
  lockCheckoutOfReservation,
  releaseReservation,
  reservationOfToken,
  reservationTotals,
  takeCheckoutOfOrder,
  tokensToReconcile,
  type ReservationView,
} from '../checkout/service.ts';
import { deliveryPromises, promiseDate, type DeliveryPromise } from '../location/service.ts';
import { notificationsInsert } from '../notifications/service.ts';
import { getAddress } from '../profile/service.ts';
import { promiseDateText } from './dates.ts';
import { orderOf } from './order-view.ts';
import * as repo from './repository.ts';

/**
 * Order placement (docs/decisions/0041-order-placement.md): the payment service's signed calls
 * (session, completed, failed), the reconciliation of payments without an order, and the order
 * confirmation. A payment becomes orders in ONE transaction with the sale of its reservation,
 * keyed by its paymentId (UNIQUE), so replays and races give one order group.
 */
type Deps = Pick<AppContext, 'db' | 'config' | 'logger'>;

const unknownToken = () => new AppError(internalErrorCodes.unknownToken, 'This payment token is not known', 404);
const notFound = () => new AppError(ordersErrorCodes.notFound, messages.notFound, 404);

// ---- the payment service's calls ----------------------------------------------------------------

/** `session`: what a payment token binds; 404 PAYMENT_TOKEN_UNKNOWN for an unknown or forged token. */
export async function paymentSession(deps: Deps, token: string): Promise<SessionAnswer> {
  const r = await reservationOfToken(deps, token);
  if (!r) throw unknownToken();
  return {
    reservationId: r.reservationId,
    checkoutId: r.checkoutId,
    accountId: r.accountId,
    amount: r.amount,
    items: r.items.map(({ listingId, quantity, price }) => ({ listingId, quantity, price })),
    status: r.status,
    expiresAt: r.expiresAt.toISOString(),
  };
}

/** `failed`: the token's units go back once; a replay (or a token already sold) changes nothing. */
export async function paymentFailed(deps: Deps, token: string): Promise<{ status: ReservationView['status'] }> {
  const r = await releaseReservation(deps, token);
  if (!r) throw unknownToken();
  return { status: r.status };
}

/** The answer of a placed group; `orderIds` when the caller has just written them. */
const ordered = async (deps: Deps, group: repo.GroupRow, orderIds?: string[]): Promise<CompletedAnswer> => ({
  outcome: 'ORDERED',
  referenceId: group.paymentId,
  orderIds: orderIds ?? (await repo.selectOrderIds(deps.db, group.id)),
});
const refund: CompletedAnswer = { outcome: 'REFUND', referenceId: null, orderIds: [] };

/**
 * `completed`: a payment succeeded. In one transaction: the reservation becomes a sale
 * (`completeReservation`, which retakes the stock of an expired one or answers UNAVAILABLE),
 * and the order group, its orders (one per seller), items and units are written with the cart's
 * ordered lines removed, a notification, an email in the outbox and `order.placed` events.
 * Idempotent by paymentId: a replay, or a race with another completion of the same payment,
 * answers the same orders and writes nothing. Stock gone: REFUND, nothing written. An amount
 * other than the token's: 409 PAYMENT_AMOUNT_MISMATCH, nothing written.
 */
export async function completePayment(deps: Deps, payment: CompletedPayload): Promise<CompletedAnswer> {
  const reservation = await reservationOfToken(deps, payment.token);
  // A HELD reservation has no order (one is written only in the transaction that sells it); any
  // other may be this payment's, answered again without a write. A token still HELD here and sold
  // by a racing completion is found by its reservation in the transaction below.
  const done = reservation?.status === 'HELD' ? undefined : await repo.selectGroupByPayment(deps.db, payment.paymentId);
  if (done) return ordered(deps, done);
  if (!reservation) throw unknownToken();
  if (payment.amount !== reservation.amount) {
    throw new AppError(
      ordersErrorCodes.amountMismatch,
      `The payment's amount (${payment.amount}) is not the amount of its token (${reservation.amount})`,
      409,
    );
  }
  const accountId = reservation.accountId;
  if (!accountId) throw AppError.conflict('This payment token has no shopper account');
  // What the orders copy, read before the transaction (on PGlite a transaction must use only its own handle).
  const facts = await orderFacts(deps, reservation, accountId);

  const result = await withTransaction(deps.db, async (tx) => {
    // Locks in the order every checkout change takes them: the checkout's row, then the
    // reservation's (taken by completeReservation, which orders concurrent completions), then stock.
    await lockCheckoutOfReservation({ db: tx }, reservation);
    const sale = await completeReservation({ config: deps.config, db: tx }, payment.token);
    if (!sale) throw unknownToken();
    // A reservation this call sold has no order yet (completeReservation); one sold before may.
    const existing =
      sale.outcome === 'SOLD' && sale.sold
        ? undefined
        : await repo.selectGroupByReservation(tx, reservation.reservationId);
    if (existing) return existing.paymentId === payment.paymentId ? { group: existing } : refund;
    if (sale.outcome === 'UNAVAILABLE') return refund;
    return placeOrders(tx, deps, payment, reservation, accountId, facts);
  });
  if ('outcome' in result) return result;
  return ordered(deps, result.group, result.orderIds);
}

interface OrderFacts {
  listings: Map<string, CheckoutListing>;
  address: OrderAddress | null;
  email: string | null;
  phone: string | null;
  promises: Map<string, DeliveryPromise> | null;
}

async function orderFacts(deps: Deps, reservation: ReservationView, accountId: string): Promise<OrderFacts> {
  const [listings, address, account] = await Promise.all([
    checkoutListings(
      deps.db,
      reservation.items.map((i) => i.listingId),
    ),
    reservation.contactId
      ? getAddress(deps, accountId, reservation.contactId).catch(() => null)
      : Promise.resolve(null),
    getAccount(deps, accountId),
  ]);
  const promises = address
    ? await deliveryPromises(deps, address.pincode, [...new Set([...listings.values()].map((l) => l.warehousePincode))])
    : null;
  return {
    listings,
    address: address
      ? {
          name: address.name,
          phone: address.phone,
          alternatePhone: address.alternatePhone,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          locationTypeTag: address.locationTypeTag,
        }
      : null,
    email: account?.email ?? null,
    phone: account?.mobile ?? (address ? `+91${address.phone}` : null),
    promises,
  };
}

const newId = (prefix: string, bytes = 9) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
/** `OD` and 18 digits, like the marketplace's order ids. */
const newOrderId = () =>
  `OD${Date.now()}${String(randomBytes(4).readUInt32BE() % 100_000).padStart(5, '0')}`.padEnd(20, '0');

/** Rupees as the spec shows them: ₹1,23,456 or ₹99.50. */
export const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

const expressCharge = 9_900;

/** An order item's title: its listing's, copied at placement. */
const itemTitle = (listing: { title: string } | undefined | null) => listing?.title ?? 'Item';

/** The orders of one payment, written in its transaction; answers the group row. */
async function placeOrders(
  tx: Tx,
  deps: Deps,
  payment: CompletedPayload,
  reservation: ReservationView,
  accountId: string,
  facts: OrderFacts,
): Promise<{ group: repo.GroupRow; orderIds?: string[] }> {
  const checkout = await takeCheckoutOfOrder({ db: tx }, reservation);
  const orderType = (checkout?.checkoutType.toLowerCase() ?? 'physical') as OrderType;
  const now = new Date();
  const groupId = newId('OG');
  const group: repo.GroupRow = {
    id: groupId,
    paymentId: payment.paymentId,
    reservationId: reservation.reservationId,
    checkoutId: reservation.checkoutId,
    accountId,
    amount: reservation.amount,
    instruments: payment.instruments.map(({ code, label, amount }: PaidInstrument) => ({ code, label, amount })),
    paidAt: Number.isNaN(Date.parse(payment.completedAt)) ? now : new Date(payment.completedAt),
    placedAt: now,
  };

  // Lines priced as the token bound them; delivery charges go on as adjustments so the orders add up to the amount.
  const lines = reservation.items.map((item) => {
    const listing = facts.listings.get(item.listingId);
    const tier = checkout?.lines.get(item.listingId)?.tier ?? 'STANDARD';
    const promise = listing ? facts.promises?.get(listing.warehousePincode) : undefined;
    const days = promise?.serviceable ? (tier === 'EXPRESS' ? Math.max(1, promise.days - 1) : promise.days) : null;
    return {
      item,
      listing,
      tier,
      sellerId: listing?.seller.id ?? 'unknown',
      sellerName: listing?.seller.name ?? 'Seller',
      promisedDate: days === null ? null : promiseDate(days, now),
      adjustments: [] as ItemAdjustment[],
      amount: item.price * item.quantity,
    };
  });
  let rest = reservation.amount - lines.reduce((s, l) => s + l.amount, 0);
  for (const line of lines) {
    if (line.tier !== 'EXPRESS' || rest <= 0) continue;
    const charge = Math.min(expressCharge, rest);
    line.adjustments.push({ type: 'EXPRESS_DELIVERY', label: 'Express delivery', amount: charge });
    line.amount += charge;
    rest -= charge;
  }
  const first = lines[0];
  if (first && rest > 0) {
    first.adjustments.push({ type: 'DELIVERY_CHARGE', label: 'Delivery charges', amount: rest });
    first.amount += rest;
    rest = 0;
  }
  for (const line of lines) {
    if (rest >= 0) break;
    const off = Math.min(line.amount, -rest);
    line.adjustments.push({ type: 'DISCOUNT', label: 'Discount', amount: -off });
    line.amount -= off;
    rest += off;
  }

  const sellers = [...new Set(lines.map((l) => l.sellerId))];
  const orderRows = sellers.map((sellerId, position) => {
    const own = lines.filter((l) => l.sellerId === sellerId);
    const dates = own.map((l) => l.promisedDate).filter((d): d is string => d !== null);
    return {
      id: newOrderId(),
      groupId,
      accountId,
      position,
      sellerId,
      sellerName: own[0]?.sellerName ?? 'Seller',
      orderType,
      status: 'Ordered',
      amount: own.reduce((s, l) => s + l.amount, 0),
      totalSavings: own.reduce(
        (s, l) => s + Math.max(0, ((l.listing?.mrp ?? l.item.price) - l.item.price) * l.item.quantity),
        0,
      ),
      shippingAddress: facts.address,
      customerEmail: checkout?.email ?? facts.email,
      customerPhone: facts.phone,
      promiseDate: dates.length ? dates.sort().at(-1)! : null,
      placedAt: now,
      itemTitles: own.map((l) => itemTitle(l.listing)).join('\n'),
      lines: own,
    };
  });
  const itemRows = orderRows.flatMap((o) =>
    o.lines.map((l, position) => ({
      id: newId('OI'),
      orderId: o.id,
      position,
      listingId: l.item.listingId,
      productId: l.listing?.productId ?? '',
      title: itemTitle(l.listing),
      image: l.listing?.image ?? null,
      quantity: l.item.quantity,
      listingPrice: Math.max(l.listing?.mrp ?? l.item.price, l.item.price),
      sellingPrice: l.item.price,
      amount: l.amount,
      adjustments: l.adjustments,
      tier: l.tier,
      promisedDate: l.promisedDate,
    })),
  );
  const units = itemRows.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, position) => ({
      id: newId('OU'),
      orderItemId: item.id,
      orderId: item.orderId,
      position,
      status: 'approved',
      statusAt: now,
    })),
  );
  // The other domains' writes go in the orders' own statement, written only with its group.
  const when = repo.placedGroupWritten;
  const also = orderRows.length
    ? [
        notificationsInsert(
          accountId,
          orderRows.map((o) => {
            const count = o.lines.reduce((s, l) => s + l.item.quantity, 0);
            return {
              title: 'Order placed',
              text: `Your order ${o.id} of ${count} item${count === 1 ? '' : 's'} (${rupees(o.amount)}) from ${o.sellerName} has been placed.`,
              type: 'ORDER',
              actionUrl: `/order_details?order_id=${o.id}`,
              ...(o.lines[0]?.listing?.image ? { imageUrl: o.lines[0].listing.image } : {}),
            };
          }),
          when,
        ),
        eventsInsert(
          'order.placed',
          orderRows.map((o) => ({ orderId: o.id })),
          when,
        ),
      ]
    : [];
  const message = placedMessage(payment, reservation, facts, orderRows);
  if (message) also.push(outboxInsert(message, when));
  const written = await repo.insertPlacement(
    tx,
    group,
    { orders: orderRows.map(({ lines: _lines, ...o }) => o), items: itemRows, units },
    'Your order has been placed.',
    also,
  );
  // The unique indexes are the last guard: a concurrent completion that got here first wins.
  if (!written) {
    const winner = await repo.selectGroupByPayment(tx, payment.paymentId);
    if (winner) return { group: winner };
    throw AppError.conflict('This payment is being completed; try again');
  }

  // The cart loses what was ordered (a buy-now checkout never touched it).
  if (checkout && !checkout.buyNow) {
    const fromCart = reservation.items.flatMap((i) => {
      const cartItemId = checkout.lines.get(i.listingId)?.cartItemId;
      return cartItemId ? [{ cartItemId, quantity: i.quantity }] : [];
    });
    const owner: CartOwner | null = reservation.ownerKey.startsWith('a:')
      ? { accountId: reservation.ownerKey.slice(2) }
      : fromCart[0]
        ? await cartOwnerOfLine({ db: tx }, fromCart[0].cartItemId)
        : null;
    if (owner) await removeOrderedLines({ db: tx }, owner, fromCart);
  }
  return { group, orderIds: orderRows.map((o) => o.id) };
}

type PlacedOrder = {
  id: string;
  sellerName: string;
  amount: number;
  promiseDate: string | null;
  customerEmail: string | null;
  lines: { item: { quantity: number }; listing: CheckoutListing | undefined; amount: number }[];
};

/** The placement's email (or, without an address, its SMS); null when there is nobody to tell. */
function placedMessage(
  payment: CompletedPayload,
  reservation: ReservationView,
  facts: OrderFacts,
  orderRows: PlacedOrder[],
): OutgoingMessage | null {
  const to = orderRows[0]?.customerEmail ?? null;
  if (to) {
    const body = [
      `Thank you for your order. We have received your payment of ${rupees(reservation.amount)} (reference ${payment.paymentId}).`,
      '',
      ...orderRows.flatMap((o) => [
        `Order ${o.id} from ${o.sellerName}: ${rupees(o.amount)}${o.promiseDate ? `, delivery by ${promiseDateText(o.promiseDate)}` : ''}`,
        ...o.lines.map((l) => `  ${l.item.quantity} × ${l.listing?.title ?? 'Item'}: ${rupees(l.amount)}`),
      ]),
      '',
      facts.address
        ? `Delivering to ${facts.address.name}, ${facts.address.addressLine1}, ${facts.address.city}, ${facts.address.state} ${facts.address.pincode}.`
        : '',
    ].join('\n');
    return { channel: 'EMAIL', to, subject: `Your order ${orderRows[0]?.id ?? ''} has been placed`, body };
  }
  if (facts.phone)
    return {
      channel: 'SMS',
      to: facts.phone,
      body: `Your order ${orderRows.map((o) => o.id).join(', ')} of ${rupees(reservation.amount)} has been placed.`,
    };
  return null;
}

// ---- asking the payment service -----------------------------------------------------------------

/**
 * The payment service's truth about these tokens' payments (`internalEndpoints.status`, signed),
 * or null when it cannot be reached or answers nonsense (the caller tries again later).
 */
export async function askPaymentStatus(
  deps: Pick<Deps, 'config' | 'logger'>,
  tokens: string[],
  timeoutMs = 2_000,
): Promise<StatusAnswer | null> {
  const answer = await signedCall(
    deps.config.paymentsOrigin,
    deps.config.PAYMENTS_SIGNING_SECRET,
    internalEndpoints.status,
    { tokens },
    { headers: { 'x-device-source': 'web' }, timeoutMs },
  );
  if (answer.ok) return answer.value;
  deps.logger.warn(
    { status: answer.status, code: answer.code },
    'the payment service could not be asked for payment status',
  );
  return null;
}

type Paid = StatusAnswer['payments'][number];

/** The completion a payment the payment service reports as paid calls for (reconciliation, confirmation). */
export const completionOf = (p: Paid): CompletedPayload => ({
  token: p.token,
  paymentId: p.paymentId,
  amount: p.amount,
  instruments: p.instruments.length ? p.instruments : [{ code: 'UNKNOWN', amount: p.amount, label: 'Payment' }],
  completedAt: p.completedAt ?? new Date().toISOString(),
});

/**
 * One page of a reconciliation: asks the payment service about `tokens` and completes each
 * SUCCESS payment of them with `complete` (a failure is logged as `failure` and the rest go on);
 * null when the payment service could not be asked.
 */
async function completePaidTokens(
  deps: Deps,
  tokens: string[],
  complete: (deps: Deps, payment: CompletedPayload) => Promise<CompletedAnswer>,
  failure: string,
): Promise<{ ordered: number; refunded: number } | null> {
  const status = await askPaymentStatus(deps, tokens);
  if (!status) return null;
  const settled = { ordered: 0, refunded: 0 };
  const asked = new Set(tokens);
  for (const p of status.payments) {
    if (p.status !== 'SUCCESS' || !asked.has(p.token)) continue;
    try {
      const answer = await complete(deps, completionOf(p));
      if (answer.outcome === 'ORDERED') settled.ordered += 1;
      else settled.refunded += 1;
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: p.paymentId }, failure);
    }
  }
  return settled;
}

/** Minimum age of a HELD reservation before the reconciliation asks about it. */
export const reconcileMinAgeMs = 10_000;
/** How far back RELEASED and EXPIRED reservations are asked about after a start. */
export const reconcileLookbackMs = 24 * 3600_000;

export interface ReconcileResult {
  asked: number;
  ordered: number;
  refunded: number;
  /** False when the payment service could not be asked: the run is retried next time. */
  reached: boolean;
}

/**
 * One run of the reconciliation: pages through the tokens that may have been paid without an
 * order (HELD older than 10 s, RELEASED or EXPIRED since `endedSince`), asks the payment service
 * about each page, and completes the SUCCESS ones with `completePayment` (idempotent, so a run
 * of another process, or the payment service's own late call, makes no second order).
 */
export async function reconcilePayments(
  deps: Deps,
  options: { endedSince: Date; now?: Date; batch?: number },
): Promise<ReconcileResult> {
  return reconcileInPages(
    deps,
    options,
    async (heldBefore, afterId, limit) =>
      (
        await tokensToReconcile(deps, {
          heldBefore,
          endedSince: options.endedSince,
          ...(afterId ? { afterId } : {}),
          limit,
        })
      ).map((p) => ({ id: p.reservationId, token: p.token })),
    completePayment,
    'reconciling a payment failed',
  );
}

/**
 * A reconciliation run (the checkout's and pay-now's): pages through the tokens `pageOf` finds
 * (held before `heldBefore`, after the last page's id), asks the payment service about each page
 * and completes its paid tokens with `complete`; stops at a short page or when the payment
 * service cannot be asked (`reached: false`, retried next run).
 */
export async function reconcileInPages(
  deps: Deps,
  options: { now?: Date; batch?: number },
  pageOf: (heldBefore: Date, afterId: string | undefined, limit: number) => Promise<{ id: string; token: string }[]>,
  complete: (deps: Deps, payment: CompletedPayload) => Promise<CompletedAnswer>,
  failure: string,
): Promise<ReconcileResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 100;
  const heldBefore = new Date(now.getTime() - reconcileMinAgeMs);
  const result: ReconcileResult = { asked: 0, ordered: 0, refunded: 0, reached: true };
  let afterId: string | undefined;
  for (;;) {
    const page = await pageOf(heldBefore, afterId, batch);
    if (!page.length) return result;
    afterId = page.at(-1)?.id;
    const settled = await completePaidTokens(
      deps,
      page.map((p) => p.token),
      complete,
      failure,
    );
    if (!settled) return { ...result, reached: false };
    result.asked += page.length;
    result.ordered += settled.ordered;
    result.refunded += settled.refunded;
    if (page.length < batch) return result;
  }
}

// ---- the confirmation ---------------------------------------------------------------------------

/** A confirmation without orders: pending, failed or refunded. */
export const emptyConfirmation = (
  statusCode: Confirmation['statusCode'],
  statusMessage: string,
  referenceId: string | null,
) => ({
  statusCode,
  statusMessage,
  referenceId,
  sellerGroupMessage: '',
  productSpecificMessage: '',
  thankYouMessage: { message: '' },
  orderList: [],
});

/**
 * `GET /api/1/self-serve/order/confirmation/?reference_id&token` for the logged-in account: its
 * orders of that payment. When the orders are not there yet and the token is the account's, the
 * payment service is asked and a successful payment is completed here and now (the browser's
 * return and the payment service's call racing give one order group); a payment still pending
 * answers statusCode 202, a failed one 402 with the payment-failed message. Another account's or
 * an unknown reference: 404.
 */
export async function orderConfirmation(
  deps: Deps,
  accountId: string,
  query: ConfirmationQuery,
): Promise<Confirmation> {
  const { reference_id: referenceId, token } = query;
  if (!referenceId && !token) throw AppError.badRequest(messages.referenceRequired);
  // The usual case, a reference of a placed payment: the group and its orders in one read.
  const placed = referenceId ? await repo.selectGroupWithDetailByPayment(deps.db, referenceId) : undefined;
  let group = placed?.group;
  if (!group && token) {
    const reservation = await reservationOfToken(deps, token);
    if (!reservation || reservation.accountId !== accountId) throw notFound();
    group = await repo.selectGroupByReservation(deps.db, reservation.reservationId);
    if (!group) {
      const status = await askPaymentStatus(deps, [token]);
      const payments = status?.payments.filter((p) => p.token === token) ?? [];
      const paid = payments.find((p) => p.status === 'SUCCESS' && (!referenceId || p.paymentId === referenceId));
      if (paid) {
        const answer = await completePayment(deps, completionOf(paid));
        if (answer.outcome === 'REFUND')
          return emptyConfirmation(confirmationStatus.failed, messages.refunded, paid.paymentId);
        group = await repo.selectGroupByPayment(deps.db, paid.paymentId);
      } else if (!status || payments.length === 0 || payments.some((p) => p.status === 'PENDING')) {
        return emptyConfirmation(confirmationStatus.pending, messages.pending, referenceId ?? null);
      } else {
        return emptyConfirmation(confirmationStatus.failed, messages.failed, referenceId ?? null);
      }
    }
  }
  if (!group || group.accountId !== accountId) throw notFound();
  if (referenceId && group.paymentId !== referenceId) throw notFound();
  const orderList = ordersOf(group, placed?.detail ?? (await repo.selectGroupDetail(deps.db, group.id)));
  return {
    statusCode: confirmationStatus.ok,
    statusMessage: messages.placed,
    referenceId: group.paymentId,
    sellerGroupMessage: messages.sellerGroup(orderList.length),
    productSpecificMessage: messages.productSpecific,
    thankYouMessage: { message: messages.thankYou },
    orderList,
  };
}

export function ordersOf(group: repo.GroupRow, detail: Awaited<ReturnType<typeof repo.selectGroupDetail>>): Order[] {
  return detail.orders.map((o) => orderOf(group, o, detail.items, detail.units));
}

// ---- the money audit ----------------------------------------------------------------------------

export interface OrderAudit {
  /** Payments turned into orders (order groups) and what they hold. */
  groups: number;
  orders: number;
  units: number;
  amount: number;
  /** Reservations sold (each is exactly one group), their units and amount; HELD ones left. */
  soldReservations: number;
  soldUnits: number;
  soldAmount: number;
  heldReservations: number;
  /** Groups whose orders, items or units do not add up (none expected). */
  unbalanced: string[];
  /** charges = orders: when `charges` is given (successful payments of the payment service). */
  charges: number | null;
  /** Every equation holds: groups = sold reservations (= charges), units = sold units, amounts equal, none HELD, none unbalanced. */
  ok: boolean;
}

/**
 * The audit of the money path (MONEY-PATH.md): charges = order groups = sold reservations, order
 * units = sold units, amounts to the paise, no reservation left HELD. `charges` is the payment
 * service's count of successful payments (and their amount) when the caller has it (tests, bench).
 */
export async function auditOrders(
  deps: Pick<Deps, 'db'>,
  charges?: { count: number; amount?: number },
): Promise<OrderAudit> {
  const [totals, reservations, unbalanced] = await Promise.all([
    repo.orderTotals(deps.db),
    reservationTotals(deps),
    repo.unbalancedGroups(deps.db),
  ]);
  const ok =
    totals.groups === reservations.sold &&
    totals.units === reservations.soldUnits &&
    totals.amount === reservations.soldAmount &&
    reservations.held === 0 &&
    unbalanced.length === 0 &&
    (!charges ||
      (charges.count === totals.groups && (charges.amount === undefined || charges.amount === totals.amount)));
  return {
    groups: totals.groups,
    orders: totals.orders,
    units: totals.units,
    amount: totals.amount,
    soldReservations: reservations.sold,
    soldUnits: reservations.soldUnits,
    soldAmount: reservations.soldAmount,
    heldReservations: reservations.held,
    unbalanced,
    charges: charges?.count ?? null,
    ok,
  };
}
