import { useState } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { addedToCart } from '../../texts.ts';
import { goToCart } from '../../screen-texts.ts';
import type { AddLine } from './cart-api.ts';

// The calls load on the first press: the product page's first load is budgeted (112,640 B).
const loadCalls = () => import('./cart-api.ts');

/**
 * Add to cart with the toasts of spec 000 §8: 'Product added to cart successfully.' (success,
 * 6 s, with a way to the cart), 'This product is already added in cart' (error, 5 s), the
 * capacity message, and otherwise the refusal's own message or our degrade message (5 s).
 */
export function useAddToCart(): { add: (line: AddLine) => Promise<boolean>; busy: boolean } {
  const { client, queryClient } = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const add = async (line: AddLine) => {
    setBusy(true);
    const calls = await loadCalls();
    try {
      const answer = await calls.addToCart(client, [line]);
      calls.afterCartChange(queryClient, answer.cart.items);
      toast({ message: addedToCart, level: 'SUCCESS', ttl: 6000, button: { text: goToCart, href: '/viewcart' } });
      return true;
    } catch (error) {
      toast({ message: calls.addRefusalMessage(error), level: 'ERROR', ttl: 5000 });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
