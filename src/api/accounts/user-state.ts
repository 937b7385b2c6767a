import type { UserState, UserStatePayload } from '../../contracts/user-state.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Session } from '../../platform/session.ts';
import { assignExperiments } from '../engagement/service.ts';

/**
 * What the header and every screen know of the visitor. Login, cart, wishlist and notifications
 * land in their own issues; until a session carries an account, the visitor is logged out with
 * an empty cart and wishlist.
 */
export async function getUserState(ctx: AppContext, session: Session | null, payload: UserStatePayload): Promise<UserState> {
  const abExperiments = await assignExperiments(ctx.db, payload.abDataId);
  const landingPageUrl = payload.channelTaggingInfo?.landingPageUrl;
  if (session && landingPageUrl && !session.data.landingPageUrl) {
    await ctx.sessions.update(session, { ...session.data, landingPageUrl });
  }
  const pincode = typeof session?.data.pincode === 'string' ? session.data.pincode : null;
  return {
    isLoggedIn: false,
    firstName: null,
    accountId: null,
    cart: { items: [] },
    wishlist: { productIds: [] },
    notifications: { unreadCount: 0 },
    flipkartFirstUser: false,
    pincode,
    userEmail: null,
    abResponse: { abExperiments },
  };
}
