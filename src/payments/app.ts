import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '../contracts/payments.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { AppError } from '../platform/http/app-error.ts';
import { createHttpServer } from '../platform/http/create-server.ts';
import { registerEndpoint } from '../platform/http/endpoint.ts';
import { notFoundBody } from '../platform/http/error-handler.ts';
import type { Logger } from '../platform/logger.ts';

export interface PaymentsAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
}

/** The devices a caller may name in `x-device-source`; the storefront sends `web`. */
export const deviceSources = ['web', 'msite', 'android', 'ios'] as const;

/** Payment calls carry small JSON bodies; anything larger is refused with a 413 before parsing. */
const bodyLimit = 64 * 1024;

/**
 * The payment service, on its own origin (spec 001 §7): CORS for the storefront origin alone,
 * and every call must say which device it comes from with `x-device-source`.
 */
export async function buildPaymentsApp({ config, database, logger }: PaymentsAppOptions): Promise<FastifyInstance> {
  const app = await createHttpServer({
    logger,
    bodyLimit,
    trustedProxies: config.trustedProxies,
    security: {
      servedOrigins: [config.paymentsOrigin],
      allowedOrigins: [config.publicOrigin],
      connectOrigins: [],
      production: config.secureCookies,
    },
  });
  // Another origin gets no CORS header at all (not even allow-credentials), so a browser there
  // can neither read an answer nor pass a preflight.
  await app.register(cors, {
    origin: (origin, done) => done(null, origin === config.publicOrigin ? origin : false),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'x-device-source', 'x-idempotency-key'],
    maxAge: 600,
  });
  // On request, before any body is read: a call that does not name its device goes no further.
  // Preflights carry no custom headers by design, so they are left to CORS.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const source = request.headers['x-device-source'];
    if (typeof source !== 'string' || !(deviceSources as readonly string[]).includes(source)) {
      throw new AppError(
        'DEVICE_SOURCE_REQUIRED',
        `The x-device-source header is required (${deviceSources.join(', ')})`,
        400,
      );
    }
  });
  registerEndpoint(app, paymentEndpoints.health, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' as const, service: 'payments' as const, database: database.kind };
  });
  app.setNotFoundHandler(async (request, reply) => reply.status(404).send(notFoundBody(request)));
  return app;
}
