import type { Page } from '@playwright/test';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { seriousViolations } from './support/axe.ts';
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
// The tests take turns on the two pages opened below: a failure stops the ones after it.
test.describe.configure({ mode: 'serial' });

const widths = [1366, 360];

async function check(page: Page, path: string, heading?: RegExp): Promise<void> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 740 });
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBeLessThan(path.startsWith('/no-such') ? 500 : 400);
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'attached' });
    found.push(...(await seriousViolations(page)).map((line) => `${path} at ${width} px: ${line}`));
  }
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
  [visitor, shopper] = await Promise.all([shop.newPage(), shop.newPage()]);
  await signUpByCalls(shop, shopper, 'Kavya');
  await visitor.goto('/mobiles', { waitUntil: 'networkidle' });
  productPath = (await visitor.locator('main a[href*="/p/"]').first().getAttribute('href')) ?? '';
});

test.describe('axe-core finds no serious or critical violation', { tag: '@one-database-b' }, () => {
  test('when a visitor opens home, then it passes and has an h1', async () => {
    await check(visitor, '/');
    expect(await visitor.locator('h1').count()).toBe(1);
  });

  test('when a visitor opens a search, then it passes', () => check(visitor, '/search?q=samsung'));

  test('when a visitor opens a category, then it passes', () => check(visitor, '/mobiles/pr?sid=tyy,4io'));

  test('when a visitor opens a store page, then it passes', () => check(visitor, '/mobiles'));

  test('when a visitor opens a product, then it passes', async () => {
    expect(productPath).toMatch(/\/p\//);
    await check(visitor, productPath);
  });

  test('when a visitor opens the sellers of a product, then it passes', async () => {
    // The first product on /mobiles that more than one seller lists.
    await visitor.goto('/mobiles', { waitUntil: 'networkidle' });
    const products = await visitor
      .locator('main a[href*="/p/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    let sellers = '';
    for (const product of products.slice(0, 12)) {
      await visitor.goto(product, { waitUntil: 'networkidle' });
      sellers =
        (await visitor
          .locator('main a[href^="/sellers?"]')
          .first()
          .getAttribute('href', { timeout: 1000 })
          .catch(() => null)) ?? '';
      if (sellers) break;
    }
    expect(sellers).toMatch(/pid=/);
    await check(visitor, sellers);
  });

  test('when a visitor opens the login page, then it passes', () => check(visitor, '/account/login'));

  test('when a visitor opens a static page, then it passes', () => check(visitor, '/pages/about-us'));

  test('when a visitor opens a page that does not exist, then the not-found page passes', () =>
    check(visitor, '/no-such-page/at-all'));

  test('when a shopper opens the account page, then it passes', () => check(shopper, '/account/', /./));

  test('when a shopper opens the saved addresses, then it passes', () => check(shopper, '/account/addresses'));

  test('when a shopper opens the notifications, then it passes', () =>
    check(shopper, '/notifications?otracker=Notifications_view_all'));

  test('when a shopper opens the membership page, then it passes', () => check(shopper, '/account/flipkartfirst'));
});

test.describe('the phone layout of search and browse', { tag: '@one-database-b' }, () => {
  test('when the window is 360 px wide, then Filter and Sort open their sheets instead of filters under the results', async () => {
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.goto('/mobiles/pr?sid=tyy,4io', { waitUntil: 'networkidle' });
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
  });
});

test.describe('keyboard focus', { tag: '@one-database-b' }, () => {
  test('when a visitor tabs through home, then every focused element shows an outline', async () => {
    await visitor.setViewportSize({ width: 1366, height: 768 });
    await visitor.goto('/', { waitUntil: 'networkidle' });
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
    expect(unmarked).toEqual([]);
  });
});
