import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  internalEndpoints,
  internalErrorCodes,
  signatureHeader,
  signedPaymentPaths,
} from '../contracts/payment-internal.ts';
import { paymentEndpoints } from '../contracts/payments.ts';
import { paymentErrorCodes, paymentLimits, type InstrumentCode } from '../contracts/payments-paths.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { AppError } from '../platform/http/app-error.ts';
import { createHttpServer } from '../platform/http/create-server.ts';
import { registerEndpoint } from '../platform/http/endpoint.ts';
import { notFoundBody } from '../platform/http/error-handler.ts';
import type { Logger } from '../platform/logger.ts';
import { verifySignature } from '../platform/signing.ts';
import { createMarketplaceApi, type MarketplaceApi } from './api-client.ts';
import { captchaImage, captchaText } from './captcha.ts';
import { emiTerms } from './catalogue.ts';
import { createGate, idempotent } from './idempotency.ts';
import { registerPaymentPages } from './pages.ts';
import { payNowAnswer } from './pay-now.ts';
import { captchas } from './schema.ts';
import * as service from './service.ts';
import { accountWallets, keyedHash, loadSession, newId, seedTestGiftCards, type Session } from './store.ts';
import { paymentStatus } from './status.ts';

export interface PaymentsAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /** The API's signed calls; by default over HTTP at config.publicOrigin. */
  api?: MarketplaceApi;
}

/** The devices a caller may name in `x-device-source`; the storefront sends `web`. */
export const deviceSources = ['web', 'msite', 'android', 'ios'] as const;

/** Payment calls carry small JSON bodies; anything larger is refused with a 413 before parsing. */
const bodyLimit = 64 * 1024;
/** Answers under 16 KiB (every payment call's) go uncompressed. */
const compressAbove = 16 * 1024;

/** Paths that need no x-device-source: the service's own pages, and the signed internal call. */
const isExempt = (url: string) => url.startsWith('/pay/') || signedPaymentPaths.some((p) => url.startsWith(p));

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The payment service, on its own origin (spec 001 §7; decision 0040): CORS for the storefront
 * origin alone, every call names its device with `x-device-source` and carries the payment token.
 */
export async function buildPaymentsApp({
  config,
  database,
  logger,
  api,
}: PaymentsAppOptions): Promise<FastifyInstance> {
  const app = await createHttpServer({
    logger,
    bodyLimit,
    trustedProxies: config.trustedProxies,
    // The service's answers are JSON of a few KiB asked one after another by one page: the
    // compression streams cost more CPU a call than the payment's own work (docs/decisions/0044).
    compressThreshold: compressAbove,
    security: {
      servedOrigins: [config.paymentsOrigin],
      // The storefront's calls, and the forms of the service's own pages (OTP, bank, UPI).
      allowedOrigins: [config.publicOrigin, config.paymentsOrigin],
      // The pages' forms end in a redirect to the storefront (order confirmation, retry).
      connectOrigins: [config.publicOrigin],
      production: config.secureCookies,
      // The API's signed calls (reconciliation): no browser sends them, their signature is checked instead.
      signedPaths: signedPaymentPaths,
    },
  });
  // Another origin gets no CORS header at all (not even allow-credentials), so a browser there
  // can neither read an answer nor pass a preflight.
  await app.register(cors, {
    origin: (origin, done) => done(null, origin === config.publicOrigin ? origin : false),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'x-device-source', 'x-idempotency-key'],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });
  // On request, before any body is read: a call that does not name its device goes no further.
  // Preflights carry no custom headers by design, so they are left to CORS.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || isExempt(request.url)) return;
    const source = request.headers['x-device-source'];
    if (typeof source !== 'string' || !(deviceSources as readonly string[]).includes(source)) {
      throw new AppError(
        'DEVICE_SOURCE_REQUIRED',
        `The x-device-source header is required (${deviceSources.join(', ')})`,
        400,
      );
    }
  });

  const secret = config.PAYMENTS_SIGNING_SECRET;
  await seedTestGiftCards(database.db, secret);
  const deps: service.ServiceDeps = {
    database,
    secret,
    api: api ?? createMarketplaceApi(config.publicOrigin, secret),
    publicOrigin: config.publicOrigin,
    paymentsOrigin: config.paymentsOrigin,
  };
  const gate = createGate(paymentLimits.maxConcurrentPayments, paymentLimits.retryAfterSeconds);

  /** The token of a call: the query's; a body naming another token is refused. */
  const tokenOf = (query: { token: string }, body?: { token?: string | undefined }) => {
    if (body?.token !== undefined && body.token !== query.token)
      throw AppError.badRequest('body.token: must be the token of the query', [
        { field: 'body.token', message: 'must be the token of the query' },
      ]);
    return query.token;
  };
  const session = (token: string, finished = false) => loadSession(deps, token, { finished });
  /** Where a payment's answer leads: a pay-now payment that did not pay goes back to its order (pay-now.ts). */
  const landed = <T extends Parameters<typeof payNowAnswer>[2]>(current: Session, answer: T) =>
    payNowAnswer(config.publicOrigin, current, answer);
  const on = paymentEndpoints;

  registerEndpoint(app, on.health, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' as const, service: 'payments' as const, database: database.kind };
  });
  registerEndpoint(app, on.options, async ({ query, body }) =>
    service.options(deps, await session(tokenOf(query, body))),
  );
  registerEndpoint(app, on.netOptions, async ({ query, body }) => {
    await session(tokenOf(query, body));
    return service.netOptions();
  });
  registerEndpoint(app, on.emiBanks, async ({ query, body }) => {
    await session(tokenOf(query, body));
    return service.emiBankList(body.emi_type);
  });
  registerEndpoint(app, on.emiTenures, async ({ query, body }) =>
    service.emiTenures(deps, await session(tokenOf(query, body)), body.emi_type, body.bank_code),
  );
  registerEndpoint(app, on.emiTerms, async ({ query }) => {
    await session(query.token);
    return { response_status: 'SUCCESS' as const, ...emiTerms };
  });
  registerEndpoint(app, on.emiCards, async ({ query, body }) =>
    service.emiCards(deps, await session(tokenOf(query, body)), body.bank_code),
  );
  registerEndpoint(app, on.instrumentCheck, async ({ query, body }) =>
    service.instrumentCheck(deps, await session(tokenOf(query, body)), body),
  );
  registerEndpoint(app, on.payWithDetails, async ({ query, body }) =>
    service.payWithDetails(deps, await session(tokenOf(query, body)), body),
  );
  registerEndpoint(app, on.select, async ({ query, body }) =>
    service.select(deps, await session(tokenOf(query, body)), body.payment_instrument),
  );
  registerEndpoint(app, on.removeSavedCard, async ({ query, body }) =>
    service.removeSavedCard(deps, await session(tokenOf(query, body)), body.card_id),
  );
  registerEndpoint(app, on.captcha, async ({ params }) => {
    const current = await session(params.token);
    const text = captchaText();
    const id = newId('cap');
    await database.db.insert(captchas).values({
      id,
      sessionToken: current.token,
      answerHash: keyedHash(secret, `captcha:${id}:${text}`),
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    return { response_status: 'SUCCESS' as const, captcha_id: id, image: captchaImage(text), length: text.length };
  });
  registerEndpoint(app, on.egv, async ({ query, body }, request, reply) => {
    const token = tokenOf(query, body);
    const current = await session(token);
    return gate(reply, () =>
      idempotent(database, secret, request, token, body, () =>
        service.applyGiftCard(deps, current, body.egv_number, body.egv_pin),
      ),
    );
  });
  registerEndpoint(app, on.pay, async ({ query, body }, request, reply) => {
    const token = tokenOf(query, body);
    const code: InstrumentCode | undefined = query.instrument ?? body.payment_instrument;
    if (!code)
      throw AppError.badRequest('query.instrument: the instrument is required', [
        { field: 'query.instrument', message: 'required' },
      ]);
    if (query.instrument && body.payment_instrument && query.instrument !== body.payment_instrument)
      throw AppError.badRequest('body.payment_instrument: must be the instrument of the query');
    return gate(reply, () =>
      idempotent(database, secret, request, token, { code, body }, async (first) => {
        const current = await loadSession(deps, token, { read: { row: first.session } });
        return landed(current, await service.pay(deps, current, token, code, body, first.markNotified));
      }),
    );
  });
  registerEndpoint(app, on.complete, async ({ query, body }, request, reply) => {
    const token = tokenOf(query, body);
    const current = await session(token, true);
    return gate(reply, () =>
      idempotent(database, secret, request, token, body, async () =>
        landed(current, await service.complete(deps, current, token, body.transaction_ids)),
      ),
    );
  });
  registerEndpoint(app, on.decline, async ({ query, body }, request, reply) => {
    const token = tokenOf(query, body);
    const current = await session(token, true);
    return gate(reply, () =>
      idempotent(database, secret, request, token, body, async () =>
        landed(current, await service.decline(deps, current, token, body.transaction_ids)),
      ),
    );
  });

  // The signed server-to-server call of the API's reconciliation job: its own JSON parser keeps
  // the raw body, which the signature covers.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(AppError.badRequest('The body is not valid JSON'), undefined);
      }
    });
    const signed = {
      before: async (request: FastifyRequest) => {
        if (!verifySignature(secret, request.rawBody ?? '', request.headers[signatureHeader]))
          throw new AppError(internalErrorCodes.signature, 'The signature of this call is not valid', 401);
      },
    };
    registerEndpoint(scope, internalEndpoints.status, async ({ body }) => paymentStatus(database, body.tokens), signed);
    registerEndpoint(
      scope,
      internalEndpoints.wallets,
      async ({ body }) => accountWallets(database.db, body.accountId),
      signed,
    );
  });

  registerPaymentPages(app, deps);
  app.setNotFoundHandler(async (request, reply) => reply.status(404).send(notFoundBody(request)));
  void paymentErrorCodes;
  return app;
}
