import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersEndpoints as on } from '../../contracts/orders.ts';
import { internalEndpoints, internalErrorCodes, signatureHeader } from '../../contracts/payment-internal.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { loggedIn, requireAccount } from '../../platform/http/require-account.ts';
import { verifySignature } from '../../platform/signing.ts';
import { scriptOnlyGet } from '../../platform/http/script-only-get.ts';
import { resendGiftVoucher, setSubscription } from './order-actions.ts';
import { orderDetail } from './order-detail.ts';
import { ordersList } from './orders-list.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { confirmationWithPayNow } from './pay-now-confirmation.ts';
import { isPayNowToken } from './pay-now-token.ts';
import { completePayNow, payNowFailed, payNowSession, startPayNow } from './pay-now.ts';
import { scheduleReconciliation } from './reconcile-job.ts';
import { completePayment, paymentFailed, paymentSession } from './service.ts';

/** The signed server-to-server paths: the platform's Origin check leaves them to their signature. */
export const signedPaths = [
  internalEndpoints.session.path,
  internalEndpoints.completed.path,
  internalEndpoints.failed.path,
];

/** The shopper's order calls (spec 001 §7 Orders), inside the API's session scope. */
export function orderRoutes(parent: FastifyInstance, ctx: AppContext): void {
  parent.register(async (app) => {
    // Answers are the shopper's own: never stored by a browser or a proxy.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });
    registerEndpoint(
      app,
      on.confirmation,
      async ({ query }, request) => confirmationWithPayNow(ctx, await requireAccount(request), query),
      loggedIn,
    );
    registerEndpoint(
      app,
      on.payNow,
      async ({ params }, request) => startPayNow(ctx, await requireAccount(request), params.orderId),
      loggedIn,
    );
    registerEndpoint(
      app,
      on.list,
      async ({ query }, request) => ordersList(ctx, await requireAccount(request), query),
      loggedIn,
    );
    registerEndpoint(
      app,
      on.detail,
      async ({ query }, request) => orderDetail(ctx, await requireAccount(request), query.order_id),
      loggedIn,
    );
    // The spec makes these GETs though they change the order: script-only-get.ts says why and how
    // a cross-site page is kept from triggering them.
    const scriptOnly = scriptOnlyGet([ctx.config.publicOrigin]);
    const loggedInScript = {
      before: async (request: FastifyRequest) => {
        scriptOnly(request);
        await requireAccount(request);
      },
    };
    registerEndpoint(
      app,
      on.subscribe,
      async ({ query }, request) => setSubscription(ctx, await requireAccount(request), query.orderId, true),
      loggedInScript,
    );
    registerEndpoint(
      app,
      on.unsubscribe,
      async ({ query }, request) => setSubscription(ctx, await requireAccount(request), query.orderId, false),
      loggedInScript,
    );
    registerEndpoint(
      app,
      on.egvResend,
      async ({ params, query }, request) =>
        resendGiftVoucher(ctx, await requireAccount(request), params.orderId, query.itemId),
      loggedIn,
    );
    invoiceRoutes(app, ctx);
  });
}

/**
 * The payment service's signed calls (src/contracts/payment-internal.ts), outside the session
 * scope: no cookie is read and no CSRF path applies; each proves itself by the HMAC of its raw
 * body (`x-bazaar-signature`, 5 minutes), else 401 INTERNAL_SIGNATURE_INVALID. Also starts the
 * reconciliation job of this process.
 */
export function internalPaymentRoutes(parent: FastifyInstance, ctx: AppContext): void {
  parent.register(async (app) => {
    const raw = new WeakMap<FastifyRequest, string>();
    // JSON bodies are kept as the exact text that was signed, then parsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      raw.set(request, text);
      try {
        done(null, text === '' ? undefined : JSON.parse(text));
      } catch {
        done(AppError.badRequest('The body is not valid JSON'), undefined);
      }
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    const signed = {
      before: async (request: FastifyRequest) => {
        if (
          !verifySignature(ctx.config.PAYMENTS_SIGNING_SECRET, raw.get(request) ?? '', request.headers[signatureHeader])
        )
          throw new AppError(internalErrorCodes.signature, 'The call is not signed by the payment service', 401);
      },
    };
    // A pay-now token (an order paid online before delivery) is told apart by its signature alone.
    const payNow = (token: string) => isPayNowToken(ctx.config, token);
    registerEndpoint(
      app,
      internalEndpoints.session,
      async ({ body }) => (payNow(body.token) ? payNowSession(ctx, body.token) : paymentSession(ctx, body.token)),
      signed,
    );
    registerEndpoint(
      app,
      internalEndpoints.completed,
      async ({ body }) => (payNow(body.token) ? completePayNow(ctx, body) : completePayment(ctx, body)),
      signed,
    );
    registerEndpoint(
      app,
      internalEndpoints.failed,
      async ({ body }) => (payNow(body.token) ? payNowFailed(ctx, body.token) : paymentFailed(ctx, body.token)),
      signed,
    );
  });
  scheduleReconciliation(parent, ctx);
}
