import type { SQLWrapper } from 'drizzle-orm';
import type { Wishlist, WishlistChange, WishlistChangeQuery, WishlistItem } from '../../contracts/wishlist.ts';
import { wishlistCapacity, wishlistErrorCodes, wishlistMessages as messages } from '../../contracts/wishlist-paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction, type Executor } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listingsForCart, productCardsInOrder } from '../catalogue/service.ts';
import * as repo from './repository.ts';

/**
 * A logged-in shopper's wishlist (spec 000 §3, §6, §7; docs/decisions/0036): products, each with the
 * listing it was saved from when sent. Every call needs login; the routes check it.
 */
type Deps = Pick<AppContext, 'db'>;

export const wishlistLoginRequired = () => new AppError(wishlistErrorCodes.loginRequired, messages.loginRequired, 401);
const wishlistFull = () => new AppError(wishlistErrorCodes.full, messages.full, 400);

export interface WishlistEntry {
  productId: string;
  listingId: string | null;
}

export async function listWishlist(deps: Deps, accountId: string, count: number): Promise<Wishlist> {
  const [rows, total, all] = await Promise.all([
    repo.selectItems(deps.db, accountId, count === -1 ? null : count),
    repo.countItems(deps.db, accountId),
    repo.selectItems(deps.db, accountId, null),
  ]);
  const cards = new Map(
    (
      await productCardsInOrder(
        deps.db,
        rows.map((r) => r.productId),
      )
    ).map((c) => [c.productId, c]),
  );
  return {
    count: total,
    // A product gone from the catalogue is not shown (its row stays, harmless, until deleted).
    items: rows.flatMap((row): WishlistItem[] => {
      const card = cards.get(row.productId);
      if (!card) return [];
      const { productId, title, brand, url, imageUrl, price, mrp, discountPercent, rating } = card;
      return [
        {
          productId,
          listingId: row.listingId,
          title,
          brand,
          url,
          imageUrl,
          price,
          mrp,
          discountPercent,
          rating,
          tags: row.tags,
          addedAt: row.createdAt.getTime(),
        },
      ];
    }),
    productIds: all.map((r) => r.productId),
  };
}

/**
 * Adds entries inside the caller's transaction (the cart's move uses it); the product ids that were
 * not in the wishlist before. The products are assumed to exist: the callers checked.
 */
export async function addEntries(
  tx: Executor,
  accountId: string,
  entries: WishlistEntry[],
  tags: string[] = [],
  now = new Date(),
): Promise<Set<string>> {
  await repo.lockAccountWishlist(tx, accountId);
  const present = new Set((await repo.selectItems(tx, accountId, null)).map((r) => r.productId));
  const fresh = [...new Map(entries.filter((e) => !present.has(e.productId)).map((e) => [e.productId, e])).values()];
  if (present.size + fresh.length > wishlistCapacity) throw wishlistFull();
  const added = await repo.insertItems(
    tx,
    // One millisecond apart, in the order sent, so "newest first" is exact.
    fresh.map((e, i) => ({ accountId, ...e, tags, createdAt: new Date(now.getTime() + i) })),
  );
  return new Set(added);
}

/** Removes products inside the caller's transaction; what was removed. */
export async function removeEntries(tx: Executor, accountId: string, productIds: string[]): Promise<WishlistEntry[]> {
  return repo.deleteItems(tx, accountId, productIds);
}

const productIdsOf = async (db: Executor, accountId: string) =>
  (await repo.selectItems(db, accountId, null)).map((r) => r.productId);

/** `POST /api/2/ugc/wishlist/add`: unknown products (or a listing of another product) add nothing. */
export async function addToWishlist(
  deps: Deps,
  accountId: string,
  query: WishlistChangeQuery,
): Promise<WishlistChange> {
  const { productIds, listingIds = [], tags = [] } = query;
  const unique = [...new Set(productIds)];
  const [cards, listings] = await Promise.all([
    productCardsInOrder(deps.db, unique),
    listingsForCart(deps.db, listingIds),
  ]);
  const entries = productIds.map((productId, i) => ({ productId, listingId: listingIds[i] ?? null }));
  const known = new Set(cards.map((c) => c.productId));
  const bad = entries.find(
    (e) => !known.has(e.productId) || (e.listingId !== null && listings.get(e.listingId)?.productId !== e.productId),
  );
  if (bad) throw new AppError(wishlistErrorCodes.productNotFound, messages.productNotFound, 404);
  return withTransaction(deps.db, async (tx) => {
    const added = await addEntries(tx, accountId, entries, tags);
    const seen = new Set<string>();
    return {
      AddedItems: entries.filter((e) => added.has(e.productId) && !seen.has(e.productId) && seen.add(e.productId)),
      RemovedItems: [],
      productIds: await productIdsOf(tx, accountId),
    };
  });
}

/** `POST /api/2/ugc/wishlist/delete`: products not in the wishlist are not in RemovedItems. */
export async function removeFromWishlist(
  deps: Deps,
  accountId: string,
  query: WishlistChangeQuery,
): Promise<WishlistChange> {
  return withTransaction(deps.db, async (tx) => {
    const removed = await removeEntries(tx, accountId, [...new Set(query.productIds)]);
    return { AddedItems: [], RemovedItems: removed, productIds: await productIdsOf(tx, accountId) };
  });
}

/** The account's wishlisted product ids, newest first, as a column of the user state's one query. */
export const wishlistProductIdsColumn = (accountId: SQLWrapper) => repo.productIdsSql(accountId);
