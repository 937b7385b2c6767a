import type { WishlistEntry } from './wishlist-api.ts';
import { useWishlistToggle } from './use-wishlist-toggle.ts';
import s from './wishlist.module.css';

/** The heart of spec 000 §1 / §7 on the product page: a toggle button, pressed when wishlisted. */
export function WishlistHeart({
  entry,
  className,
  label = 'Wishlist',
}: {
  entry: WishlistEntry;
  className?: string;
  label?: string;
}) {
  const { wished, busy, toggle } = useWishlistToggle(entry);
  return (
    <button
      type="button"
      className={`${s.heart} ${className ?? ''}`}
      aria-label={label}
      aria-pressed={wished}
      aria-busy={busy || undefined}
      onClick={toggle}
      data-wished={wished || undefined}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.7 1.3 5.3 3.2 1.6-1.9 3.1-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The heart of a product card (search results): named by the product, since a page has many. */
export function CardHeart({ productId, title }: { productId: string; title: string }) {
  return <WishlistHeart entry={{ productId }} className={s.small} label={`Wishlist ${title}`} />;
}
