import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddToCartBody } from '../../contracts/cart.ts';
import { cartEndpoints } from '../../contracts/cart.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { setSessionCookie } from '../../platform/session.ts';
import {
  addToCart,
  cartOwnerOf,
  cartPincode,
  changeQuantity,
  getCart,
  guestCartKey,
  moveToWishlist,
  removeLines,
  undoDelete,
  undoMove,
} from './service.ts';

/** The cart calls of spec 001 §7 (docs/decisions/0036); no login needed but for the wishlist moves. */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const on = cartEndpoints;

  /** The cart after a change, judged at the session's pincode. */
  const cartOf = async (request: FastifyRequest, reply: FastifyReply, asked?: string) => {
    const session = await request.loadSession();
    const pincode = await cartPincode(ctx, asked, session);
    reply.header('cache-control', 'private, no-store');
    return getCart(ctx, cartOwnerOf(session), pincode);
  };

  registerEndpoint(app, on.details, async ({ query }, request, reply) => cartOf(request, reply, query.pincode));

  /** An add; a visitor's first one makes the guest cart and keeps it in the session (made if need be). */
  const add = async (request: FastifyRequest, reply: FastifyReply, body: AddToCartBody) => {
    const session = await request.loadSession();
    const pincode = await cartPincode(ctx, undefined, session);
    const { result, newGuestCartId } = await addToCart(ctx, cartOwnerOf(session), body, pincode);
    if (newGuestCartId) {
      if (session) {
        if (session.data[guestCartKey] !== newGuestCartId)
          await ctx.sessions.update(session, { ...session.data, [guestCartKey]: newGuestCartId });
      } else {
        const { token } = await ctx.sessions.create(null, { [guestCartKey]: newGuestCartId });
        setSessionCookie(reply, token, ctx.config.secureCookies);
      }
    }
    reply.header('cache-control', 'private, no-store');
    return result;
  };

  registerEndpoint(app, on.add, async ({ body }, request, reply) => add(request, reply, body));

  registerEndpoint(app, on.liteAdd, async ({ query }, request, reply) =>
    add(request, reply, { [query.listingId]: { quantity: query.quantity, productId: query.productId } }),
  );

  registerEndpoint(app, on.quantity, async ({ params, query }, request, reply) => {
    const session = await request.loadSession();
    const editCart = await changeQuantity(ctx, cartOwnerOf(session), params.id, query.quantity);
    return { ...(await cartOf(request, reply)), editCart };
  });

  registerEndpoint(app, on.remove, async ({ query }, request, reply) => {
    await removeLines(ctx, cartOwnerOf(await request.loadSession()), query.listingIds);
    return cartOf(request, reply);
  });

  registerEndpoint(app, on.moveToWishList, async ({ query }, request, reply) => {
    await moveToWishlist(ctx, cartOwnerOf(await request.loadSession()), query.listingIds);
    return cartOf(request, reply);
  });

  registerEndpoint(app, on.undoDelete, async ({ query }, request, reply) => {
    await undoDelete(ctx, cartOwnerOf(await request.loadSession()), query.listingIds);
    return cartOf(request, reply);
  });

  registerEndpoint(app, on.undoMoveToWishList, async ({ query }, request, reply) => {
    await undoMove(ctx, cartOwnerOf(await request.loadSession()), query.listingIds);
    return cartOf(request, reply);
  });
}
