import type { AppContext } from '../../platform/context.ts';
import type { Session } from '../../platform/session.ts';
import { cartLinesForCheckout, cartOwnerOf } from '../cart/service.ts';
import type { CartLinesSource } from './service.ts';

/**
 * The cart's buyable lines for a checkout, from the cart domain's `cartLinesForCheckout`
 * (docs/decisions/0036): cold lines (out of stock, too few units, gone) are left out there.
 */
export function cartLinesOf(ctx: Pick<AppContext, 'db'>, session: Session | null): CartLinesSource {
  return () => cartLinesForCheckout(ctx, cartOwnerOf(session));
}
