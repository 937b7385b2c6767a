import type { UserState, UserStatePayload } from '../../contracts/user-state.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Session } from '../../platform/session.ts';
import { assignExperiments } from '../engagement/service.ts';
import { recentPincodes } from '../location/service.ts';
import { unreadCount } from '../notifications/service.ts';
import { findAccountById } from './repository.ts';

/**
 * What the header and every screen know of the visitor (spec 000 §3 user state). The cart items
 * and the wishlist's product ids stay empty arrays until the cart and wishlist issues fill them.
 */
export async function getUserState(
  ctx: AppContext,
  session: Session | null,
  payload: UserStatePayload,
): Promise<UserState> {
  const abExperiments = await assignExperiments(ctx.db, payload.abDataId);
  const landingPageUrl = payload.channelTaggingInfo?.landingPageUrl;
  if (session && landingPageUrl && !session.data.landingPageUrl) {
    await ctx.sessions.update(session, { ...session.data, landingPageUrl });
  }
  const sessionPincode = typeof session?.data.pincode === 'string' ? session.data.pincode : null;
  const account = session?.accountId ? await findAccountById(ctx.db, session.accountId) : null;
  if (!account) {
    return {
      isLoggedIn: false,
      firstName: null,
      accountId: null,
      cart: { items: [] },
      wishlist: { productIds: [] },
      notifications: { unreadCount: 0 },
      flipkartFirstUser: false,
      pincode: sessionPincode,
      userEmail: null,
      abResponse: { abExperiments },
    };
  }
  const [unread, pincodes] = await Promise.all([unreadCount(ctx, account.id), recentPincodes(ctx, account.id)]);
  return {
    isLoggedIn: true,
    firstName: account.firstName,
    accountId: account.id,
    // Filled by the cart issue.
    cart: { items: [] },
    // Filled by the wishlist issue.
    wishlist: { productIds: [] },
    notifications: { unreadCount: unread },
    flipkartFirstUser: account.flipkartFirst,
    // The pincode this session selected, else the account's most recent one.
    pincode: sessionPincode ?? pincodes.at(-1) ?? null,
    userEmail: account.email,
    abResponse: { abExperiments },
  };
}
