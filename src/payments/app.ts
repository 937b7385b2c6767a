import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { paymentPaths } from '../contracts/paths.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { AppError } from '../platform/http/app-error.ts';
import { createHttpServer } from '../platform/http/create-server.ts';
import { notFoundBody } from '../platform/http/error-handler.ts';
import type { Logger } from '../platform/logger.ts';

export interface PaymentsAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
}

/**
 * The payment service, on its own origin (spec 001 §7): CORS for the storefront origin alone,
 * and every call must say which device it comes from with `x-device-source`.
 */
export async function buildPaymentsApp({ config, database, logger }: PaymentsAppOptions): Promise<FastifyInstance> {
  const app = await createHttpServer({
    logger,
    security: { allowedOrigins: [config.publicOrigin], connectOrigins: [], production: config.secureCookies },
  });
  await app.register(cors, {
    origin: [config.publicOrigin],
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'x-device-source', 'x-idempotency-key'],
  });
  app.addHook('preHandler', async (request) => {
    if (request.method === 'OPTIONS') return;
    const source = request.headers['x-device-source'];
    if (typeof source !== 'string' || !/^(web|msite|android|ios)$/.test(source)) {
      throw new AppError('DEVICE_SOURCE_REQUIRED', 'The x-device-source header is required (web, msite, android or ios)', 400);
    }
  });
  app.get(paymentPaths.health, async () => {
    await database.db.execute('select 1');
    return { STATUS_CODE: 200, RESPONSE: { status: 'ok', service: 'payments', database: database.kind } };
  });
  app.setNotFoundHandler(async (request, reply) => reply.status(404).send(notFoundBody(request)));
  return app;
}
