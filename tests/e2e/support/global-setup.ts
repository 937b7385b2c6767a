import { sharedSeedProducts, startServers } from './storefront.ts';

/**
 * The one storefront of a browser-test run: web process and payment service on a freshly seeded
 * database (PGlite, or a new database on TEST_DATABASE_URL), started once before any file and
 * shared by every worker through the environment. Addresses come from X-Forwarded-For, so each
 * browser context can be a shopper of its own for the per-address rate limits.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const servers = await startServers({ env: { TRUST_PROXY: '127.0.0.1', SEED_PRODUCTS: String(sharedSeedProducts) } });
  process.env.E2E_BASE_URL = servers.baseUrl;
  process.env.E2E_PAYMENTS_URL = servers.paymentsUrl;
  console.log(`Storefront ${servers.baseUrl} (payments ${servers.paymentsUrl}) up in ${Date.now() - t0} ms`);
  return () => servers.close();
}
