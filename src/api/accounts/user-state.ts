import { sql } from 'drizzle-orm';
import type { UserState, UserStatePayload } from '../../contracts/user-state.ts';
import type { AppContext } from '../../platform/context.ts';
import { idleTimeoutMs, type LiveRow } from '../../platform/session.ts';
import { cartItemsColumn } from '../cart/service.ts';
import { assignExperiments } from '../engagement/service.ts';
import { latestPincodeColumn } from '../location/service.ts';
import { unreadCountColumn } from '../notifications/service.ts';
import { wishlistProductIdsColumn } from '../wishlist/service.ts';
import { accounts } from './schema.ts';

type AccountColumns = { id: string; firstName: string | null; email: string | null; flipkartFirst: boolean };
type CartItems = UserState['cart']['items'];
type ShopperRow = LiveRow & {
  account: AccountColumns | null;
  unread: number;
  latestPincode: string | null;
  cartItems: CartItems;
  wishlist: string[];
};

type Deps = Pick<AppContext, 'db' | 'sessions' | 'shopperCache'>;

/** The shopper's row: from this process's cache on PGlite, else by the one query. */
async function shopperRow(ctx: Deps, token: string | undefined, now: Date) {
  const live = token ? ctx.sessions.liveSessionWhere(token, now) : null;
  if (!live || !token) return null;
  const key = `user-state|${live.tokenHash}`;
  const cached = ctx.shopperCache?.get<ShopperRow>(key);
  // A cached session still ends on time.
  if (cached && cached.expiresAt > now && cached.lastSeenAt.getTime() > now.getTime() - idleTimeoutMs)
    return { tokenHash: live.tokenHash, row: cached };
  const version = ctx.shopperCache?.version();
  const found = await ctx.sessions.readWith(
    token,
    (accountId) => ({
      account: sql<AccountColumns | null>`(select json_build_object('id', a.id, 'firstName', a.first_name, 'email', a.email, 'flipkartFirst', a.flipkart_first) from ${accounts} a where a.id = ${accountId})`,
      unread: unreadCountColumn(accountId),
      latestPincode: latestPincodeColumn(accountId),
      // The account's cart, or the guest cart the session's data names (docs/decisions/0036).
      cartItems: cartItemsColumn(accountId, sql.raw('"sessions"."data"')),
      wishlist: wishlistProductIdsColumn(accountId),
    }),
    now,
  );
  if (!found) {
    ctx.shopperCache?.delete(key);
    return null;
  }
  const row: ShopperRow = found.row;
  if (version !== undefined) ctx.shopperCache?.set(key, row, version);
  return { tokenHash: live.tokenHash, row };
}

/**
 * What the header and every screen know of the visitor (spec 000 §3 user state), with the cart's
 * lines and the wishlist's product ids.
 *
 * Every page a shopper with a session loads asks for this, so it is ONE query: the live session,
 * its account, the unread count, the latest pincode, the cart's lines and the wishlist
 * (docs/decisions/0033, 0036). On PostgreSQL it
 * runs for every page, so a change (name, pincode, notification, logout) shows on the next page
 * whichever web process serves it; on PGlite the row is kept per session until this process
 * writes anything (platform/shopper-cache.ts). It writes only what decision 0010 allows:
 * lastSeenAt at most every 5 minutes, and the landing page once per session.
 */
export async function getUserState(
  ctx: Deps,
  token: string | undefined,
  payload: UserStatePayload,
): Promise<UserState> {
  const abExperiments = await assignExperiments(ctx.db, payload.abDataId);
  const now = new Date();
  const found = await shopperRow(ctx, token, now);
  const row = found?.row;
  if (found && row) {
    // The cached row follows the write (which leaves the other cached rows as they are).
    if (await ctx.sessions.touch(found.tokenHash, row.lastSeenAt, now)) row.lastSeenAt = now;
    const landingPageUrl = payload.channelTaggingInfo?.landingPageUrl;
    if (landingPageUrl && !row.data.landingPageUrl) {
      const session = { tokenHash: found.tokenHash, accountId: row.accountId, data: row.data };
      await ctx.sessions.update(session, { ...row.data, landingPageUrl });
    }
  }
  const sessionPincode = typeof row?.data.pincode === 'string' ? row.data.pincode : null;
  if (!row?.account) {
    return {
      isLoggedIn: false,
      firstName: null,
      accountId: null,
      // A visitor's guest cart; wishlisting needs login.
      cart: { items: row?.cartItems ?? [] },
      wishlist: { productIds: [] },
      notifications: { unreadCount: 0 },
      flipkartFirstUser: false,
      pincode: sessionPincode,
      userEmail: null,
      abResponse: { abExperiments },
    };
  }
  const { account } = row;
  return {
    isLoggedIn: true,
    firstName: account.firstName,
    accountId: account.id,
    // Lines of the cart, oldest first: the header's count is their number (docs/decisions/0036).
    cart: { items: row.cartItems },
    wishlist: { productIds: row.wishlist },
    notifications: { unreadCount: Number(row.unread) },
    flipkartFirstUser: account.flipkartFirst,
    // The pincode this session selected, else the account's most recent one.
    pincode: sessionPincode ?? row.latestPincode ?? null,
    userEmail: account.email,
    abResponse: { abExperiments },
  };
}
