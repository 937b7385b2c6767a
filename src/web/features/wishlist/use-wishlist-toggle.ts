import { useState, useSyncExternalStore } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { useUser } from '../../app/use-user.ts';
import { loginToWishlist } from '../../texts.ts';
import { wishlistAdded, wishlistRemoved } from '../../screen-texts.ts';
import type { WishlistEntry } from './wishlist-api.ts';

// The calls load on the first press: the product and search pages' first loads are budgeted.
const loadCalls = () => import('./wishlist-api.ts');

const never = () => () => undefined;

/**
 * A product's heart: whether it is in the shopper's wishlist (user state wishlist.productIds) and
 * a toggle with the toasts of spec 000 §8 (add and remove 3 s; a visitor is told to log in, 5 s).
 * The state shows only after hydration: the pages with hearts are shared by every shopper
 * (docs/decisions/0033), so their server HTML shows every heart empty.
 */
export function useWishlistToggle(entry: WishlistEntry): { wished: boolean; busy: boolean; toggle: () => void } {
  const { client, queryClient } = useApi();
  const toast = useToast();
  const user = useUser();
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const wished = hydrated && Boolean(user?.wishlist.productIds.includes(entry.productId));
  const toggle = () => {
    if (!user?.isLoggedIn) return toast({ message: loginToWishlist, level: 'ERROR', ttl: 5000 });
    if (busy) return;
    setBusy(true);
    void loadCalls().then((calls) =>
      calls
        .changeWishlist(client, wished ? 'remove' : 'add', [entry])
        .then((answer) => {
          calls.afterWishlistChange(queryClient, answer);
          toast({ message: wished ? wishlistRemoved : wishlistAdded, level: 'SUCCESS', ttl: 3000 });
        })
        .catch((error: unknown) => toast(calls.wishlistRefusal(error)))
        .finally(() => setBusy(false)),
    );
  };
  return { wished, busy, toggle };
}
