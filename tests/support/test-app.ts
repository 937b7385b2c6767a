import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildWebApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The storefront origin of the API tests: Fastify's inject names `localhost:80` as the Host, so
 * the configured origin is `http://localhost` and the Host check holds in the tests as it does
 * in production (docs/decisions/0029).
 */
export const testOrigin = 'http://localhost';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Fastify inject with the storefront's Origin, as the browser would send it. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The web process's API on a fresh database, driven in process through Fastify's inject. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Production refuses the development signing secret; a test that runs as production has its own.
  const secret = { PAYMENTS_SIGNING_SECRET: 'test-signing-secret-of-the-suite' };
  // The fulfilment clock is off unless a test turns it on: no order moves under another test's feet.
  const clock = { FULFILMENT_STEP_SECONDS: '0' };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: testOrigin,
    ...secret,
    ...clock,
    ...env,
  });
  const database = await createTestDatabase(['app']);
  const app = await buildWebApp({ config, database, logger: createLogger('silent', 'test') });
  await app.ready();
  return {
    app,
    database,
    config,
    call: (options) => app.inject({ ...options, headers: { origin: testOrigin, ...(options.headers ?? {}) } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
