import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { cartErrorCodes } from '../../../contracts/cart-paths.ts';
import type { Cart, CartItem, RemovedCartItem } from '../../../contracts/cart.ts';
import { queryKeys } from '../../api/queries.ts';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { useUser } from '../../app/use-user.ts';
import { Loading } from '../../components/screen-states.tsx';
import {
  afterCartChange,
  asCartError,
  cartLines,
  cartKeys,
  cartQuery,
  changeCartList,
  changeQuantity,
} from '../../features/cart/cart-api.ts';
import { PincodeInput, useSelectedPincode } from '../../features/pincode/pincode-input.tsx';
import { CartView, type CartActions } from '../../features/cart/cart-view.tsx';
import s from '../../features/cart/cart.module.css';
import { cartCapacity, cartError, loginToWishlist, retry } from '../../texts.ts';
import { cartChangeFailed, emptyCartText, emptyCartTitle, shopNow } from '../../features/cart/cart-texts.ts';

/** The cart page `/viewcart` (spec 001 §2 Cart; issue 11 item 4). */
export function CartScreen() {
  const { client, queryClient } = useApi();
  const user = useUser();
  const toast = useToast();
  // The cart as the server judged it (its pincode: the session's, else the account's latest),
  // then, once hydrated, for the pincode this browser selected if that is another one.
  const base = useQuery(cartQuery(client));
  const [selected] = useSelectedPincode();
  const asked = selected && base.data && selected !== base.data.cartDetails.cartSummary.pincode ? selected : '';
  const cart = useQuery({ ...cartQuery(client, asked), placeholderData: keepPreviousData });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** One change of the cart: its answer is the whole cart, shown at once; the header follows. */
  const change = async (key: string, work: () => Promise<Cart>, wishlisted?: string[]) => {
    setBusy(key);
    setNotice(null);
    try {
      const next = await work();
      afterCartChange(queryClient, cartLines(next), { cart: next, ...(wishlisted ? { wishlisted } : {}) });
      // The answer judged delivery by the server's pincode: the chosen one's is asked for again.
      if (asked) {
        queryClient.setQueryData(cartKeys.cart(asked), next);
        void queryClient.invalidateQueries({ queryKey: cartKeys.cart(asked) });
      }
    } catch (error) {
      const refusal = asCartError(error);
      if (refusal.code === cartErrorCodes.capacity) setNotice(cartCapacity);
      else if (refusal.code === cartErrorCodes.loginRequired)
        toast({ message: loginToWishlist, level: 'ERROR', ttl: 5000 });
      else
        toast({ message: refusal.code === 'NETWORK' ? cartChangeFailed : refusal.message, level: 'ERROR', ttl: 5000 });
      // The cart may have changed elsewhere (another tab): show what it is now.
      if (refusal.code === cartErrorCodes.itemNotFound || refusal.code === cartErrorCodes.listingsNotInCart)
        void cart.refetch();
    } finally {
      setBusy(null);
    }
  };

  const actions: CartActions = {
    busy,
    quantity: (item: CartItem, quantity: number) => change(item.id, () => changeQuantity(client, item.id, quantity)),
    remove: (item: CartItem) => change(item.id, () => changeCartList(client, 'remove', [item.listingId])),
    moveToWishlist: (item: CartItem) => {
      // Wishlisting needs login (spec 000 §6): a visitor is told so, and no call is made.
      if (!user?.isLoggedIn) return toast({ message: loginToWishlist, level: 'ERROR', ttl: 5000 });
      void change(item.id, () => changeCartList(client, 'moveToWishList', [item.listingId]), [item.productId]);
    },
    undo: (removed: RemovedCartItem) => {
      const moved = removed.removal === 'MOVED_TO_WISHLIST';
      void change(removed.id, async () => {
        const next = await changeCartList(client, moved ? 'undoMoveToWishList' : 'undoDelete', [removed.listingId]);
        // An undone move takes the product off the wishlist again: the hearts follow.
        if (moved) void queryClient.invalidateQueries({ queryKey: queryKeys.userState });
        return next;
      });
    },
  };

  if (cart.isPending) return <Loading className={s.loading} label="Loading your cart" />;
  if (cart.isError)
    return (
      <div className={s.loading}>
        <div className={s.empty} role="alert">
          <h1>{cartError}</h1>
          <button type="button" className={s.shop} onClick={() => void cart.refetch()}>
            {retry}
          </button>
        </div>
      </div>
    );
  const data = cart.data;
  if (data.cartDetails.cartSummary.count === 0 && data.removeCartItems.length === 0)
    return (
      <section className={`${s.loading} ${s.empty}`} data-cart-count={0}>
        <h1>{emptyCartTitle}</h1>
        <p>{emptyCartText}</p>
        <Link to="/" className={s.shop}>
          {shopNow}
        </Link>
      </section>
    );
  return (
    <CartView
      cart={data}
      actions={actions}
      notice={notice}
      pincodeInput={<PincodeInput label="Deliver to pincode" id="cart-pincode" />}
    />
  );
}
