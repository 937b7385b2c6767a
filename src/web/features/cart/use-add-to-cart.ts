import { useState } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { useToast } from '../../app/toasts.tsx';
import { addedToCart, alreadyInCart, cartCapacity } from '../../texts.ts';
import { goToCart } from '../../screen-texts.ts';
import { cartErrorCodes } from '../../../contracts/cart-paths.ts';
import { addToCart, afterCartChange, asCartError, type AddLine } from './cart-api.ts';

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
    try {
      const answer = await addToCart(client, [line]);
      afterCartChange(queryClient, answer.cart.items);
      toast({ message: addedToCart, level: 'SUCCESS', ttl: 6000, button: { text: goToCart, href: '/viewcart' } });
      return true;
    } catch (error) {
      const refusal = asCartError(error);
      const message =
        refusal.code === cartErrorCodes.alreadyInCart
          ? alreadyInCart
          : refusal.code === cartErrorCodes.capacity
            ? cartCapacity
            : refusal.message;
      toast({ message, level: 'ERROR', ttl: 5000 });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
