import { test as base } from '@playwright/test';
import { storefrontOn, startServers, type StartOptions, type Storefront } from './storefront.ts';

export { expect } from '@playwright/test';
export type { Storefront } from './storefront.ts';

/** The storefront global-setup.ts started for this run. */
function sharedServers() {
  const baseUrl = process.env.E2E_BASE_URL;
  const paymentsUrl = process.env.E2E_PAYMENTS_URL;
  if (!baseUrl || !paymentsUrl) throw new Error('no shared storefront: run the tests with playwright.config.ts');
  // Its owner is the global setup; a file cannot stop it.
  return { baseUrl, paymentsUrl, moreWebUrls: [], close: async () => {} };
}

interface WorkerFixtures {
  sharedPages: ReturnType<typeof storefrontOn>;
  /** The run's shared storefront: every file, every worker; pages in fresh contexts. */
  storefront: Storefront;
  /**
   * Servers of the test's own (two web processes on one PostgreSQL, restarts): started on a
   * fresh database, closed when the worker ends. Costs 5-20 s each: only when sharing cannot work.
   */
  startStorefront: (options?: StartOptions) => Promise<Storefront>;
}

interface TestFixtures {
  /** Closes the contexts a test opened when it ends (contexts opened in beforeAll live on). */
  closeTestPages: void;
}

/**
 * Tags (decision 0027): `{ tag: '@one-database-a' }` or `'@one-database-b'` on a describe whose
 * outcome cannot differ between databases: it checks what a page does, and the calls under it
 * (reads, and the account calls, whose writes and read-backs the API tests run on both
 * databases) are the same code on either. `.ci/run` runs the `-a` tests on PGlite and the `-b`
 * tests on PostgreSQL, the halves chosen so both runs end together. Untagged tests run on both:
 * a server path that differs by database (the logged-in pages' per-session cache on PGlite,
 * several web processes on one server, a crash and restart) and the two end-to-end flows that
 * cross every area (signup and login on the full page; a payment from the cart to the order
 * confirmation). Every other describe carries a half: its calls' writes and read-backs run on
 * both databases in the API tests (decision 0027, fourth version of the rule).
 *
 * The browser-test `test`: Playwright's own fixtures (`page`, `request` and `baseURL` point at
 * the shared storefront) plus `storefront`, the shape of the old harness (decision 0027).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright reads a fixture's needs from this pattern; the shared origin needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(sharedServers().baseUrl),
  sharedPages: [
    async ({ browser }, use) => {
      const pages = storefrontOn(sharedServers(), browser, { ownAddress: true });
      await use(pages);
      await pages.storefront.close();
    },
    { scope: 'worker' },
  ],
  storefront: [async ({ sharedPages }, use) => use(sharedPages.storefront), { scope: 'worker' }],
  closeTestPages: [
    async ({ sharedPages }, use) => {
      const end = sharedPages.track();
      await use();
      await end();
    },
    { auto: true },
  ],
  startStorefront: [
    async ({ browser }, use) => {
      const started: Storefront[] = [];
      await use(async (options) => {
        const servers = await startServers(options);
        const { storefront } = storefrontOn(servers, browser);
        started.push({ ...storefront, close: async () => (await storefront.close(), await servers.close()) });
        return started.at(-1) as Storefront;
      });
      await Promise.all(started.map((s) => s.close()));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
