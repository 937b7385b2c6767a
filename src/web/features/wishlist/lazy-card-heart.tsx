import { lazy, Suspense, useEffect, useState } from 'react';

const CardHeart = lazy(() => import('./wishlist-heart.tsx').then((m) => ({ default: m.CardHeart })));

/**
 * A product card's heart for rows on pages whose first load is budgeted (home): its code and
 * the wishlist calls arrive after hydration. It shows the shopper's own state, which a page
 * shared by every visitor cannot render on the server anyway; it sits over the card's corner,
 * so nothing moves when it appears.
 */
export function LazyCardHeart(props: { productId: string; title: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <CardHeart {...props} />
    </Suspense>
  ) : null;
}
