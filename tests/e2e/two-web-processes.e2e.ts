import { expect, test, type Storefront } from './support/fixtures.ts';

// ARCHITECTURE.md: "CI runs two web processes against one PostgreSQL". A PGlite database belongs
// to one process, so this file runs on the PostgreSQL pass of CI only.
const onServer = Boolean(process.env.TEST_DATABASE_URL);

test.describe('two web processes on one PostgreSQL', () => {
  test.skip(!onServer, 'needs TEST_DATABASE_URL');
  // Both tests look at the one pair of servers started below. Two processes migrating and seeding
  // one empty database, then warming their search, took over a minute once under .ci/run's load.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  // Its own servers: the point is two processes racing to migrate and seed one empty database.
  let shop: Storefront;
  test.beforeAll(async ({ startStorefront }) => {
    shop = await startStorefront({ webProcesses: 2 });
  });

  const widgets = async (origin: string) => {
    const res = await fetch(`${origin}/api/3/data/home/widgets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{}',
    });
    expect(res.status).toBe(200);
    return (await res.json()).RESPONSE.widgets as Record<
      string,
      { type: string; data: { products?: { productId: string }[] } }
    >;
  };

  test('when both start at once on an empty database, then it is migrated and seeded once and both serve the same catalogue', async () => {
    const [first, second] = [shop.baseUrl, shop.moreWebUrls[0] as string];
    const [a, b] = await Promise.all([widgets(first), widgets(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    const ids = Object.values(a).flatMap((w) => w.data.products?.map((p) => p.productId) ?? []);
    expect(ids.length).toBeGreaterThan(0);
  });

  test('when a shopper opens the home page on either process, then both show the same products', async () => {
    const page = await shop.newPage();
    const titles = async (origin: string) => {
      await page.goto(`${origin}/`);
      return page.locator('main a[href*="/p/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    };
    const one = await titles(shop.baseUrl);
    const two = await titles(shop.moreWebUrls[0] as string);
    expect(one.length).toBeGreaterThan(3);
    expect(two).toEqual(one);
  });
});
