import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './api/accounts/routes.ts';
import { checkoutRoutes } from './api/checkout/routes.ts';
import { cartRoutes } from './api/cart/routes.ts';
import { contentRoutes } from './api/content/routes.ts';
import { imageRoutes } from './api/catalogue/image-routes.ts';
import { productRoutes } from './api/catalogue/routes.ts';
import { locationRoutes } from './api/location/routes.ts';
import { notificationRoutes } from './api/notifications/routes.ts';
import { internalPaymentRoutes, orderRoutes, signedPaths } from './api/orders/routes.ts';
import { scheduleFulfilmentClock } from './api/orders/fulfilment-clock.ts';
import { fulfilmentDevRoutes } from './api/orders/fulfilment-dev-routes.ts';
import { profileRoutes } from './api/profile/routes.ts';
import { searchRoutes } from './api/search/routes.ts';
import { warmSearchRoutes } from './api/search/warm-routes.ts';
import { wishlistRoutes } from './api/wishlist/routes.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { createHttpServer } from './platform/http/create-server.ts';
import { notFoundBody } from './platform/http/error-handler.ts';
import type { Logger } from './platform/logger.ts';
import { registerSessions } from './platform/session.ts';
import { composeWebContext } from './composition.ts';
import { registerStorefront } from './storefront-host.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After `ready`, before `listen`: the search engine's warm-up, then the storefront's calls
     * through the HTTP path, so the first shoppers pay for neither (warm-routes.ts). Nothing for
     * an API-only app.
     */
    prepareForTraffic(): Promise<void>;
  }
}

export interface WebAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /** Serve the built storefront (pages and assets); API tests leave it off. */
  storefront?: boolean;
}

/** The web process: the marketplace API, product images and the server-rendered storefront. */
export async function buildWebApp(options: WebAppOptions): Promise<FastifyInstance> {
  const { config, database, logger } = options;
  const app = await createHttpServer({
    logger,
    // A checkout summary (about 1.4 KB) arrives in the first round trip either way; compressing it cost the
    // process more than the summary's own SQL (decision 0044). Larger answers are compressed.
    compressThreshold: 4 * 1024,
    trustedProxies: config.trustedProxies,
    security: {
      servedOrigins: [config.publicOrigin],
      allowedOrigins: [config.publicOrigin],
      connectOrigins: [config.paymentsOrigin],
      production: config.secureCookies,
      signedPaths,
    },
  });
  const ctx = composeWebContext({
    db: database.db,
    config,
    logger,
    onWrite: database.onWrite,
    searchInMemory: database.kind === 'pglite',
    indexedReads: database.indexedReads,
  });
  // Events are read while the server runs; closing stops the reader before the database closes.
  app.addHook('onReady', () => ctx.events.start());
  app.addHook('onClose', () => ctx.events.stop());

  // The yardstick of `npm run bench`: the cheapest JSON answer this server can give.
  app.get('/api/hello', async () => ({ hello: 'world' }));
  app.get('/api/health', async () => ({ STATUS_CODE: 200, RESPONSE: { status: 'ok', database: database.kind } }));
  imageRoutes(app, ctx);
  // The payment service's signed calls: no session, no Origin; their signature instead.
  internalPaymentRoutes(app, ctx);
  // The fulfilment clock moves placed orders towards delivery; the development call moves one by hand.
  scheduleFulfilmentClock(app, ctx);
  // A web process that serves shoppers answers its first searches warm (decision 0052): the
  // searches themselves, then the HTTP path that carries them.
  app.decorate('prepareForTraffic', async () => {
    if (!options.storefront) return;
    await ctx.search.warmUp();
    await warmSearchRoutes(app, config.publicOrigin);
    // The warm-up's answers are not shoppers': the first shoppers' searches are counted afresh.
    ctx.search.clearCaches({ answersOnly: true });
  });
  if (config.devPages) fulfilmentDevRoutes(app, ctx);
  // The API reads the session; images and static assets never need it.
  await app.register(async (api) => {
    registerSessions(api, ctx.sessions);
    accountRoutes(api, ctx);
    contentRoutes(api, ctx);
    productRoutes(api, ctx);
    searchRoutes(api, ctx);
    locationRoutes(api, ctx);
    notificationRoutes(api, ctx);
    profileRoutes(api, ctx);
    checkoutRoutes(api, ctx);
    cartRoutes(api, ctx);
    wishlistRoutes(api, ctx);
    orderRoutes(api, ctx);
  });
  const renderPage = options.storefront ? await registerStorefront(app, ctx) : null;
  // Any GET that no route claims is a page of the storefront, unless it names an API, an image
  // or an asset: those answer a 404 in the spec's error shape.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|lc|img|assets)\//.test(request.url);
    if (renderPage && isPage) return renderPage(request, reply);
    return reply.status(404).send(notFoundBody(request));
  });
  return app;
}
