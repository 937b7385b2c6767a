import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as wishlistCalls from '../../../contracts/wishlist-calls.ts';
import type { Wishlist, WishlistChange } from '../../../contracts/wishlist.ts';
import type { UserState } from '../../../contracts/user-state.ts';
import { wishlistErrorCodes } from '../../../contracts/wishlist-paths.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { Toast } from '../../app/toast-store.ts';
import { loginToWishlist } from '../../texts.ts';
import { wishlistFailed } from './wishlist-texts.ts';
import { queryKeys } from '../../api/queries.ts';

export const wishlistKeys = { list: ['wishlist'] as const };

/** `GET /api/2/ugc/wishlist?count=-1`: the whole wishlist, newest first (login required). */
export const wishlistQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: wishlistKeys.list,
    queryFn: (): Promise<Wishlist> => callEndpoint(client, wishlistCalls.list, { query: { count: -1 } }, 'getWishlist'),
    staleTime: 30_000,
    retry: false,
  });

/** A product to save or drop, with the listing (seller's offer) it was saved from when known. */
export interface WishlistEntry {
  productId: string;
  listingId?: string | null;
}

/**
 * `POST /api/2/ugc/wishlist/add` or `/delete` with productIds (and listingIds paired by
 * position, only when every entry has one). Resolves with AddedItems / RemovedItems.
 */
export function changeWishlist(client: ApiClient, change: 'add' | 'remove', entries: WishlistEntry[]) {
  const listingIds = entries.every((e) => e.listingId) ? entries.map((e) => e.listingId as string) : undefined;
  const query = { productIds: entries.map((e) => e.productId).join(','), listingIds: listingIds?.join(',') };
  return change === 'add'
    ? callEndpoint(client, wishlistCalls.add, { query }, 'addToWishlist')
    : callEndpoint(client, wishlistCalls.remove, { query }, 'removeFromWishlist');
}

/** The header's and hearts' wishlist (user state wishlist.productIds) follows an answer; the list reloads. */
export function afterWishlistChange(queryClient: QueryClient, answer: Pick<WishlistChange, 'productIds'>): void {
  queryClient.setQueryData<UserState>(queryKeys.userState, (user) =>
    user ? { ...user, wishlist: { productIds: answer.productIds } } : user,
  );
  void queryClient.invalidateQueries({ queryKey: wishlistKeys.list });
}

/** The toast of a refused wishlist change: log in (5 s), else the server's message or ours (3 s). */
export function wishlistRefusal(error: unknown): Toast {
  if (error instanceof ApiError && error.code === wishlistErrorCodes.loginRequired)
    return { message: loginToWishlist, level: 'ERROR', ttl: 5000 };
  const message = error instanceof ApiError ? error.body.ERROR_MESSAGE : '';
  return { message: message || wishlistFailed, level: 'ERROR', ttl: 3000 };
}
