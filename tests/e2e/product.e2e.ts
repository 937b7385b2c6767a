import type { Page } from '@playwright/test';
import type { ProductPage, SellersPage } from '../../src/contracts/product.ts';
import { createCatalogueGenerator, type GeneratedProduct } from '../../src/cli/seed/generate-catalogue.ts';
import { defaultSeed } from '../../src/cli/seed/seed-if-empty.ts';
import { loadDirectory } from '../../src/api/location/pincode-directory.ts';
import { deliveryDays, promiseDate } from '../../src/api/location/service.ts';
import { notDeliverable } from '../../src/web/screen-texts.ts';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { hydrated } from './support/shoppers.ts';
import { sharedSeedProducts } from './support/storefront.ts';

/** The product and sellers pages as a shopper meets them. */
let shop: Storefront;
/** The demo catalogue the storefront seeded: the same seed makes the same products. */
const catalogue: GeneratedProduct[] = [...createCatalogueGenerator(defaultSeed).products(sharedSeedProducts)];

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

/** A promise date as the page shows it (`2017-11-30` as `Thu, 30 Nov`, as delivery-section.tsx formats it). */
const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const productPath = (p: GeneratedProduct) => `/${p.product.slug}/p/${p.product.itemId}`;

async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseUrl },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { RESPONSE: T }).RESPONSE;
}
const pageData = (p: GeneratedProduct) =>
  api<ProductPage>('/api/3/page/dynamic/product', { requestContext: { productId: p.product.id } });

async function open(path: string, page?: Page): Promise<{ page: Page; status: number; errors: string[] }> {
  const tab = page ?? (await shop.newPage());
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  const res = await tab.goto(path, { waitUntil: 'networkidle' });
  // Network silence can come before the screen has hydrated: what is typed then is lost.
  await hydrated(tab);
  return { page: tab, status: res?.status() ?? 0, errors };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the product page', { tag: '@one-database-b' }, () => {
  test('when a shopper opens a product, then its title, price, specifications and ratings are on the server-rendered page', async () => {
    const p = catalogue.find((c) => c.product.categoryId === 'mobiles')!;
    const html = await (await fetch(`${shop.baseUrl}${productPath(p)}`)).text();
    expect(html).toContain(`<title>${p.product.title} Online at Best Price in India | Bazaar</title>`);
    const { page, status, errors } = await open(productPath(p));
    expect(status).toBe(200);
    await expect(heading(page)).toHaveText(p.product.title);
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rate Product' })).toHaveAttribute(
      'href',
      `/${p.product.slug}/write-review/${p.product.itemId}`,
    );
    await expect(page.locator('[data-price] b')).toHaveText(/^₹[\d,]+$/);
    expect(errors).toEqual([]);
  });

  test('when a shopper picks another colour, then the page switches to that variant', async () => {
    // A model whose variants differ in colour.
    const groups = new Map<string, GeneratedProduct[]>();
    for (const c of catalogue.filter((c) => c.product.categoryId === 'mobiles'))
      groups.set(c.product.variantGroupId, [...(groups.get(c.product.variantGroupId) ?? []), c]);
    const model = [...groups.values()].find((g) => new Set(g.map((v) => v.product.variantAttributes.color)).size > 1)!;
    const [from, to] = model as [GeneratedProduct, GeneratedProduct];
    const otherColour = to.product.variantAttributes.color!;
    const { page } = await open(productPath(from));
    await page.getByRole('group', { name: 'Color' }).getByRole('link', { name: otherColour, exact: true }).click();
    await page.waitForFunction((colour) => document.querySelector('h1')?.textContent?.includes(colour), otherColour);
    expect(await heading(page).textContent()).toContain(otherColour);
    expect(new URL(page.url()).pathname).toMatch(/\/p\/itm/);
    await expect(page.getByRole('group', { name: 'Color' }).locator('[aria-current=true]')).toHaveText(otherColour);
  });

  test('when a shopper enters a pincode, then the delivery date for it shows', async () => {
    // Every listing of this television ships from one warehouse: to its own pincode, next day.
    const p = catalogue.find(
      (c) => c.product.categoryId === 'televisions' && new Set(c.listings.map((l) => l.warehousePincode)).size === 1,
    )!;
    const warehouse = p.listings[0]!.warehousePincode;
    const { page } = await open(productPath(p));
    await page.getByLabel('Check delivery to your pincode').fill(warehouse);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-delivery]')).toHaveText(
      `Delivery by ${shownDate(promiseDate(1))} to ${warehouse}`,
    );
  });

  test('when a shopper enters a pincode no warehouse of the product reaches, then it is not deliverable', async () => {
    // Car Nicobar: an island, reached from 1,500 km at most; no listing of this product ships that near.
    const directory = new Map((await loadDirectory()).map((r) => [r.pincode, { ...r, city: r.district }]));
    const island = directory.get('744301')!;
    const reaches = (w: string) => deliveryDays(directory.get(w)!, island) !== null;
    const p = catalogue.find((c) => c.listings.length > 0 && !c.listings.some((l) => reaches(l.warehousePincode)))!;
    const { page } = await open(productPath(p));
    await page.getByLabel('Check delivery to your pincode').fill('744301');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-delivery]')).toHaveText(notDeliverable);
  });

  test('when a pincode of letters is typed, then it is refused locally', async () => {
    const { page } = await open(productPath(catalogue[0]!));
    const input = page.getByLabel('Check delivery to your pincode');
    await input.fill('abcdef');
    expect(await input.inputValue()).toBe('');
    await input.fill('012345');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not a valid pincode' })).toBeVisible();
  });

  test('when a shopper opens all sellers, then every seller shows cheapest first with a delivery date', async () => {
    const p = catalogue.find((c) => c.listings.length >= 3 && c.listings.every((l) => (l.stock ?? 0) > 0))!;
    const { page } = await open(productPath(p));
    await page.getByLabel('Check delivery to your pincode').fill('110001');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('[data-delivery]').waitFor();
    await page.getByRole('link', { name: /See other sellers/ }).click();
    await page.waitForURL(/\/sellers\?pid=/);
    const rows = page.locator('[data-seller-row]');
    await rows.first().waitFor();
    await page
      .locator('[data-seller-delivery]')
      .filter({ hasText: /Delivery by|Not deliverable/ })
      .first()
      .waitFor();
    expect(await rows.count()).toBe(p.listings.length);
    const prices = await page
      .locator('[data-seller-price]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-seller-price'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const server = await api<SellersPage>('/api/3/page/dynamic/product-sellers', {
      requestContext: { productId: p.product.id },
      locationContext: { pincode: '110001' },
    });
    expect(prices).toEqual(server.sellers.map((s) => s.price));
  });

  test('when a size is not picked and Add to cart is pressed, then the page asks for it; once picked, Buy now goes to checkout with the buy-now state', async () => {
    const p = catalogue.find(
      (c) => c.product.categoryId === 'mens-clothing' && c.listings.some((l) => (l.stock ?? 0) > 0),
    )!;
    const data = await pageData(p);
    expect(data.product.inStock).toBe(true);
    const { page } = await open(productPath(p));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select the size' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('link', { name: p.product.variantAttributes.size!, exact: true })
      .click();
    await page.waitForURL(/\?size=/);
    await page.getByRole('button', { name: 'Buy now' }).click();
    // Buy now skips the cart (spec 001 §3 buy-now state: eids, domain physical).
    await page.waitForURL(/\/checkout\/init\?eids=[^&]+&domain=physical$/);
  });

  test('when a shopper has seen two products, then the second page lists the first as recently viewed', async () => {
    const [a, b] = catalogue.filter((c) => c.product.categoryId === 'books');
    const { page } = await open(productPath(a!));
    await open(productPath(b!), page);
    const row = page.getByRole('heading', { name: 'Recently Viewed' });
    await row.waitFor();
    await expect(
      page.locator('section', { has: row }).getByRole('link', { name: a!.product.title }).first(),
    ).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar:recently-viewed') ?? '[]'));
    expect(stored.slice(0, 2)).toEqual([b!.product.id, a!.product.id]);
  });

  test('when the item id is unknown, then a not-found page shows with HTTP 404', async () => {
    const { page, status } = await open('/no-such-thing/p/itmnosuchitem0000');
    await expect(heading(page)).toHaveText(/page you are looking for/);
    expect(status).toBe(404);
    const sellers = await open('/sellers?pid=NOSUCHPRODUCT', page);
    expect(sellers.status).toBe(404);
    await expect(heading(page)).toHaveText(/page you are looking for/);
  });
});
