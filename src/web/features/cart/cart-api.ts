import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as cartCalls from '../../../contracts/cart-calls.ts';
import { addToCartAllowedCodes, cartErrorCodes } from '../../../contracts/cart-paths.ts';
import type { AddToCartResult, Cart, CartLineRef } from '../../../contracts/cart.ts';
import type { UserState } from '../../../contracts/user-state.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';
import { alreadyInCart, cartCapacity } from '../../texts.ts';
import { addToCartFailed } from './cart-texts.ts';

export const cartKeys = {
  /** The cart as judged for a pincode ('' : the session's chosen one, as the server picks it). */
  cart: (pincode: string) => ['cart', pincode] as const,
  all: ['cart'] as const,
};

/**
 * `GET /api/3/cart/details`. Answers are accepted even on error (spec 001 §7): an error whose
 * body is a cart is read as the cart; any other failure is the page's 'Error loading Cart'.
 */
export const cartQuery = (client: ApiClient, pincode = '') =>
  queryOptions({
    queryKey: cartKeys.cart(pincode),
    queryFn: (): Promise<Cart> =>
      callEndpoint(client, cartCalls.details, { query: pincode ? { pincode } : {} }, 'getCartDetails').catch(
        (error: unknown) => {
          const body: unknown = error instanceof ApiError ? error.body.RESPONSE : null;
          if (isCart(body)) return body;
          throw error;
        },
      ),
    // The cart changes only through this page's own calls, which write their answers here.
    staleTime: 30_000,
    retry: false,
  });

const isCart = (body: unknown): body is Cart =>
  typeof body === 'object' && body !== null && 'buyableStateItems' in body && 'cartDetails' in body;

/** A refusal the shopper reads: its code (of `cartErrorCodes`, or a transport one) and message. */
export class CartError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CartError';
  }
}

/**
 * A failed cart call as the shopper reads it: the server's code and ERROR_MESSAGE when it
 * answered in the error shape (spec 000 §8), else our degrade message.
 */
export const asCartError = (error: unknown): CartError =>
  error instanceof CartError
    ? error
    : error instanceof ApiError
      ? new CartError(error.code, error.body.ERROR_MESSAGE || addToCartFailed)
      : new CartError('NETWORK', addToCartFailed);

/** What a refused add says (spec 000 §8): the already-in-cart and capacity texts, else the refusal's message. */
export function addRefusalMessage(error: unknown): string {
  const refusal = asCartError(error);
  if (refusal.code === cartErrorCodes.alreadyInCart) return alreadyInCart;
  if (refusal.code === cartErrorCodes.capacity) return cartCapacity;
  return refusal.message;
}

/** A line to add: the listing (a seller's offer) of a product, 1 unit unless told. */
export interface AddLine {
  listingId: string;
  productId: string;
  quantity?: number;
}

/**
 * The add-to-cart rules of spec 000 §8: a per-item errorCode or errorMessage fails the whole
 * add unless its code is in the allowed list (the first such error is the one rejected); a
 * transport error with ERROR_MESSAGE rejects with that message; anything else with our degrade
 * message. Resolves with the answer when the add went through.
 */
export async function addToCart(client: ApiClient, lines: AddLine[]): Promise<AddToCartResult> {
  const body = Object.fromEntries(
    lines.map((l) => [l.listingId, { productId: l.productId, quantity: l.quantity ?? 1 }]),
  );
  let answer: AddToCartResult;
  try {
    answer = await callEndpoint(client, cartCalls.add, { body }, 'addToCart');
  } catch (error) {
    throw asCartError(error);
  }
  const perItem = [
    ...answer.errors,
    ...Object.entries(answer.addItemToCart).map(([listingId, r]) => ({
      listingId,
      errorCode: r.errorCode ?? '',
      errorMessage: r.errorMessage ?? '',
    })),
  ];
  const failed = perItem.find((e) => (e.errorCode || e.errorMessage) && !addToCartAllowedCodes.includes(e.errorCode));
  if (failed) throw new CartError(failed.errorCode, failed.errorMessage || addToCartFailed);
  return answer;
}

/**
 * The list calls of spec 000 §5 / 001 §5: removal, move to wishlist and both undos. An empty
 * list of listing ids is refused here, with no call.
 */
export type ListCall = 'remove' | 'moveToWishList' | 'undoDelete' | 'undoMoveToWishList';

export async function changeCartList(client: ApiClient, call: ListCall, listingIds: string[]): Promise<Cart> {
  if (listingIds.length === 0) throw new CartError('NO_LISTINGS', 'No cart items named');
  try {
    const input = { query: { listingIds: listingIds.join(',') } };
    if (call === 'remove') return await callEndpoint(client, cartCalls.remove, input, call);
    if (call === 'moveToWishList') return await callEndpoint(client, cartCalls.moveToWishList, input, call);
    if (call === 'undoDelete') return await callEndpoint(client, cartCalls.undoDelete, input, call);
    return await callEndpoint(client, cartCalls.undoMoveToWishList, input, call);
  } catch (error) {
    throw asCartError(error);
  }
}

/** `PUT /api/3/cart/item/{id}?quantity=`: needs an item id; quantity 1 when not given (spec 001 §5). */
export async function changeQuantity(client: ApiClient, itemId: string, quantity = 1): Promise<Cart> {
  if (!itemId) throw new CartError('NO_ITEM', 'No cart item named');
  try {
    return await callEndpoint(client, cartCalls.quantity, { params: { id: itemId }, query: { quantity } }, 'editCart');
  } catch (error) {
    throw asCartError(error);
  }
}

/** The user state's `cart.items` of a cart: every line, buyable or cold. */
export const cartLines = (cart: Cart): CartLineRef[] =>
  [...cart.buyableStateItems, ...cart.coldStateItems].map(({ listingId, productId, quantity }) => ({
    listingId,
    productId,
    quantity,
  }));

/**
 * After any change of the cart: the header's count follows (user state cart.items), and the
 * cached home page expires so it loads again (spec 000 §4 "Cart changes and the home cache").
 */
export function afterCartChange(
  queryClient: QueryClient,
  items: CartLineRef[],
  change: { cart?: Cart; pincode?: string; wishlisted?: string[] } = {},
): void {
  if (change.cart) queryClient.setQueryData(cartKeys.cart(change.pincode ?? ''), change.cart);
  // Other pincodes' answers (and, after an add elsewhere, every one) are read again when shown.
  void queryClient.invalidateQueries({
    queryKey: cartKeys.all,
    predicate: (q) => !change.cart || q.queryKey[1] !== (change.pincode ?? ''),
  });
  queryClient.setQueryData<UserState>(queryKeys.userState, (user) => {
    if (!user) return user;
    const wished = change.wishlisted ?? [];
    const productIds = wished.length
      ? [...wished, ...user.wishlist.productIds.filter((id) => !wished.includes(id))]
      : user.wishlist.productIds;
    return { ...user, cart: { items }, wishlist: { productIds } };
  });
  expireHome(queryClient);
}

/** Home's layout and widgets, the storefront's cached home page, are dropped: the next visit loads them. */
export function expireHome(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.layout('home') });
  queryClient.removeQueries({ queryKey: queryKeys.widgets('home') });
}
