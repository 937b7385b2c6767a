import { hash, randomBytes } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import type {
  AddToCartBody,
  AddToCartResult,
  AddItemResult,
  Cart,
  CartItem,
  CartLineRef,
  CartSummary,
  RemovedCartItem,
} from '../../contracts/cart.ts';
import {
  cartCapacity,
  cartErrorCodes as codes,
  cartMessages as messages,
  cartUndoWindowMs,
  deliveryChargePaise,
  freeDeliveryAbovePaise,
  addToCartAllowedCodes,
  type ColdReason,
} from '../../contracts/cart-paths.ts';
import { pincodePattern, invalidPincodeMessage } from '../../contracts/location-paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction, type Executor, type Tx } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Session } from '../../platform/session.ts';
import { listingsForCart, type CartListing } from '../catalogue/service.ts';
import { deliveryPromises, recentPincodes, type DeliveryPromise } from '../location/service.ts';
import { addEntries, removeEntries, wishlistLoginRequired } from '../wishlist/service.ts';
import * as repo from './repository.ts';

/**
 * The cart (spec 001 §7 Cart; 000 §4-§8; docs/decisions/0036): an account's cart, or a visitor's
 * guest cart named by the session, merged into the account's at login. Every change locks the
 * cart row, so two tabs change one cart one after the other; the database's unique live line per
 * listing and its quantity CHECK are the last guard.
 */
type Deps = { db: Executor };

/** Whose cart: a logged-in account's, or a visitor's guest cart (null before their first add). */
export type CartOwner = { accountId: string } | { guestCartId: string | null };

/** Key of the guest cart's id in `session.data`. */
export const guestCartKey = 'cartId';

/**
 * The owner of the request's cart: the session's account, else its guest cart: the one its data
 * names, or for a session without one the id its first add will give it (derived from the
 * session's stored key, so two first adds at once make one cart); null without a session.
 */
export function cartOwnerOf(session: Session | null): CartOwner {
  if (session?.accountId) return { accountId: session.accountId };
  const id = session?.data[guestCartKey];
  if (typeof id === 'string') return { guestCartId: id };
  return { guestCartId: session ? `CRTs${hash('sha256', session.tokenHash, 'base64url').slice(0, 24)}` : null };
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;
const capacityError = (status = 400) => new AppError(codes.capacity, messages.capacity, status);

/** The owner's cart id without making one; null when there is none. */
async function findCartId(db: Executor, owner: CartOwner): Promise<string | null> {
  if ('accountId' in owner) return repo.selectAccountCartId(db, owner.accountId);
  return owner.guestCartId ? repo.selectGuestCartId(db, owner.guestCartId) : null;
}

/** The owner's cart locked for this transaction; null for a visitor without a (live) guest cart. */
async function lockCart(tx: Tx, owner: CartOwner, now: Date): Promise<string | null> {
  if ('accountId' in owner) return repo.lockAccountCart(tx, owner.accountId, newId('CRT'), now);
  if (!owner.guestCartId) return null;
  return (await repo.lockGuestCart(tx, owner.guestCartId)) ? owner.guestCartId : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A checked pincode, or a 400 PINCODE_INVALID; empty is none. */
export function checkedPincode(pincode: string | undefined): string | null {
  if (!pincode) return null;
  if (!pincodePattern.test(pincode))
    throw new AppError('PINCODE_INVALID', invalidPincodeMessage, 400, [
      { field: 'pincode', message: invalidPincodeMessage },
    ]);
  return pincode;
}

/** The pincode of an answer: the one asked for, else the session's chosen one, else the account's latest. */
export async function cartPincode(
  deps: Deps,
  asked: string | undefined,
  session: Session | null,
): Promise<string | null> {
  const checked = checkedPincode(asked);
  if (checked) return checked;
  const chosen = session?.data.pincode;
  if (typeof chosen === 'string' && pincodePattern.test(chosen)) return chosen;
  if (!session?.accountId) return null;
  return (await recentPincodes(deps, session.accountId)).at(-1) ?? null;
}

type Judged = { reason: ColdReason | null; delivery: DeliveryPromise | null; listing: CartListing | undefined };

/** Whether each line can be ordered: in stock for its quantity and delivered to the pincode. */
async function judge(
  deps: Deps,
  lines: { listingId: string; quantity: number }[],
  listings: Map<string, CartListing>,
  pincode: string | null,
): Promise<Judged[]> {
  const warehouses = [...new Set([...listings.values()].map((l) => l.warehousePincode))];
  const promises = pincode ? await deliveryPromises(deps, pincode, warehouses) : null;
  return lines.map(({ listingId, quantity }) => {
    const listing = listings.get(listingId);
    if (!listing) return { reason: 'UNAVAILABLE', delivery: null, listing };
    const delivery = promises?.get(listing.warehousePincode) ?? null;
    const reason: ColdReason | null =
      listing.stock <= 0
        ? 'OUT_OF_STOCK'
        : listing.stock < quantity
          ? 'QUANTITY_UNAVAILABLE'
          : delivery && !delivery.serviceable
            ? 'NOT_SERVICEABLE'
            : null;
    return { reason, delivery, listing };
  });
}

const discountPercent = (price: number, mrp: number) => (mrp > 0 ? Math.round(((mrp - price) * 100) / mrp) : 0);

function toItem(line: repo.LineRow, judged: Judged, pincode: string | null): CartItem {
  const { listing, delivery, reason } = judged;
  const price = listing?.price ?? 0;
  const mrp = listing?.mrp ?? 0;
  return {
    id: line.id,
    listingId: line.listingId,
    productId: line.productId,
    parentContext: null,
    quantity: line.quantity,
    maxQuantity: Math.max(1, Math.min(cartCapacity.unitsPerLine, listing?.stock ?? 0)),
    title: listing?.title ?? '',
    url: listing?.url ?? '',
    image: listing?.image ?? '',
    seller: { id: listing?.sellerId ?? '', name: listing?.sellerName ?? '' },
    price,
    mrp,
    discountPercent: discountPercent(price, mrp),
    lineTotal: price * line.quantity,
    lineMrp: mrp * line.quantity,
    delivery: pincode && delivery ? { pincode, ...delivery } : null,
    exchange: line.exchange ?? null,
    reason,
    addedAt: line.addedAt.getTime(),
  };
}

function summaryOf(items: CartItem[], buyable: CartItem[], pincode: string | null): CartSummary {
  const price = buyable.reduce((sum, i) => sum + i.lineMrp, 0);
  const selling = buyable.reduce((sum, i) => sum + i.lineTotal, 0);
  const discount = price - selling;
  const delivery = buyable.length === 0 || selling > freeDeliveryAbovePaise ? 0 : deliveryChargePaise;
  return {
    pincode,
    count: items.length,
    units: items.reduce((sum, i) => sum + i.quantity, 0),
    buyableCount: buyable.length,
    buyableUnits: buyable.reduce((sum, i) => sum + i.quantity, 0),
    price,
    discount,
    delivery,
    total: selling + delivery,
    savings: discount,
  };
}

const emptyCart = (pincode: string | null): Cart => ({
  cartDetails: { cartSummary: summaryOf([], [], pincode), capacity: { ...cartCapacity } },
  buyableStateItems: [],
  coldStateItems: [],
  reservedItems: [],
  removeCartItems: [],
});

/** The cart as the cart page renders it (spec 001 §3), judged at `pincode`. */
export async function getCart(deps: Deps, owner: CartOwner, pincode: string | null, now = new Date()): Promise<Cart> {
  const cartId = await findCartId(deps.db, owner);
  if (!cartId) return emptyCart(pincode);
  const lines = await repo.selectLines(deps.db, cartId, new Date(now.getTime() - cartUndoWindowMs));
  const listings = await listingsForCart(
    deps.db,
    lines.map((l) => l.listingId),
  );
  const live = lines.filter((l) => l.status === 'ACTIVE');
  const judged = await judge(deps, live, listings, pincode);
  const items = live.map((line, i) => toItem(line, judged[i] as Judged, pincode));
  const buyable = items.filter((i) => i.reason === null);
  return {
    cartDetails: { cartSummary: summaryOf(items, buyable, pincode), capacity: { ...cartCapacity } },
    buyableStateItems: buyable,
    coldStateItems: items.filter((i) => i.reason !== null),
    reservedItems: [],
    removeCartItems: lines
      .filter((l) => l.status !== 'ACTIVE' && l.removedAt)
      .sort((a, b) => (b.removedAt?.getTime() ?? 0) - (a.removedAt?.getTime() ?? 0))
      .map((l): RemovedCartItem => ({
        id: l.id,
        listingId: l.listingId,
        productId: l.productId,
        title: listings.get(l.listingId)?.title ?? '',
        image: listings.get(l.listingId)?.image ?? '',
        quantity: l.quantity,
        removal: l.status === 'MOVED' ? 'MOVED_TO_WISHLIST' : 'DELETED',
        removedAt: l.removedAt?.getTime() ?? 0,
      })),
  };
}

const refsOf = (lines: Pick<repo.LineRow, 'listingId' | 'productId' | 'quantity'>[]): CartLineRef[] =>
  lines.map((l) => ({ listingId: l.listingId, productId: l.productId, quantity: l.quantity }));

// ---------------------------------------------------------------------------------------------
// Adding

const failure = (code: string, message: string, quantity: number): AddItemResult => ({
  added: false,
  cartItemId: null,
  quantity,
  errorCode: code,
  errorMessage: message,
});

/**
 * `POST /api/4/cart/add` (and the lite add): every listing is judged; when any has a code not
 * in the allowed list nothing is written, else all lines are written in one transaction. Returns
 * the result and the guest cart made for a visitor's first add (the route keeps it in the session).
 */
export async function addToCart(
  deps: Deps,
  owner: CartOwner,
  body: AddToCartBody,
  pincode: string | null,
  now = new Date(),
): Promise<{ result: AddToCartResult; newGuestCartId: string | null }> {
  const asked = Object.entries(body);
  // Read before the transaction: on PGlite only the transaction's own handle may be used inside it.
  const listings = await listingsForCart(
    deps.db,
    asked.map(([id]) => id),
  );
  const judged = await judge(
    deps,
    asked.map(([listingId, line]) => ({ listingId, quantity: line.quantity })),
    listings,
    pincode,
  );
  const added = withTransaction(deps.db, async (tx) => {
    let cartId = await lockCart(tx, owner, now);
    const live = cartId ? await repo.selectLiveLines(tx, cartId) : [];
    const inCart = new Set(live.map((l) => l.listingId));
    let lines = live.length;
    const results: Record<string, AddItemResult> = {};
    const rows: repo.NewLine[] = [];
    asked.forEach(([listingId, line], i) => {
      const { listing, reason } = judged[i] as Judged;
      const { quantity } = line;
      if (!listing || listing.productId !== line.productId)
        results[listingId] = failure(codes.listingNotFound, messages.listingNotFound, quantity);
      else if (inCart.has(listingId))
        results[listingId] = failure(codes.alreadyInCart, messages.alreadyInCart, quantity);
      else if (quantity > cartCapacity.unitsPerLine || lines >= cartCapacity.linesPerCart)
        results[listingId] = failure(codes.capacity, messages.capacity, quantity);
      else if (reason === 'OUT_OF_STOCK') results[listingId] = failure(codes.outOfStock, messages.outOfStock, quantity);
      else if (reason === 'QUANTITY_UNAVAILABLE')
        results[listingId] = failure(codes.quantityUnavailable, messages.quantityUnavailable, quantity);
      else {
        lines += 1;
        const id = newId('CI');
        rows.push({
          id,
          cartId: '',
          listingId,
          productId: line.productId,
          quantity,
          exchange: line.exchange ?? null,
          // In the order sent, a millisecond apart, so the cart lists them so.
          addedAt: new Date(now.getTime() + i),
        });
        results[listingId] = {
          added: true,
          cartItemId: id,
          quantity,
          ...(reason === 'NOT_SERVICEABLE'
            ? { errorCode: codes.notServiceable, errorMessage: messages.notServiceable }
            : { errorCode: null, errorMessage: null }),
        };
      }
    });
    const errors = asked.flatMap(([listingId]) => {
      const r = results[listingId];
      return r?.errorCode ? [{ listingId, errorCode: r.errorCode, errorMessage: r.errorMessage ?? '' }] : [];
    });
    const failed = errors.some((e) => !addToCartAllowedCodes.includes(e.errorCode));
    if (failed) {
      // All or nothing: a listing that would have been added is reported as not added, and the
      // transaction (which may have made the account's cart) is rolled back.
      for (const [listingId, r] of Object.entries(results))
        if (r.added) results[listingId] = { ...r, added: false, cartItemId: null };
      throw new AddRefused({ addItemToCart: results, errors, cart: { count: live.length, items: refsOf(live) } });
    }
    let newGuestCartId: string | null = null;
    if (!cartId) {
      // A session's first add: its own id (cartOwnerOf), which a concurrent first add shares.
      cartId = newGuestCartId = ('guestCartId' in owner && owner.guestCartId) || newId('CRT');
      await repo.insertGuestCart(tx, cartId, now);
      if (!(await repo.lockGuestCart(tx, cartId))) throw new Error('the guest cart was not made');
    }
    const target = cartId;
    await repo.deleteRemovedOf(
      tx,
      target,
      rows.map((r) => r.listingId),
    );
    await repo.insertLines(
      tx,
      rows.map((r) => ({ ...r, cartId: target })),
    );
    // Guest carts are aged by updatedAt (housekeeping); a new guest cart was just made with it.
    if (!('accountId' in owner) && !newGuestCartId) await repo.touchCart(tx, target, now);
    const after = [...live, ...rows];
    return {
      result: { addItemToCart: results, errors, cart: { count: after.length, items: refsOf(after) } },
      newGuestCartId,
    };
  });
  return added.catch((error: unknown) => {
    if (error instanceof AddRefused) return { result: error.result, newGuestCartId: null };
    throw error;
  });
}

/** Thrown inside the add's transaction to roll it back with the refusal's answer. */
class AddRefused extends Error {
  constructor(readonly result: AddToCartResult) {
    super('add refused');
  }
}

// ---------------------------------------------------------------------------------------------
// Changing lines

const itemNotFound = () => new AppError(codes.itemNotFound, messages.itemNotFound, 404);
const listingsNotInCart = () => new AppError(codes.listingsNotInCart, messages.listingsNotInCart, 404);

/** `PUT /api/3/cart/item/{id}?quantity=`: the line of the owner's cart with that id gets `quantity` units. */
export async function changeQuantity(
  deps: Deps,
  owner: CartOwner,
  cartItemId: string,
  quantity: number,
  now = new Date(),
): Promise<{ id: string; listingId: string; quantity: number }> {
  if (quantity > cartCapacity.unitsPerLine) throw capacityError();
  const existing = await findCartId(deps.db, owner);
  if (!existing) throw itemNotFound();
  const line = (await repo.selectLiveLines(deps.db, existing)).find((l) => l.id === cartItemId);
  if (!line) throw itemNotFound();
  const listing = (await listingsForCart(deps.db, [line.listingId])).get(line.listingId);
  if (!listing || listing.stock < quantity)
    throw new AppError(codes.quantityUnavailable, messages.quantityUnavailable, 400);
  return withTransaction(deps.db, async (tx) => {
    const cartId = await lockCart(tx, owner, now);
    // Read again under the lock: another tab may have removed it meanwhile.
    const locked = cartId ? (await repo.selectLiveLines(tx, cartId)).find((l) => l.id === cartItemId) : undefined;
    if (!cartId || !locked) throw itemNotFound();
    await repo.updateQuantity(tx, locked.id, quantity);
    await repo.touchCart(tx, cartId, now);
    return { id: locked.id, listingId: locked.listingId, quantity };
  });
}

/** `DELETE /api/3/cart/item`: the lines of these listings are removed, kept 15 minutes for undo. */
export async function removeLines(deps: Deps, owner: CartOwner, listingIds: string[], now = new Date()): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const { cartId, lines } = await liveLinesOf(tx, owner, listingIds, now);
    await setAside(tx, cartId, lines, 'DELETED', now);
    await finish(tx, cartId, now);
  });
}

/** `PUT /api/3/cart/item/moveToWishList`: the lines leave the cart for the account's wishlist, in one transaction. */
export async function moveToWishlist(
  deps: Deps,
  owner: CartOwner,
  listingIds: string[],
  now = new Date(),
): Promise<void> {
  if (!('accountId' in owner)) throw wishlistLoginRequired();
  const { accountId } = owner;
  await withTransaction(deps.db, async (tx) => {
    const { cartId, lines } = await liveLinesOf(tx, owner, listingIds, now);
    const added = await addEntries(
      tx,
      accountId,
      lines.map((l) => ({ productId: l.productId, listingId: l.listingId })),
      [],
      now,
    );
    await setAside(
      tx,
      cartId,
      lines,
      'MOVED',
      now,
      new Set(lines.filter((l) => added.has(l.productId)).map((l) => l.id)),
    );
    await finish(tx, cartId, now);
  });
}

/** `PUT /api/3/cart/undo/undoDelete`: deleted lines of these listings come back with their quantity. */
export async function undoDelete(deps: Deps, owner: CartOwner, listingIds: string[], now = new Date()): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const { cartId, lines } = await removedLinesOf(tx, owner, listingIds, 'DELETED', now);
    await repo.restoreLines(
      tx,
      lines.map((l) => l.id),
    );
    await finish(tx, cartId, now);
  });
}

/**
 * `PUT /api/3/cart/undo/undoMoveToWishList`: moved lines come back, and the products the move
 * added to the wishlist leave it again (decision 0036).
 */
export async function undoMove(deps: Deps, owner: CartOwner, listingIds: string[], now = new Date()): Promise<void> {
  if (!('accountId' in owner)) throw wishlistLoginRequired();
  const { accountId } = owner;
  await withTransaction(deps.db, async (tx) => {
    const { cartId, lines } = await removedLinesOf(tx, owner, listingIds, 'MOVED', now);
    await removeEntries(
      tx,
      accountId,
      lines.filter((l) => l.wishlistAdded).map((l) => l.productId),
    );
    await repo.restoreLines(
      tx,
      lines.map((l) => l.id),
    );
    await finish(tx, cartId, now);
  });
}

/** The locked cart's live lines of these listings; 404 when none is in the cart. */
async function liveLinesOf(tx: Tx, owner: CartOwner, listingIds: string[], now: Date) {
  const cartId = await lockCartIfAny(tx, owner, now);
  const wanted = new Set(listingIds);
  const lines = cartId ? (await repo.selectLiveLines(tx, cartId)).filter((l) => wanted.has(l.listingId)) : [];
  if (!cartId || lines.length === 0) throw listingsNotInCart();
  return { cartId, lines };
}

/** The locked cart's removed lines of these listings within the undo window whose listing is not live again. */
async function removedLinesOf(tx: Tx, owner: CartOwner, listingIds: string[], status: repo.RemovalStatus, now: Date) {
  const cartId = await lockCartIfAny(tx, owner, now);
  if (!cartId) throw listingsNotInCart();
  const live = await repo.selectLiveLines(tx, cartId);
  const liveListings = new Set(live.map((l) => l.listingId));
  const removed = await repo.selectRemovedLines(
    tx,
    cartId,
    listingIds,
    status,
    new Date(now.getTime() - cartUndoWindowMs),
  );
  const seen = new Set<string>();
  const lines = removed.filter(
    (l) => !liveListings.has(l.listingId) && !seen.has(l.listingId) && seen.add(l.listingId),
  );
  if (lines.length === 0) throw listingsNotInCart();
  if (live.length + lines.length > cartCapacity.linesPerCart) throw capacityError();
  return { cartId, lines };
}

/** Locks the owner's cart without making an account's one. */
async function lockCartIfAny(tx: Tx, owner: CartOwner, now: Date): Promise<string | null> {
  if ('accountId' in owner && !(await repo.selectAccountCartId(tx, owner.accountId))) return null;
  return lockCart(tx, owner, now);
}

/**
 * Lines leave the cart but stay for undo: an earlier removed line of the same listing gives way,
 * so undo brings back the latest. `wishlistAdded` names the moved lines whose product the move added.
 */
async function setAside(
  tx: Tx,
  cartId: string,
  lines: repo.LineRow[],
  status: repo.RemovalStatus,
  now: Date,
  wishlistAdded?: Set<string>,
): Promise<void> {
  await repo.deleteRemovedOf(
    tx,
    cartId,
    lines.map((l) => l.listingId),
  );
  await repo.markRemoved(
    tx,
    lines.map((l) => l.id),
    status,
    now,
    wishlistAdded,
  );
}

async function finish(tx: Tx, cartId: string, now: Date): Promise<void> {
  await repo.purgeRemoved(tx, cartId, new Date(now.getTime() - cartUndoWindowMs));
  await repo.touchCart(tx, cartId, now);
}

// ---------------------------------------------------------------------------------------------
// Login

/**
 * At login and signup (after the session rotated): the guest cart the session names merges into
 * the account's cart and leaves the session. A listing in both keeps the larger quantity (not the
 * sum); every other guest line moves over with its id. One transaction, both carts locked.
 */
export async function mergeGuestCartAtLogin(
  deps: Deps & Pick<AppContext, 'sessions'>,
  session: Session,
  accountId: string,
  now = new Date(),
): Promise<void> {
  const guestCartId = session.data[guestCartKey];
  if (guestCartKey in session.data) {
    const { [guestCartKey]: _merged, ...data } = session.data;
    if (typeof guestCartId === 'string') await mergeCarts(deps, guestCartId, accountId, now);
    await deps.sessions.update(session, data);
  }
}

/** Merges a guest cart into an account's (decision 0036); exported for tests of the rule. */
export async function mergeCarts(deps: Deps, guestCartId: string, accountId: string, now = new Date()): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const accountCart = await repo.lockAccountCart(tx, accountId, newId('CRT'), now);
    if (!(await repo.lockGuestCart(tx, guestCartId))) return;
    const guest = await repo.selectLiveLines(tx, guestCartId);
    const mine = await repo.selectLiveLines(tx, accountCart);
    const byListing = new Map(mine.map((l) => [l.listingId, l]));
    const moving: repo.LineRow[] = [];
    for (const line of guest) {
      const own = byListing.get(line.listingId);
      if (!own) moving.push(line);
      else if (line.quantity > own.quantity) await repo.updateQuantity(tx, own.id, line.quantity);
    }
    await repo.deleteRemovedOf(
      tx,
      accountCart,
      moving.map((l) => l.listingId),
    );
    await repo.moveLinesTo(
      tx,
      moving.map((l) => l.id),
      accountCart,
    );
    await repo.deleteCart(tx, guestCartId);
    await repo.touchCart(tx, accountCart, now);
  });
}

// ---------------------------------------------------------------------------------------------
// For checkout and the user state

export interface CheckoutCartLine {
  cartItemId: string;
  listingId: string;
  productId: string;
  quantity: number;
}

/**
 * The buyable lines of the owner's cart, oldest first: cold lines (out of stock, too few units,
 * not serviceable at `pincode` when given, gone) are left out. Pass `{ db: tx }` to read inside
 * your transaction; `lock: true` locks the cart row (`for update`) until it ends.
 */
export async function cartLinesForCheckout(
  ctx: { db: Executor },
  owner: CartOwner,
  options: { pincode?: string | null; lock?: boolean } = {},
): Promise<CheckoutCartLine[]> {
  const cartId = await findCartId(ctx.db, owner);
  if (!cartId) return [];
  if (options.lock) await repo.lockCartRow(ctx.db, cartId);
  const lines = await repo.selectLiveLines(ctx.db, cartId);
  const listings = await listingsForCart(
    ctx.db,
    lines.map((l) => l.listingId),
  );
  const judged = await judge(ctx, lines, listings, options.pincode ?? null);
  return lines
    .filter((_, i) => judged[i]?.reason === null)
    .map((l) => ({ cartItemId: l.id, listingId: l.listingId, productId: l.productId, quantity: l.quantity }));
}

/**
 * After an order is placed (in its transaction): each line's quantity goes down by what was
 * ordered, and a line left with none is deleted. Unknown ids are skipped; returns lines changed.
 */
export async function removeOrderedLines(
  ctx: { db: Executor },
  owner: CartOwner,
  ordered: { cartItemId: string; quantity: number }[],
): Promise<number> {
  if (ordered.length === 0) return 0;
  return repo.takeOrderedQuantities(
    ctx.db,
    'accountId' in owner ? owner : { guestCartId: owner.guestCartId ?? null },
    ordered,
  );
}

/**
 * The owner of the cart a line is in: an order knows a guest's cart only by the lines its checkout
 * took from it (the guest cart's id lives in their session). null when the line is gone.
 */
export async function cartOwnerOfLine(ctx: { db: Executor }, cartItemId: string): Promise<CartOwner | null> {
  const row = await repo.selectCartOfLine(ctx.db, cartItemId);
  if (!row) return null;
  return row.accountId ? { accountId: row.accountId } : { guestCartId: row.cartId };
}

/** The live lines of a session's cart as a column of the user state's one query (decision 0033). */
export const cartItemsColumn = (accountId: SQLWrapper, sessionData: SQLWrapper) =>
  repo.cartItemsSql(accountId, sessionData);
