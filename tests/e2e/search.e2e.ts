import type { Page } from '@playwright/test';
import { createCatalogueGenerator } from '../../src/cli/seed/generate-catalogue.ts';
import { defaultSeed } from '../../src/cli/seed/seed-if-empty.ts';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { hydrated, settled } from './support/shoppers.ts';
import { sharedSeedProducts } from './support/storefront.ts';

/** Search and browse as a shopper meets them: the header's suggestions, the result page, the browse routes. */
let shop: Storefront;

// The shared storefront seeds enough products for more than one page of a category (sharedSeedProducts).
test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await shop.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Hydrated, every lazy part included (entry-client.tsx's mark), so the box and filters act; on
  // result pages, also the screen's own mark (or its alert).
  await hydrated(page);
  if (path !== '/') await page.locator('main [data-hydrated], [role=alert]').first().waitFor();
  return { page, errors };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const cards = (page: Page) => page.locator('main ul li a[href*="/p/itm"]');
const prices = (page: Page) =>
  cards(page).evaluateAll((links) =>
    links.map((a) =>
      Number((a.querySelector('span[class*=price]')?.firstChild?.textContent ?? '').replace(/[^0-9.]/g, '')),
    ),
  );
const url = (page: Page) => new URL(page.url());

test.describe('the header search', { tag: '@one-database-a' }, () => {
  test('when a shopper types a misspelt query and picks a suggestion with the keyboard, then its results open', async () => {
    const { page, errors } = await open('/');
    const box = page.locator('#q');
    await box.click();
    await box.pressSequentially('samsng', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    const first = list.getByRole('option').first();
    // The first letter's suggestions show until the typed word's arrive (after the 250 ms pause).
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toMatch(/^samsung/);
    await expect(page.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=samsung/);
    expect(url(page).searchParams.get('as')).toBe('on');
    expect(url(page).searchParams.get('as-pos')).toBe('1');
    await page.getByRole('heading', { level: 1, name: /samsung/i }).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);

    // On the results page the box still suggests.
    await page.locator('main [data-hydrated]').waitFor();
    await box.fill('');
    await box.pressSequentially('wash', { delay: 40 });
    await list
      .getByRole('option', { name: /^washing/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });

  test('when Escape is pressed or the search is empty, then the list closes and nothing happens', async () => {
    const { page } = await open('/');
    const box = page.locator('#q');
    await box.click();
    await box.pressSequentially('mob', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    const loads: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && loads.push(r.url()));
    await box.fill('   ');
    await page.keyboard.press('Enter');
    await settled(page);
    expect(url(page).pathname).toBe('/');
    expect(loads).toEqual([]);
  });
});

test.describe('the result page', { tag: '@one-database-a' }, () => {
  test('when a shopper narrows by brand and price, sorts by price and pages on, then the URL holds it all and a reload shows the same', async () => {
    const { page, errors } = await open('/search?q=mobiles');
    expect(await heading(page)).toMatch(/mobiles/i);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    const brandValue = await brand.getAttribute('value');
    await brand.click();
    await page.waitForURL((u) => u.searchParams.get('brand') === brandValue);
    const price = filters.getByRole('group', { name: 'Price' });
    await price.getByRole('textbox', { name: 'Minimum price in rupees' }).fill('5000');
    await price.getByRole('textbox', { name: 'Maximum price in rupees' }).fill('60000');
    await price.getByRole('button', { name: 'GO' }).click();
    await page.waitForURL((u) => u.searchParams.get('price') === '5000-60000');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price -- Low to High' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc');
    // The previous page stays on screen until the sorted one arrives.
    await expect
      .poll(
        async () => {
          const shown = await prices(page);
          return shown.length > 0 && shown.every((p, i) => i === 0 || p >= (shown[i - 1] ?? 0));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const sorted = await prices(page);
    expect(sorted.every((p) => p >= 5000 && p <= 60000)).toBe(true);

    // The shared URL, reloaded, shows the same page, rendered by the server.
    const shared = page.url();
    const html = await (await fetch(shared)).text();
    expect(html).toMatch(
      new RegExp(`<input[^>]*(checked=""[^>]*value="${brandValue}"|value="${brandValue}"[^>]*checked="")`),
    );
    const { page: again } = await open(shared.replace(shop.baseUrl, ''));
    expect(await prices(again)).toEqual(sorted);
    expect(errors).toEqual([]);
  });

  test('when a visitor opens a search, then hydrating asks for nothing the page came with: no search call, no prefetch code', async () => {
    const page = await shop.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/search?q=samsung', { waitUntil: 'networkidle' });
    await page.locator('main [data-hydrated]').waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    // The server awaited the results and facets and sent them with the HTML (decision 0035).
    expect(asked.filter((p) => /smart-browse|search-prefetch/.test(p))).toEqual([]);
    // A navigation in the browser still fetches the next results.
    await page.getByRole('link', { name: 'Popularity' }).click();
    await page.waitForURL(/sort=popularity/);
    await expect.poll(() => asked.some((p) => p.includes('smart-browse'))).toBe(true);
  });

  test('when a category has more than a page, then page 2 starts at product 61', async () => {
    const { page } = await open('/mobiles/pr?sid=tyy,4io');
    expect(await heading(page)).toBe('Mobiles');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.getByText(/^Showing 61 – /).waitFor();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('when nothing matches, then it says so', async () => {
    const { page } = await open('/search?q=zzqxjv');
    await page.getByText('Sorry, no results found!').waitFor();
  });

  test('when a shared URL names a filter that does not exist, then the page says so and offers the results without it', async () => {
    const { page, errors } = await open('/search?q=phone&bogus=1&otracker=search&utm_source=share');
    await page.getByRole('alert').getByText('Unknown filter: bogus').waitFor();
    await page.getByRole('link', { name: 'Show results without it' }).click();
    await page.waitForURL((u) => !u.searchParams.has('bogus'));
    expect(url(page).searchParams.get('otracker')).toBe('search');
    await cards(page).first().waitFor();
    expect(errors).toEqual([]);
  });

  test("when the query is 'phone', then it lands on mobiles, not on 'iphone'", async () => {
    const { page } = await open('/search?q=phone');
    await cards(page).first().waitFor();
    expect(await page.getByText('Showing results for').count()).toBe(0);
    const titles = await cards(page).allTextContents();
    expect(titles.some((t) => !/iphone/i.test(t))).toBe(true);
  });

  test('when an unknown stored list is opened, then it is a 404 with a way back', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/offers-list/no-such-list');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Continue shopping' }).waitFor();
  });
});

test.describe('browse routes', { tag: '@one-database-a' }, () => {
  // One test a page (they were one test of five loads, 17 s), so the workers share them.
  test('when a shopper opens a tag page, then it lists its products under the tag', async () => {
    const tag = await open('/mobiles/~bestseller/pr?sid=tyy,4io');
    expect(await heading(tag.page)).toBe('Mobiles: Bestseller');
    expect(await cards(tag.page).count()).toBeGreaterThan(0);
  });

  test("when a shopper opens an author's page, then it lists that author's books", async () => {
    // An author of the seeded catalogue, from the same generator the storefront seeded with (the
    // books listing was loaded in the browser only to read one title).
    let title = '';
    for (const c of createCatalogueGenerator(defaultSeed).products(sharedSeedProducts)) {
      if (c.product.categoryId !== 'books') continue;
      title = c.product.title;
      break;
    }
    const author = title.slice(title.lastIndexOf(', ') + 2, -1);
    expect(author, `an author in ${title}`).not.toBe('');
    const byAuthor = await open(`/author/${encodeURIComponent(author)}`);
    expect(await heading(byAuthor.page)).toBe(`Books by ${author}`);
    const titles = await byAuthor.page.locator('main ul li a[href*="/p/itm"] > span:first-of-type').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.includes(author))).toBe(true);
  });

  test('when a shopper opens an offers list, then it lists its products', async () => {
    const offers = await open('/offers-list/deals-of-the-day');
    expect(await heading(offers.page)).toBe('Deals of the Day');
    expect(await cards(offers.page).count()).toBeGreaterThan(0);
  });

  test("when a shopper follows the menu's brand link, then it lists that brand's products only", async () => {
    const brand = await open('/mobiles/samsung~brand/pr?sid=tyy,4io');
    const brandTitles = await brand.page.locator('main ul li a[href*="/p/itm"] > span:first-of-type').allTextContents();
    expect(brandTitles.length).toBeGreaterThan(0);
    expect(brandTitles.every((t) => t.startsWith('Samsung'))).toBe(true);
  });

  test('when the title names the search, then it reads "{query} - Buy products online at best price"', async () => {
    const { page } = await open('/search?q=washing+machine+7+kg');
    await expect(page).toHaveTitle('washing machine 7 kg - Buy products online at best price');
  });
});
