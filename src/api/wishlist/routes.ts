import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wishlistEndpoints } from '../../contracts/wishlist.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { addToWishlist, listWishlist, removeFromWishlist, wishlistLoginRequired } from './service.ts';

/** The account of the session, or 401 WISHLIST_LOGIN_REQUIRED (spec 000 §6: wishlisting needs login). */
async function wishlistAccount(request: FastifyRequest): Promise<string> {
  const session = await request.loadSession();
  if (!session?.accountId) throw wishlistLoginRequired();
  return session.accountId;
}

/** The login check comes before the input is parsed, as for the other logged-in calls. */
const loggedIn = { before: async (request: FastifyRequest) => void (await wishlistAccount(request)) };

/** The wishlist calls of spec 000 §7 (docs/decisions/0036). */
export function wishlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    wishlistEndpoints.list,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listWishlist(ctx, await wishlistAccount(request), query.count);
    },
    loggedIn,
  );

  registerEndpoint(
    app,
    wishlistEndpoints.add,
    async ({ query }, request) => addToWishlist(ctx, await wishlistAccount(request), query),
    loggedIn,
  );

  registerEndpoint(
    app,
    wishlistEndpoints.remove,
    async ({ query }, request) => removeFromWishlist(ctx, await wishlistAccount(request), query),
    loggedIn,
  );
}
