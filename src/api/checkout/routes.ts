import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutEndpoints as on } from '../../contracts/checkout.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { setSessionCookie, type Session } from '../../platform/session.ts';
import { cartLinesOf } from './cart-source.ts';
import { scheduleReservationExpiry } from './expiry-job.ts';
import {
  continueAsGuest,
  getCheckout,
  initCheckout,
  issuePaymentToken,
  removeCheckoutItems,
  saveContact,
  selectContact,
  setCheckoutEmail,
  updateCheckout,
  type Shopper,
} from './service.ts';

/** Key of the visitor's checkout key in `session.data` (login's token rotation carries it over). */
export const checkoutVisitorKey = 'checkoutVisitor';

function shopperOf(session: Session | null): Shopper | null {
  const key = session?.data[checkoutVisitorKey];
  const visitorKey = typeof key === 'string' ? key : null;
  if (session?.accountId) return { ownerKey: `a:${session.accountId}`, accountId: session.accountId, visitorKey };
  return visitorKey ? { ownerKey: `v:${visitorKey}`, accountId: null, visitorKey } : null;
}

/** Every checkout call of spec 001 §7; none needs a login (a visitor's checkout lives with the session). */
export function checkoutRoutes(parent: FastifyInstance, ctx: AppContext): void {
  parent.register(async (app) => {
    // Answers are the shopper's own: never stored by a browser or a proxy.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });
    routes(app, ctx);
  });
  scheduleReservationExpiry(parent, ctx);
}

function routes(app: FastifyInstance, ctx: AppContext): void {
  /** The shopper of a call on an existing checkout; a visitor without one has no checkout (404 from the service). */
  const shopper = async (request: FastifyRequest): Promise<Shopper> =>
    shopperOf(await request.loadSession()) ?? { ownerKey: 'v:', accountId: null, visitorKey: null };

  /** The shopper who starts a checkout: a visitor gets a session (and its cookie) and a visitor key. */
  const starter = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ shopper: Shopper; session: Session }> => {
    let session = await request.loadSession();
    const known = shopperOf(session);
    if (session && known && (known.accountId || known.visitorKey)) return { shopper: known, session };
    const key = randomBytes(16).toString('base64url');
    if (session) {
      await ctx.sessions.update(session, { ...session.data, [checkoutVisitorKey]: key });
    } else {
      const created = await ctx.sessions.create(null, { [checkoutVisitorKey]: key });
      setSessionCookie(reply, created.token, ctx.config.secureCookies);
      session = created.session;
    }
    return { shopper: { ownerKey: `v:${key}`, accountId: null, visitorKey: key }, session };
  };

  registerEndpoint(app, on.init, async ({ body }, request, reply) => {
    const { shopper: who, session } = await starter(request, reply);
    return initCheckout(ctx, who, body, cartLinesOf(ctx, session));
  });
  registerEndpoint(app, on.summary, async (_input, request) => getCheckout(ctx, await shopper(request)));
  registerEndpoint(app, on.update, async ({ body }, request) => updateCheckout(ctx, await shopper(request), body));
  registerEndpoint(app, on.removeItems, async ({ query }, request) =>
    removeCheckoutItems(ctx, await shopper(request), query.listingIds),
  );
  registerEndpoint(app, on.email, async ({ body }, request) =>
    setCheckoutEmail(ctx, await shopper(request), body.emailId),
  );
  registerEndpoint(app, on.selectContact, async ({ params, body }, request) =>
    selectContact(ctx, await shopper(request), params.contactId, body.cartItemRefIds),
  );
  registerEndpoint(app, on.addContact, async ({ body }, request) =>
    saveContact(ctx, await shopper(request), { ...body, contactId: null }, false),
  );
  registerEndpoint(app, on.updateContact, async ({ body }, request) =>
    saveContact(ctx, await shopper(request), body, true),
  );
  registerEndpoint(app, on.guest, async ({ body }, request) => continueAsGuest(ctx, await shopper(request), body));
  registerEndpoint(app, on.paymentToken, async (_input, request) => issuePaymentToken(ctx, await shopper(request)));
}
