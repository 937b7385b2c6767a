import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { cartErrorCodes } from '../../../contracts/cart-paths.ts';
import type { WishlistItem } from '../../../contracts/wishlist.ts';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import { addToCart, afterCartChange, asCartError } from '../../features/cart/cart-api.ts';
import { afterWishlistChange, changeWishlist, wishlistQuery } from '../../features/wishlist/wishlist-api.ts';
import s from '../../features/wishlist/wishlist-page.module.css';
import { addedToCart, alreadyInCart, cartCapacity } from '../../texts.ts';
import { goToCart, wishlistRemoved } from '../../screen-texts.ts';
import { shopNow } from '../../features/cart/cart-texts.ts';
import { emptyWishlistText, emptyWishlistTitle, wishlistFailed } from '../../features/wishlist/wishlist-texts.ts';

const size = 96;

/**
 * The wishlist page (spec 000 §2, §7 Wishlist): every saved product, newest first, each with
 * Move to cart (added to the cart, then taken off the wishlist) and Remove.
 */
export function WishlistScreen() {
  const { client, queryClient } = useApi();
  const toast = useToast();
  const list = useQuery(wishlistQuery(client));
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (item: WishlistItem, quiet = false) => {
    const answer = await changeWishlist(client, 'remove', [item]);
    afterWishlistChange(queryClient, answer);
    if (!quiet) toast({ message: wishlistRemoved, level: 'SUCCESS', ttl: 3000 });
  };
  const run = (item: WishlistItem, work: () => Promise<void>) => {
    setBusy(item.productId);
    work().finally(() => setBusy(null));
  };
  const onRemove = (item: WishlistItem) =>
    run(item, () => remove(item).catch(() => toast({ message: wishlistFailed, level: 'ERROR', ttl: 3000 })));
  const onMoveToCart = (item: WishlistItem) =>
    run(item, async () => {
      if (!item.listingId) return void toast({ message: alreadyInCart, level: 'ERROR', ttl: 5000 });
      try {
        const answer = await addToCart(client, [{ listingId: item.listingId, productId: item.productId }]);
        afterCartChange(queryClient, answer.cart.items);
      } catch (error) {
        const refusal = asCartError(error);
        // Already in the cart: it is where the shopper wants it, so it leaves the wishlist too.
        if (refusal.code !== cartErrorCodes.alreadyInCart) {
          const message = refusal.code === cartErrorCodes.capacity ? cartCapacity : refusal.message;
          return void toast({ message, level: 'ERROR', ttl: 5000 });
        }
      }
      await remove(item, true).catch(() => undefined);
      toast({ message: addedToCart, level: 'SUCCESS', ttl: 6000, button: { text: goToCart, href: '/viewcart' } });
    });

  if (list.isPending) return <Loading className={s.loading} label="Loading your wishlist" />;
  if (list.isError)
    return <LoadError className={s.loading} buttonClassName={s.button} onRetry={() => void list.refetch()} />;
  const { items, count } = list.data;
  return (
    <section className={s.card} aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading">{`My Wishlist (${count})`}</h1>
      {items.length === 0 ? (
        <div className={s.empty}>
          <p>
            <b>{emptyWishlistTitle}</b>
          </p>
          <p>{emptyWishlistText}</p>
          <Link to="/" className={s.button}>
            {shopNow}
          </Link>
        </div>
      ) : (
        <ul className={s.items}>
          {items.map((item) => {
            const image = imageUrl(item.imageUrl, size, size);
            return (
              <li
                key={item.productId}
                className={s.item}
                data-product-id={item.productId}
                aria-busy={busy === item.productId || undefined}
              >
                <Link to={item.url} tabIndex={-1} aria-hidden="true">
                  <img
                    src={image}
                    srcSet={`${image} 1x,${imageUrl(item.imageUrl, size * 2, size * 2)} 2x`}
                    width={size}
                    height={size}
                    alt=""
                  />
                </Link>
                <div className={s.details}>
                  <Link to={item.url} className={s.title}>
                    {item.title}
                  </Link>
                  <p className={s.muted}>{item.brand}</p>
                  <p className={s.price}>
                    <b>{formatPrice(item.price)}</b>
                    {item.mrp > item.price && (
                      <>
                        <s aria-label={`MRP ${formatPrice(item.mrp)}`}>{formatPrice(item.mrp)}</s>
                        <em>{item.discountPercent}% off</em>
                      </>
                    )}
                  </p>
                  <div className={s.actions}>
                    <button
                      type="button"
                      className={s.move}
                      disabled={busy === item.productId || !item.listingId}
                      onClick={() => onMoveToCart(item)}
                    >
                      MOVE TO CART
                    </button>
                    <button
                      type="button"
                      className={s.remove}
                      disabled={busy === item.productId}
                      onClick={() => onRemove(item)}
                    >
                      REMOVE
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
