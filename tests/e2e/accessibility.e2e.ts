import type { Page } from '@playwright/test';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { productPathsOn, sellersPathFrom } from './support/catalogue.ts';
import { orderLanes, shopperWithOrder } from './support/orders.ts';
import { signUpByCalls } from './support/shoppers.ts';

/**
 * axe-core, every rule, on each page type at 1366 and 360 px: a page passes with no serious or
 * critical violation (WCAG AA colour contrast included). A failure lists each violation's rule,
 * impact, element and axe's message, so the fix can start from the report.
 */
let shop: Storefront;
let visitor: Page;
let shopper: Page;
let productPath = '';
let orderShopper: Awaited<ReturnType<typeof shopperWithOrder>>;
// Each worker opens its own two pages (beforeAll runs once a worker) and its tests take turns on
// them: the tests are shared out to both workers. (They were one serial describe on one worker:
// 377 s of one worker at load 25, the PostgreSQL run's tail; decision 0027.)

const widths = [1366, 360];

/**
 * Loads the page at each width and runs axe on it; `then[width]`, when given, goes on from that
 * load after axe (the other checks of this file on the same page and width share its load).
 */
async function check(
  page: Page,
  path: string,
  heading?: RegExp,
  then: Partial<Record<number, () => Promise<void>>> = {},
  at: number[] = widths,
): Promise<void> {
  const found: string[] = [];
  for (const width of at) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 740 });
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBeLessThan(path.startsWith('/no-such') ? 500 : 400);
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'attached' });
    found.push(...(await seriousViolations(page)).map((line) => `${path} at ${width} px: ${line}`));
    await then[width]?.();
  }
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

/**
 * A test at each width, each loading the page once at its width: `run(width)` is its body. (One
 * test loaded both: home and the category took 51-53 s of their 60 s at load 25.)
 */
function atEachWidth(title: string, run: (width: number) => Promise<void>) {
  for (const width of widths) test(`${title} (${width} px)`, () => run(width));
}

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
  [visitor, shopper] = await Promise.all([shop.newPage(), shop.newPage()]);
  // The first product of /mobiles, read from the server's HTML rather than a page load.
  [[productPath = ''] = [], , orderShopper] = await Promise.all([
    productPathsOn(shop, '/mobiles'),
    signUpByCalls(shop, shopper, 'Kavya'),
    shopperWithOrder(shop, 'Kavya', orderLanes.accessibility),
  ]);
});

test.describe('axe-core finds no serious or critical violation', { tag: '@one-database-b' }, () => {
  atEachWidth(
    'when a visitor opens home, then it passes and has an h1; tabbing through it at 1366 px shows an outline on every focused element',
    async (width) => {
      await check(visitor, '/', undefined, { 1366: everyFocusOutlined }, [width]);
      expect(await visitor.locator('h1').count()).toBe(1);
    },
  );

  atEachWidth('when a visitor opens a search, then it passes', (width) =>
    check(visitor, '/search?q=samsung', undefined, {}, [width]),
  );

  atEachWidth(
    'when a visitor opens a category, then it passes; at 360 px Filter and Sort open their sheets instead of filters under the results',
    (width) => check(visitor, '/mobiles/pr?sid=tyy,4io', undefined, { 360: phoneSheets }, [width]),
  );

  atEachWidth('when a visitor opens a store page, then it passes', (width) =>
    check(visitor, '/mobiles', undefined, {}, [width]),
  );

  atEachWidth('when a visitor opens a product, then it passes', async (width) => {
    expect(productPath).toMatch(/\/p\//);
    await check(visitor, productPath, undefined, {}, [width]);
  });

  atEachWidth('when a visitor opens the sellers of a product, then it passes', async (width) => {
    // The first product on /mobiles that more than one seller lists (from the server's HTML).
    const sellers = await sellersPathFrom(shop, '/mobiles');
    expect(sellers).toMatch(/pid=/);
    await check(visitor, sellers, undefined, {}, [width]);
  });

  atEachWidth('when a visitor opens the login page, then it passes', (width) =>
    check(visitor, '/account/login', undefined, {}, [width]),
  );

  atEachWidth('when a visitor opens a static page, then it passes', (width) =>
    check(visitor, '/pages/about-us', undefined, {}, [width]),
  );

  atEachWidth('when a visitor opens a page that does not exist, then the not-found page passes', (width) =>
    check(visitor, '/no-such-page/at-all', undefined, {}, [width]),
  );

  atEachWidth('when a shopper opens the account page, then it passes', (width) =>
    check(shopper, '/account/', /./, {}, [width]),
  );

  atEachWidth('when a shopper opens the saved addresses, then it passes', (width) =>
    check(shopper, '/account/addresses', undefined, {}, [width]),
  );

  atEachWidth('when a shopper opens the notifications, then it passes', (width) =>
    check(shopper, '/notifications?otracker=Notifications_view_all', undefined, {}, [width]),
  );

  atEachWidth('when a shopper opens the membership page, then it passes', (width) =>
    check(shopper, '/account/flipkartfirst', undefined, {}, [width]),
  );

  atEachWidth('when a shopper without orders opens My orders, then its empty state passes', (width) =>
    check(shopper, '/account/orders', /My Orders/, {}, [width]),
  );

  atEachWidth('when a shopper opens My orders with an order and the order’s details, then both pass', async (width) => {
    // A shopper of its own with one order (beforeAll; the worker's shopper keeps no orders).
    const { page, orderId } = orderShopper;
    await check(page, '/account/orders', /My Orders/, {}, [width]);
    await check(page, `/order_details?order_id=${orderId}`, /Order Details/, {}, [width]);
  });

  test('when a shopper opens a cart with a line and a wishlist with a product, then both pass', async () => {
    // A shopper of its own (the worker's shopper is shared with the tests above, whatever their
    // order): the first product of a store page, a cart line, then the same product wishlisted.
    const buyer = await shop.newPage();
    await signUpByCalls(shop, buyer, 'Kavya');
    await buyer.goto(productPath, { waitUntil: 'networkidle' });
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyer.locator('header').getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
    await buyer.getByRole('button', { name: 'Wishlist' }).click();
    await expect(buyer.getByRole('button', { name: 'Wishlist', pressed: true })).toBeVisible();
    await check(buyer, '/viewcart', /My Cart/);
    await check(buyer, '/wishlist', /My Wishlist/);
  });
});

/**
 * The phone layout of search and browse, on the category page loaded at 360 px (after its axe
 * check): Filter and Sort open their sheets instead of filters under the results.
 */
async function phoneSheets(): Promise<void> {
  const filters = visitor.getByRole('complementary', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await visitor.getByRole('button', { name: 'Filter', exact: true }).click();
  const sheet = visitor.getByRole('dialog', { name: 'Filters' });
  await sheet.waitFor();
  expect(await sheet.getByRole('checkbox').count()).toBeGreaterThan(0);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await sheet.waitFor({ state: 'hidden' });

  const sorts = visitor.getByRole('navigation', { name: 'Sort by' });
  await expect(sorts).toBeHidden();
  await visitor.getByRole('button', { name: 'Sort', exact: true }).click();
  await sorts.waitFor();
  await Promise.all([
    visitor.waitForURL(/sort=price_asc/),
    sorts.getByRole('link', { name: 'Price -- Low to High' }).click(),
  ]);
  await sorts.waitFor({ state: 'hidden' });
}

/** Keyboard focus, on home loaded at 1366 px (after its axe check): every focused element shows an outline. */
async function everyFocusOutlined(): Promise<void> {
  const unmarked: string[] = [];
  for (let i = 0; i < 25; i++) {
    await visitor.keyboard.press('Tab');
    const seen = await visitor.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        name: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (seen && !seen.outlined) unmarked.push(seen.name);
  }
  expect(unmarked, 'focused elements without an outline').toEqual([]);
}
