import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  checkoutErrorCodes as codes,
  checkoutLimits as limits,
  checkoutMessages as messages,
  type DeliveryTier,
} from '../../contracts/checkout-paths.ts';
import type {
  CheckoutItem,
  CheckoutSummary,
  ContactPayload,
  InitPayload,
  PaymentTokenResult,
  UpdateCheckoutPayload,
} from '../../contracts/checkout.ts';
import type { Address } from '../../contracts/profile.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, withTransaction, type Executor, type Tx } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { guestAccountForCheckout } from '../accounts/service.ts';
import { checkoutListings, restoreStock, takeStock, type CheckoutListing } from '../catalogue/service.ts';
import { deliveryPromises, type DeliveryPromise } from '../location/service.ts';
import { getAddress, listAddresses, saveAddress } from '../profile/service.ts';
import { checkAddress } from './address-check.ts';
import * as repo from './repository.ts';
import type { ReservedItem } from './schema.ts';

/**
 * The checkout of spec 001 (docs/decisions/0037-checkout.md): one per shopper, started from the
 * cart or from buy-now listings, changed line by line, delivered to one of the shopper's saved
 * addresses (the profile domain's, shared with /account/addresses), and ended by a payment token
 * that holds the buyable units for `config.CHECKOUT_HOLD_SECONDS`. The payment issue ends a
 * reservation with `completeReservation` (a sale) or `releaseReservation` (declined).
 */
type Deps = Pick<AppContext, 'db' | 'config'>;

/** Who is checking out: from the session (routes.ts). */
export interface Shopper {
  /** `a:{accountId}` when logged in, else `v:{visitorKey}`. */
  ownerKey: string;
  /** The logged-in account, or null for a visitor. */
  accountId: string | null;
  /** The visitor key of the session's data (kept across the login's token rotation), if any. */
  visitorKey: string | null;
}

/** The cart's buyable lines, as the cart domain hands them to checkout (`cartLinesForCheckout`). */
export type CartLinesSource = () => Promise<{ cartItemId: string; listingId: string; quantity: number }[]>;

const noCheckout = () => new AppError(codes.noCheckout, messages.noCheckout, 404);
const itemNotFound = () => new AppError(codes.itemNotFound, messages.itemNotFound, 404);
const contactNotFound = () => new AppError(codes.contactNotFound, messages.contactNotFound, 404);
const generic = (message: string) => new AppError(codes.generic, message, 400);
const outOfStock = () => new AppError(codes.outOfStock, messages.outOfStock, 409);
const notServiceable = () => new AppError(codes.notServiceable, messages.notServiceable, 409);
const loginRequired = () => new AppError(codes.loginRequired, messages.loginRequired, 401);

// ---- reading ------------------------------------------------------------------------------------

/**
 * The shopper's checkout row. A shopper who just logged in inside checkout keeps the checkout
 * they started as a visitor: it becomes the account's (replacing an older one of the account).
 */
async function findCheckout(ctx: Deps, shopper: Shopper): Promise<repo.CheckoutWithLines | undefined> {
  const own = await repo.selectCheckoutWithLines(ctx.db, { ownerKey: shopper.ownerKey });
  if (!shopper.accountId || !shopper.visitorKey) return own;
  const visitorOwner = `v:${shopper.visitorKey}`;
  const visitors = await repo.selectCheckoutByOwner(ctx.db, visitorOwner);
  if (!visitors) return own;
  const accountId = shopper.accountId;
  await withTransaction(ctx.db, async (tx) => {
    const claimed = await repo.lockCheckoutByOwner(tx, visitorOwner);
    if (!claimed) return;
    const older = await repo.lockCheckoutByOwner(tx, shopper.ownerKey);
    if (older) {
      await endHeld(tx, older.id);
      await repo.deleteCheckout(tx, older.id);
    }
    await endHeld(tx, claimed.id);
    // Addresses of a guest checkout were the GUEST account's: the logged-in account chooses its own.
    await repo.updateCheckoutRow(tx, claimed.id, {
      ownerKey: shopper.ownerKey,
      accountId,
      guest: false,
      selectedContactId: claimed.accountId === accountId ? claimed.selectedContactId : null,
    });
  });
  return repo.selectCheckoutWithLines(ctx.db, { ownerKey: shopper.ownerKey });
}

async function requireCheckout(ctx: Deps, shopper: Shopper): Promise<repo.CheckoutWithLines> {
  const row = await findCheckout(ctx, shopper);
  if (!row) throw noCheckout();
  return row;
}

type Cold = NonNullable<CheckoutItem['coldReason']>;
const coldMessages: Record<Cold, string> = {
  OUT_OF_STOCK: 'Out of stock',
  QUANTITY_UNAVAILABLE: messages.quantityUnavailable,
  NOT_SERVICEABLE: messages.notServiceable,
};

interface View {
  summary: CheckoutSummary;
  /** The buyable lines as the token binds them. */
  buyable: (ReservedItem & { tier: DeliveryTier })[];
  held: repo.ReservationRow | undefined;
  selected: Address | null;
  updatedAt: Date;
  lineCount: number;
  listings: Map<string, CheckoutListing>;
}

const expressDays = (promise: DeliveryPromise) => Math.max(1, promise.days - 1);

/** One line as the summary shows it; the units the shopper's own live reservation holds count as available. */
function itemOf(
  line: repo.LineRow,
  listing: CheckoutListing,
  heldUnits: number,
  pincode: string | null,
  promise: DeliveryPromise | undefined,
): CheckoutItem {
  const available = listing.stock + heldUnits;
  const serviceable = pincode ? Boolean(promise?.serviceable) : true;
  const coldReason: Cold | null =
    available <= 0
      ? 'OUT_OF_STOCK'
      : line.quantity > available
        ? 'QUANTITY_UNAVAILABLE'
        : !serviceable
          ? 'NOT_SERVICEABLE'
          : null;
  const tier = line.tier === 'EXPRESS' ? 'EXPRESS' : 'STANDARD';
  const canExpress = Boolean(promise?.serviceable && promise.days > 1);
  const days = promise?.serviceable ? (tier === 'EXPRESS' ? expressDays(promise) : promise.days) : 0;
  return {
    cartItemRefId: line.id,
    childItems: [],
    listingId: listing.listingId,
    productId: listing.productId,
    title: listing.title,
    image: listing.image,
    seller: listing.seller,
    quantity: line.quantity,
    maxQuantity: Math.max(0, Math.min(limits.maxQuantity, available)),
    price: listing.price,
    mrp: listing.mrp,
    discountPercent: Math.floor(((listing.mrp - listing.price) * 100) / listing.mrp),
    delivery: {
      pincode,
      serviceable: pincode ? serviceable : false,
      date: promise?.serviceable ? promiseDateIn(days) : null,
      days,
    },
    tier,
    tiers: [
      { value: 'STANDARD', charge: 0 },
      ...(canExpress ? [{ value: 'EXPRESS' as const, charge: limits.expressCharge }] : []),
    ],
    coldReason,
    message: coldReason ? coldMessages[coldReason] : null,
  };
}

/** Today plus `days` as `YYYY-MM-DD` in Asia/Kolkata. */
function promiseDateIn(days: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  ist.setUTCDate(ist.getUTCDate() + days);
  return ist.toISOString().slice(0, 10);
}

/** Price details of the buyable lines (spec 001 §9: free delivery above ₹500). */
export function priceOf(
  items: Pick<CheckoutItem, 'price' | 'mrp' | 'quantity' | 'tier'>[],
): CheckoutSummary['priceSummary'] {
  const price = items.reduce((s, i) => s + i.mrp * i.quantity, 0);
  const selling = items.reduce((s, i) => s + i.price * i.quantity, 0);
  const express = items.filter((i) => i.tier === 'EXPRESS').length * limits.expressCharge;
  const free = selling > limits.freeDeliveryAbove;
  const base = items.length === 0 || free ? 0 : limits.deliveryCharge;
  return {
    itemCount: items.reduce((s, i) => s + i.quantity, 0),
    price,
    discount: price - selling,
    deliveryCharge: base + express,
    total: selling + base + express,
    // The cart's figure (decision 0036): the shopper reads one 'You will save' from cart to payment.
    savings: price - selling,
  };
}

/** What a caller has just read for the same checkout and the view may use instead of reading it again. */
interface Known {
  addresses?: Address[];
  listings?: Map<string, CheckoutListing>;
}

/** The summary's view of a checkout read with its lines and HELD reservation (`selectCheckoutWithLines`). */
async function viewOf(ctx: Deps, found: repo.CheckoutWithLines, known: Known = {}): Promise<View> {
  const { checkout, lines, held } = found;
  const missing = lines.some((l) => !known.listings?.has(l.listingId));
  const [addresses, listings] = await Promise.all([
    known.addresses ?? (checkout.accountId ? listAddresses(ctx, checkout.accountId) : Promise.resolve([])),
    known.listings && !missing
      ? known.listings
      : checkoutListings(
          ctx.db,
          lines.map((l) => l.listingId),
        ),
  ]);
  const selected = addresses.find((a) => a.id === checkout.selectedContactId) ?? null;
  const pincode = selected?.pincode ?? checkout.pincode;
  const live = held && held.expiresAt.getTime() > Date.now() ? held : undefined;
  const heldUnits = new Map((live?.items ?? []).map((i) => [i.listingId, i.quantity]));
  const promises = pincode
    ? await deliveryPromises(ctx, pincode, [...new Set([...listings.values()].map((l) => l.warehousePincode))])
    : null;

  const buyableStateItems: CheckoutItem[] = [];
  const coldStateItems: CheckoutItem[] = [];
  for (const line of lines) {
    const listing = listings.get(line.listingId);
    if (!listing) continue;
    const item = itemOf(
      line,
      listing,
      heldUnits.get(line.listingId) ?? 0,
      pincode,
      promises?.get(listing.warehousePincode),
    );
    (item.coldReason ? coldStateItems : buyableStateItems).push(item);
  }
  const summary: CheckoutSummary = {
    checkoutId: checkout.id,
    checkoutType: checkout.checkoutType as CheckoutSummary['checkoutType'],
    buyNow: checkout.buyNow,
    createdAt: checkout.createdAt.toISOString(),
    email: checkout.email,
    loggedIn: checkout.accountId !== null,
    pincode,
    orderSummary: { buyableStateItems, coldStateItems },
    priceSummary: priceOf(buyableStateItems),
    addressData: { billingAddressInfos: addresses, selectedContactId: selected?.id ?? null },
    reservedUntil: live ? live.expiresAt.toISOString() : null,
  };
  return {
    summary,
    buyable: buyableStateItems.map((i) => ({
      listingId: i.listingId,
      quantity: i.quantity,
      price: i.price,
      tier: i.tier,
    })),
    held,
    selected,
    updatedAt: checkout.updatedAt,
    lineCount: lines.length,
    listings,
  };
}

export async function getCheckout(ctx: Deps, shopper: Shopper): Promise<CheckoutSummary> {
  return (await viewOf(ctx, await requireCheckout(ctx, shopper))).summary;
}

// ---- changing -----------------------------------------------------------------------------------

/**
 * Ends the checkout's HELD reservation, if any, and gives its units back: a change to the lines or
 * the address makes its token worthless. Expired ones end as EXPIRED, others as RELEASED.
 */
async function endHeld(tx: Tx, checkoutId: string): Promise<void> {
  const held = await repo.selectHeldReservation(tx, checkoutId);
  if (!held) return;
  const status = held.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'RELEASED';
  const items = await repo.endReservation(tx, held.id, status);
  if (items) await restoreStock(tx, items);
}

/**
 * Runs a change on the shopper's checkout under its row lock; then answers the new summary, read
 * in the same transaction (the lock still held, so it is exactly what the change left).
 */
async function change(
  ctx: Deps,
  shopper: Shopper,
  work: (tx: Tx, checkout: repo.CheckoutRow) => Promise<void>,
  /** The shopper's checkout when the caller has just read it (its row is locked and read again here). */
  found?: repo.CheckoutRow,
  /** What the caller has just read and the change leaves as it was (the summary uses it again). */
  known?: Known,
  /** Changes of the checkout's row made by the statement that locks it (an update locks as `for update` does). */
  rowChanges?: Parameters<typeof repo.updateCheckoutRow>[2],
): Promise<CheckoutSummary> {
  const id = (found ?? (await requireCheckout(ctx, shopper)).checkout).id;
  const after = await withTransaction(ctx.db, async (tx) => {
    const checkout = rowChanges ? await repo.updateCheckoutRow(tx, id, rowChanges) : await repo.lockCheckout(tx, id);
    if (!checkout) throw noCheckout();
    await work(tx, checkout);
    return repo.selectCheckoutWithLines(tx, { id });
  });
  if (!after) throw noCheckout();
  return (await viewOf(ctx, after, known)).summary;
}

/**
 * Starts the shopper's checkout: from buy-now listings (the cart untouched) or from the cart's
 * lines. A checkout already going is started afresh (its held units go back); the email and, for
 * the same account, the chosen address are kept.
 */
export async function initCheckout(
  ctx: Deps,
  shopper: Shopper,
  payload: InitPayload,
  cartLines: CartLinesSource,
): Promise<CheckoutSummary> {
  if (payload.checkoutType !== 'PHYSICAL') throw new AppError(codes.typeUnsupported, messages.typeUnsupported, 400);
  const buyNow = payload.listings !== undefined;
  const wanted: { cartItemId: string | null; listingId: string; quantity: number }[] = buyNow
    ? (payload.listings ?? []).map((l) => ({ cartItemId: null, listingId: l.listingId, quantity: l.qty }))
    : await cartLines();
  // One line per listing, at most the per-line capacity and the line limit.
  const merged = new Map<string, { cartItemId: string | null; quantity: number }>();
  for (const line of wanted) {
    const seen = merged.get(line.listingId);
    merged.set(line.listingId, {
      cartItemId: seen?.cartItemId ?? line.cartItemId,
      quantity: (seen?.quantity ?? 0) + line.quantity,
    });
  }
  if (merged.size === 0) throw generic(messages.noItems);
  if (merged.size > limits.maxLines)
    throw new AppError('CART_CAPACITY_EXCEEDED', 'You have exceeded your cart capacity.', 400);
  const listings = await checkoutListings(ctx.db, [...merged.keys()]);
  const unknown = [...merged.keys()].filter((id) => !listings.has(id));
  if (unknown.length && buyNow) throw itemNotFound();
  const lines = [...merged]
    .filter(([id]) => listings.has(id))
    .map(([listingId, { cartItemId, quantity }]) => ({
      id: randomUUID(),
      listingId,
      cartItemId,
      quantity: Math.min(quantity, limits.maxQuantity),
    }));
  if (lines.length === 0) throw generic(messages.noItems);

  // A logged-in shopper without a visitor's checkout to claim: the upsert alone finds their checkout
  // (the row read would only give ids the upsert keeps anyway).
  const previous = shopper.accountId && !shopper.visitorKey ? undefined : (await findCheckout(ctx, shopper))?.checkout;
  const addresses = shopper.accountId ? await listAddresses(ctx, shopper.accountId) : undefined;
  const defaultAddress = addresses?.find((a) => a.isDefault);
  const started = await withTransaction(ctx.db, async (tx) => {
    const checkout = await repo.upsertCheckout(tx, {
      id: previous?.id ?? randomUUID(),
      ownerKey: shopper.ownerKey,
      accountId: shopper.accountId ?? previous?.accountId ?? null,
      guest: shopper.accountId ? false : (previous?.guest ?? false),
      checkoutType: payload.checkoutType,
      buyNow,
      pincode: defaultAddress?.pincode ?? null,
      selectedContactId: defaultAddress?.id ?? null,
    });
    await endHeld(tx, checkout.id);
    const written = await repo.replaceLines(tx, checkout.id, lines);
    const row =
      !checkout.selectedContactId && defaultAddress
        ? await repo.updateCheckoutRow(tx, checkout.id, {
            selectedContactId: defaultAddress.id,
            pincode: defaultAddress.pincode,
          })
        : checkout;
    if (!row) throw noCheckout();
    // Under the row lock the checkout is exactly what was written: its row, these lines, nothing held.
    return { checkout: row, lines: written, held: undefined };
  });
  // The listings and the account's addresses were read just now: the summary uses them again.
  return (await viewOf(ctx, started, { listings, ...(addresses ? { addresses } : {}) })).summary;
}

/** UPDATE_QUANTITY and TIER of `PUT /api/4/checkout`. */
export async function updateCheckout(
  ctx: Deps,
  shopper: Shopper,
  payload: UpdateCheckoutPayload,
): Promise<CheckoutSummary> {
  const found = await requireCheckout(ctx, shopper);
  const current = await viewOf(ctx, found);
  const items = [...current.summary.orderSummary.buyableStateItems, ...current.summary.orderSummary.coldStateItems];
  const item = items.find((i) => i.cartItemRefId === payload.cartItemRefId);
  if (!item) throw itemNotFound();
  if (payload.serviceType === 'UPDATE_QUANTITY') {
    if (item.maxQuantity <= 0) throw outOfStock();
    if (payload.quantity > item.maxQuantity)
      throw new AppError(codes.quantityUnavailable, messages.quantityUnavailable, 409);
  } else if (!item.tiers.some((t) => t.value === payload.serviceValue)) {
    throw new AppError(codes.tierUnavailable, messages.tierUnavailable, 409);
  }
  return change(
    ctx,
    shopper,
    async (tx, checkout) => {
      const changes =
        payload.serviceType === 'UPDATE_QUANTITY' ? { quantity: payload.quantity } : { tier: payload.serviceValue };
      await repo.updateLine(tx, checkout.id, payload.cartItemRefId, changes);
      // No address chosen yet: the pincode the storefront shows deliveries for becomes the checkout's.
      const pincode = payload.pincode && !checkout.selectedContactId ? { pincode: payload.pincode } : {};
      await repo.updateCheckoutRow(tx, checkout.id, pincode);
      await endHeld(tx, checkout.id);
    },
    found.checkout,
    { listings: current.listings, addresses: current.summary.addressData.billingAddressInfos },
  );
}

/** `DELETE /api/4/checkout/items?listingIds=`: at least one of the listings must be a line. */
export async function removeCheckoutItems(
  ctx: Deps,
  shopper: Shopper,
  listingIdsParam: string,
): Promise<CheckoutSummary> {
  const listingIds = [...new Set(listingIdsParam.split(',').map((s) => s.trim()))].filter(Boolean);
  if (listingIds.length === 0)
    throw AppError.badRequest('listingIds: name at least one listing', [
      { field: 'listingIds', message: 'name at least one listing' },
    ]);
  if (listingIds.length > limits.maxLines || listingIds.some((id) => id.length > 80))
    throw AppError.badRequest('listingIds: too many or too long', [
      { field: 'listingIds', message: 'too many or too long' },
    ]);
  return change(ctx, shopper, async (tx, checkout) => {
    if ((await repo.deleteLinesOfListings(tx, checkout.id, listingIds)) === 0) throw itemNotFound();
    await endHeld(tx, checkout.id);
  });
}

const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;

export async function setCheckoutEmail(ctx: Deps, shopper: Shopper, emailId: string): Promise<CheckoutSummary> {
  const email = emailId.trim();
  if (!emailPattern.test(email) || email.length > 254)
    throw new AppError(codes.emailInvalid, messages.emailInvalid, 400);
  return change(ctx, shopper, async () => {}, undefined, undefined, { email });
}

/** The account whose addresses the checkout uses: the logged-in one, or a guest's verified mobile's. */
function addressOwner(checkout: repo.CheckoutRow): string {
  if (!checkout.accountId) throw loginRequired();
  return checkout.accountId;
}

function requireLines(checkout: { lineIds: Set<string> }, cartItemRefIds: string[]): void {
  if (cartItemRefIds.length === 0) throw generic(messages.noItems);
  if (cartItemRefIds.some((id) => !checkout.lineIds.has(id))) throw itemNotFound();
}

/** Whether any of the lines reaches the pincode. */
async function reachesAny(ctx: Deps, view: View, cartItemRefIds: string[], pincode: string): Promise<boolean> {
  const items = [...view.summary.orderSummary.buyableStateItems, ...view.summary.orderSummary.coldStateItems].filter(
    (i) => cartItemRefIds.includes(i.cartItemRefId),
  );
  const warehouses = [...new Set(items.flatMap((i) => view.listings.get(i.listingId)?.warehousePincode ?? []))];
  const promises = await deliveryPromises(ctx, pincode, warehouses);
  return warehouses.some((w) => promises.get(w)?.serviceable);
}

async function linesView(ctx: Deps, shopper: Shopper) {
  const found = await requireCheckout(ctx, shopper);
  const view = await viewOf(ctx, found);
  const all = [...view.summary.orderSummary.buyableStateItems, ...view.summary.orderSummary.coldStateItems];
  return { checkout: found.checkout, view, lineIds: new Set(all.map((i) => i.cartItemRefId)) };
}

/** `PUT /api/4/checkout/contact/{contactId}/user_generated`: deliver to a saved address of the shopper's. */
export async function selectContact(
  ctx: Deps,
  shopper: Shopper,
  contactId: string,
  cartItemRefIds: string[],
): Promise<CheckoutSummary> {
  if (!contactId.trim()) throw generic(messages.addressEmpty);
  const state = await linesView(ctx, shopper);
  addressOwner(state.checkout); // a checkout without an account has no addresses: login first
  requireLines(state, cartItemRefIds);
  // The view holds the owner's addresses already (the checkout's account is the owner).
  const wanted = contactId.trim().toLowerCase();
  const address = state.view.summary.addressData.billingAddressInfos.find((a) => a.id === wanted);
  if (!address) throw contactNotFound();
  if (!(await reachesAny(ctx, state.view, cartItemRefIds, address.pincode))) throw notServiceable();
  return change(
    ctx,
    shopper,
    (tx, checkout) => endHeld(tx, checkout.id),
    state.checkout,
    { listings: state.view.listings, addresses: state.view.summary.addressData.billingAddressInfos },
    { selectedContactId: address.id, pincode: address.pincode },
  );
}

/**
 * `POST` (new) and `PUT` (existing, `contactId`) `/api/4/checkout/contact`: checks every field,
 * saves the address among the shopper's addresses (profile domain) and delivers there, in one
 * transaction; an address no line reaches is refused and nothing is saved.
 */
export async function saveContact(
  ctx: Deps,
  shopper: Shopper,
  payload: ContactPayload,
  existing: boolean,
): Promise<CheckoutSummary> {
  const contactId = existing ? (payload.contactId ?? '').trim().toLowerCase() : undefined;
  if (existing && !contactId) throw generic(messages.addressEmpty);
  const state = await linesView(ctx, shopper);
  const owner = addressOwner(state.checkout);
  requireLines(state, payload.cartItemRefIds);
  if (contactId) await getAddress(ctx, owner, contactId).catch(() => Promise.reject(contactNotFound()));
  const input = await checkAddress(ctx, payload);
  if (!(await reachesAny(ctx, state.view, payload.cartItemRefIds, input.pincode))) throw notServiceable();
  return change(
    ctx,
    shopper,
    async (tx, checkout) => {
      const saved = await saveAddress({ db: tx }, owner, input, contactId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) throw contactNotFound();
        throw error;
      });
      await repo.updateCheckoutRow(tx, checkout.id, { selectedContactId: saved.id, pincode: saved.pincode });
      await endHeld(tx, checkout.id);
    },
    state.checkout,
    // The addresses changed (one saved); the listings did not.
    { listings: state.view.listings },
  );
}

/** A visitor continues as a guest with a mobile proven by a SIGNUP code: its GUEST account owns the addresses. */
export async function continueAsGuest(
  ctx: Deps,
  shopper: Shopper,
  input: { loginId: string; otp: string; otpRequestId: string },
): Promise<CheckoutSummary> {
  if (shopper.accountId) throw AppError.conflict('You are already logged in');
  await requireCheckout(ctx, shopper);
  const account = await guestAccountForCheckout(ctx, {
    loginId: input.loginId,
    otp: input.otp,
    requestId: input.otpRequestId,
  });
  const defaultAddress = (await listAddresses(ctx, account.id)).find((a) => a.isDefault);
  return change(ctx, shopper, async (tx, checkout) => {
    const keep = checkout.accountId === account.id && checkout.selectedContactId;
    await repo.updateCheckoutRow(tx, checkout.id, {
      accountId: account.id,
      guest: true,
      ...(keep
        ? {}
        : { selectedContactId: defaultAddress?.id ?? null, pincode: defaultAddress?.pincode ?? checkout.pincode }),
    });
    if (!keep) await endHeld(tx, checkout.id);
  });
}

// ---- payment token and reservations -------------------------------------------------------------

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The token of a reservation: its id and an HMAC of it under the server's signing secret. Only its
 * SHA-256 is stored; the server can give a live token again (same checkout, unchanged) by
 * computing it, and nobody can make one for an id without the secret.
 */
function tokenOf(ctx: Pick<Deps, 'config'>, reservationId: string): string {
  const mac = createHmac('sha256', ctx.config.PAYMENTS_SIGNING_SECRET)
    .update(`checkout-token:${reservationId}`)
    .digest('base64url');
  return `${reservationId}.${mac}`;
}

/** The stored hash of a token that this server could have made; null for anything else. */
function hashOfToken(ctx: Pick<Deps, 'config'>, token: string): string | null {
  const [id, mac] = token.split('.');
  if (!id || !mac || token.length > 200) return null;
  const expected = Buffer.from(tokenOf(ctx, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sha256(token) : null;
}

/** What the token binds besides the checkout: the buyable lines at their prices and tiers, the address, the amount. */
function fingerprintOf(view: View): string {
  return sha256(
    JSON.stringify({
      contact: view.selected?.id ?? null,
      pincode: view.summary.pincode,
      lines: [...view.buyable].sort((a, b) => a.listingId.localeCompare(b.listingId)),
      amount: view.summary.priceSummary.total,
      account: view.summary.loggedIn,
    }),
  );
}

const tokenAnswer = (ctx: Deps, row: { id: string; checkoutId: string; amount: number; expiresAt: Date }) => ({
  getPaymentToken: {
    token: tokenOf(ctx, row.id),
    checkoutId: row.checkoutId,
    amount: row.amount,
    expiresAt: row.expiresAt.toISOString(),
  },
});

/**
 * `GET /api/3/checkout/paymentToken`: holds the buyable lines' units for
 * `config.CHECKOUT_HOLD_SECONDS` and answers a token bound to the checkout, the amount, the items,
 * the shopper and the expiry. Asked again for an unchanged checkout, it answers the live token
 * and reserves nothing more; a changed checkout's old reservation is released first. The units
 * are taken by `takeStock` (conditional updates under row locks, CHECK stock >= 0 behind them):
 * when any line is short, nothing is held and the answer is CHECKOUT_OUT_OF_STOCK (409).
 */
export async function issuePaymentToken(ctx: Deps, shopper: Shopper): Promise<PaymentTokenResult> {
  const found = await requireCheckout(ctx, shopper);
  const { checkout } = found;
  if (!checkout.accountId) throw loginRequired();
  const view = await viewOf(ctx, found);
  const { buyableStateItems, coldStateItems } = view.summary.orderSummary;
  if (view.lineCount === 0) throw generic(messages.noItems);
  if (!view.selected) throw new AppError(codes.addressRequired, messages.addressRequired, 409);
  if (buyableStateItems.length === 0) {
    if (coldStateItems.every((i) => i.coldReason === 'NOT_SERVICEABLE')) throw notServiceable();
    throw outOfStock();
  }
  const fingerprint = fingerprintOf(view);
  const answer = await withTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockCheckout(tx, checkout.id);
    // Changed since it was read (another tab): the shopper reviews the new summary first.
    if (!locked || locked.updatedAt.getTime() !== view.updatedAt.getTime())
      throw AppError.conflict('Your order has changed. Please review it and try again.');
    const held = await repo.selectHeldReservation(tx, checkout.id);
    if (held && held.fingerprint === fingerprint && held.expiresAt.getTime() > Date.now() + 1000)
      return tokenAnswer(ctx, held);
    if (held) {
      const items = await repo.endReservation(
        tx,
        held.id,
        held.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'RELEASED',
      );
      if (items) await restoreStock(tx, items);
    }
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + ctx.config.CHECKOUT_HOLD_SECONDS * 1000);
    const row = { id, checkoutId: checkout.id, amount: view.summary.priceSummary.total, expiresAt };
    // The reservation is written by the stock take's last statement, and only when every line was taken.
    const taken = await takeStock(
      tx,
      view.buyable.map((i) => ({ listingId: i.listingId, quantity: i.quantity })),
      repo.reservationInsert({
        ...row,
        tokenHash: sha256(tokenOf(ctx, id)),
        ownerKey: checkout.ownerKey,
        accountId: checkout.accountId,
        items: view.buyable.map(({ listingId, quantity, price }) => ({ listingId, quantity, price })),
        fingerprint,
        contactId: view.selected?.id ?? null,
        status: 'HELD',
      }),
    );
    if (!taken.ok) throw outOfStock();
    return tokenAnswer(ctx, row);
  });
  return answer;
}

/** What a payment token binds, for the payment service to check before it charges. */
export interface ReservationView {
  reservationId: string;
  checkoutId: string;
  accountId: string | null;
  /** `a:{accountId}` or `v:{visitorKey}`: whose cart the checkout came from. */
  ownerKey: string;
  contactId: string | null;
  amount: number;
  items: ReservedItem[];
  status: repo.ReservationStatus;
  expiresAt: Date;
  /** When the token was issued: a checkout changed after it is the shopper's next one. */
  createdAt: Date;
}

const reservationView = (row: repo.ReservationRow): ReservationView => ({
  reservationId: row.id,
  checkoutId: row.checkoutId,
  accountId: row.accountId,
  ownerKey: row.ownerKey,
  contactId: row.contactId,
  amount: row.amount,
  items: row.items,
  status: row.status as repo.ReservationStatus,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
});

/** The reservation of a payment token, or null for an unknown or forged token. */
export async function reservationOfToken(deps: Pick<Deps, 'config' | 'db'>, token: string) {
  const hash = hashOfToken(deps, token);
  const row = hash ? await repo.selectReservationByTokenHash(deps.db, hash) : undefined;
  return row ? reservationView(row) : null;
}

/**
 * Turns a payment token's reservation into a sale, exactly once; call it in the transaction that
 * writes the order (pass its `Tx`). HELD (even past its expiry, while the units are still held):
 * SOLD. SOLD already: the same answer again, nothing changes. Released or expired: the units are
 * taken again if they are still there (SOLD, `retaken: true`), else `UNAVAILABLE` and the caller
 * refunds; stock that is gone is never sold. null for an unknown token. `sold: true` when this
 * call made the sale: SOLD is final and an order is written only in the transaction that sells,
 * so no order of this reservation can exist yet.
 */
export async function completeReservation(
  deps: Pick<Deps, 'config'> & { db: Executor },
  token: string,
): Promise<
  | { outcome: 'SOLD'; retaken: boolean; sold: boolean; reservation: ReservationView }
  | { outcome: 'UNAVAILABLE'; reservation: ReservationView }
  | null
> {
  const hash = hashOfToken(deps, token);
  if (!hash) return null;
  // Inside the order's transaction no savepoint: a failure here ends that whole transaction.
  return inTransaction(deps.db, async (tx) => {
    // The usual case, a HELD reservation, is one conditional update; any other state is read under its lock.
    const held = await repo.sellHeldReservationByTokenHash(tx, hash);
    if (held) return { outcome: 'SOLD', retaken: false, sold: true, reservation: reservationView(held) };
    const row = await repo.lockReservationByTokenHash(tx, hash);
    if (!row) return null;
    if (row.status === 'SOLD')
      return { outcome: 'SOLD', retaken: false, sold: false, reservation: reservationView(row) };
    if (row.status === 'HELD') {
      await repo.endReservation(tx, row.id, 'SOLD');
      return {
        outcome: 'SOLD',
        retaken: false,
        sold: true,
        reservation: { ...reservationView(row), status: 'SOLD' },
      };
    }
    const taken = await takeStock(
      tx,
      row.items.map((i) => ({ listingId: i.listingId, quantity: i.quantity })),
    );
    if (!taken.ok) return { outcome: 'UNAVAILABLE', reservation: reservationView(row) };
    await repo.resellReservation(tx, row.id);
    return { outcome: 'SOLD', retaken: true, sold: true, reservation: { ...reservationView(row), status: 'SOLD' } };
  });
}

/**
 * Gives a payment token's units back (payment declined, failed or cancelled): HELD becomes
 * RELEASED once; any other state is answered as it is, nothing changes. null for an unknown token.
 */
export async function releaseReservation(
  deps: Pick<Deps, 'config'> & { db: Executor },
  token: string,
): Promise<ReservationView | null> {
  const hash = hashOfToken(deps, token);
  if (!hash) return null;
  // Inside the order's transaction no savepoint: a failure here ends that whole transaction.
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.lockReservationByTokenHash(tx, hash);
    if (!row) return null;
    const items = row.status === 'HELD' ? await repo.endReservation(tx, row.id, 'RELEASED') : null;
    if (items) await restoreStock(tx, items);
    return { ...reservationView(row), status: items ? 'RELEASED' : (row.status as repo.ReservationStatus) };
  });
}

/**
 * Ends HELD reservations past their expiry and gives their units back, a batch at a time. Safe on
 * several processes at once: each locks its batch `for update skip locked`, and a reservation
 * leaves HELD by a conditional update, so each one's units return exactly once. How many ended.
 */
export async function expireReservations(deps: { db: Executor }, now = new Date(), batch = 100): Promise<number> {
  let ended = 0;
  for (;;) {
    const count = await withTransaction(deps.db, async (tx) => {
      const rows = await repo.lockExpiredReservations(tx, now, batch);
      const back: ReservedItem[] = [];
      for (const row of rows) {
        const items = await repo.endReservation(tx, row.id, 'EXPIRED');
        if (items) back.push(...items);
      }
      if (back.length) await restoreStock(tx, back);
      return rows.length;
    });
    ended += count;
    if (count < batch) return ended;
  }
}

// ---- for the orders domain (docs/decisions/0041) ------------------------------------------------

/** What an order of a sold reservation takes from its checkout: the lines' cart ids and tiers, the email. */
export interface CheckoutOfOrder {
  checkoutType: 'PHYSICAL' | 'DIGITAL' | 'EGV' | 'SUBSCRIPTION';
  buyNow: boolean;
  email: string | null;
  /** By listing id: the cart line it came from (null for buy now) and its delivery tier. */
  lines: Map<string, { cartItemId: string | null; tier: DeliveryTier }>;
}

/**
 * Locks the checkout a reservation was made for, if it is still there: the first lock of an
 * order's transaction. Every change of a checkout locks its row, then its HELD reservation, then
 * the listings' stock; the order's transaction takes them in the same order, so a shopper starting
 * their next checkout while the last payment's order is written never deadlocks with it (0053).
 */
export async function lockCheckoutOfReservation(
  deps: { db: Tx },
  reservation: Pick<ReservationView, 'checkoutId'>,
): Promise<void> {
  await repo.lockCheckout(deps.db, reservation.checkoutId);
}

/**
 * The checkout a reservation was made for, read in the order's transaction (pass `{ db: tx }`),
 * then ended: the shopper's next checkout starts afresh. null when the checkout is gone already
 * (a replaced checkout, or a second completion): the order then takes what the reservation holds.
 */
export async function takeCheckoutOfOrder(
  deps: { db: Tx },
  reservation: Pick<ReservationView, 'checkoutId' | 'reservationId' | 'createdAt'>,
): Promise<CheckoutOfOrder | null> {
  if (!(await repo.lockCheckout(deps.db, reservation.checkoutId))) return null;
  // Read under the lock, in a statement of its own: what the last change of the checkout left.
  const found = await repo.selectCheckoutWithLines(deps.db, { id: reservation.checkoutId });
  if (!found) return null;
  const { checkout, held } = found;
  // Started again since this token was issued (a late completion, e.g. after a crash): that is the
  // shopper's next checkout, not this order's; it stays, and its lines say nothing of this order.
  const startedAgain = checkout.updatedAt.getTime() > reservation.createdAt.getTime();
  const lines = startedAgain ? [] : found.lines;
  // A newer token of the same checkout still holds units: the shopper is paying again; keep it.
  if (!startedAgain && (!held || held.id === reservation.reservationId))
    await repo.deleteCheckout(deps.db, checkout.id);
  return {
    checkoutType: checkout.checkoutType as CheckoutOfOrder['checkoutType'],
    buyNow: checkout.buyNow,
    email: checkout.email,
    lines: new Map(
      lines.map((l) => [
        l.listingId,
        { cartItemId: l.cartItemId, tier: l.tier === 'EXPRESS' ? 'EXPRESS' : 'STANDARD' },
      ]),
    ),
  };
}

/**
 * Payment tokens whose payment may have succeeded without an order, for the reconciliation: HELD
 * reservations older than `heldBefore`, and RELEASED or EXPIRED ones ended since `endedSince`.
 * `limit` at a time after `afterId` (the last reservationId of the previous page).
 */
export async function tokensToReconcile(
  deps: Pick<Deps, 'config'> & { db: Executor },
  options: { heldBefore: Date; endedSince: Date; afterId?: string; limit: number },
): Promise<{ reservationId: string; token: string; status: repo.ReservationStatus }[]> {
  const rows = await repo.selectReservationsToReconcile(deps.db, { ...options, afterId: options.afterId ?? '' });
  return rows.map((r) => ({
    reservationId: r.id,
    token: tokenOf(deps, r.id),
    status: r.status as repo.ReservationStatus,
  }));
}

/** The reservations' side of the money audit (the orders domain's `auditOrders`). */
export async function reservationTotals(deps: { db: Executor }) {
  return repo.reservationTotals(deps.db);
}
