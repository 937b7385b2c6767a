import type { AppContext } from '../../platform/context.ts';
import type { Session } from '../../platform/session.ts';
import type { CartLinesSource } from './service.ts';

/**
 * The cart's buyable lines for a checkout, from the cart domain's `cartLinesForCheckout`
 * (docs/decisions/0036). Until the cart branch is merged, no cart has lines.
 */
export function cartLinesOf(_ctx: Pick<AppContext, 'db'>, _session: Session | null): CartLinesSource {
  return async () => [];
}
