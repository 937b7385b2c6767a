import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createCatalogueGenerator, type GeneratedProduct } from '../../src/cli/seed/generate-catalogue.ts';
import { defaultSeed } from '../../src/cli/seed/seed-if-empty.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signUpByCalls } from './support/shoppers.ts';
import { sharedSeedProducts } from './support/storefront.ts';

/**
 * The order confirmation `/orderresponse` (issue 12 item 6, spec 001 §2-§5, §7, §9): login
 * needed; after a payment from the cart it shows the thank-you, seller group and product-specific
 * messages and the orders with their items and dates like `Tue, Jan 5th '24 3:04 PM`; the header's
 * cart count and the cart follow; an unknown reference shows only its message. axe at 1366 and
 * 360 px; screenshots in /tmp/payweb-shots/.
 */
const shots = '/tmp/payweb-shots';
const catalogue: GeneratedProduct[] = [...createCatalogueGenerator(defaultSeed).products(sharedSeedProducts)];
// Books well past those other files buy: no size to choose, every listing in stock.
const books = catalogue
  .filter(
    (c) =>
      c.product.categoryId === 'books' &&
      c.listings.length > 1 &&
      c.listings.every((l) => (l.stock ?? 0) > 8) &&
      (c.listings[0]?.price ?? 0) >= 30_000,
  )
  .slice(80);
const cartIcon = (page: Page) => page.locator('header').getByRole('link', { name: /^Cart/ });
const dateText = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2} \d{1,2}:\d{2} [AP]M$/;
const promiseText = /^Delivery by [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2}$/;

test(
  'when a logged-out visitor opens the confirmation, then they are sent to log in with ret, title and desc',
  { tag: '@one-database-a' },
  async ({ page }) => {
    await page.goto('/orderresponse?reference_id=abc&token=def');
    await page.waitForURL(/\/account\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('ret')).toBe('/orderresponse?reference_id=abc&token=def');
    expect(url.searchParams.get('title')).toBe('Order Confirmation');
    expect(url.searchParams.get('desc')).toBe('See your order confirmation');
  },
);

test(
  'when a shopper opens a confirmation that is not theirs, then only its message shows',
  { tag: '@one-database-a' },
  async ({ storefront }) => {
    const page = await storefront.newPage();
    await signUpByCalls(storefront, page, 'Anil');
    await page.goto('/orderresponse?reference_id=nobody&token=nothing', { waitUntil: 'networkidle' });
    const error = page.locator('[data-confirmation="error"]');
    await expect(error.getByRole('alert')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Order ID');
  },
);

test('when a shopper pays for their cart, then the confirmation lists the orders and the cart and its count empty', async ({
  storefront,
}) => {
  test.setTimeout(150_000);
  const [a, b] = books;
  expect(b, 'two books in stock in the demo catalogue').toBeTruthy();
  const page = await storefront.newPage();
  await signUpByCalls(storefront, page, 'Lakshmi');
  const headers = { origin: storefront.baseUrl };
  const saved = await page.request.post('/api/3/user/addresses', {
    data: {
      name: 'Lakshmi Iyer',
      phone: '9845012345',
      pincode: '600001',
      addressLine1: '4 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
    },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // Two books from two sellers' listings, so the payment may place more than one order.
  for (const [product, listing] of [
    [a!, a!.listings[0]!],
    [b!, b!.listings[1]!],
  ] as const) {
    const added = await page.request.post('/api/4/cart/add', {
      data: { [listing.id as string]: { productId: product.product.id, quantity: 1 } },
      headers,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(cartIcon(page)).toHaveAccessibleName('Cart, 2 items');

  // Checkout of the cart, paid by a test card that needs no one-time password.
  await page.goto('/checkout/init', { waitUntil: 'networkidle' });
  const summary = page.locator('main li[data-section="summary"]');
  await expect(summary).toHaveAttribute('data-state', 'EXPANDED');
  await summary.getByRole('button', { name: 'CONTINUE' }).click();
  const payment = page.locator('main li[data-section="payment"]');
  await payment.getByRole('radio', { name: 'Credit / Debit / ATM Card', exact: true }).check();
  const form = payment.getByRole('form', { name: 'Pay by card' });
  // The instrument check of the whole number (the first six digits are checked before it).
  const checked = page.waitForResponse(
    (r) => r.url().includes('/instrumentcheck') && r.request().postDataJSON()?.card_number === '4111111111111111',
  );
  await form.getByLabel('Card number', { exact: true }).pressSequentially('4111111111111111');
  await form.getByLabel('Month', { exact: true }).selectOption('12');
  await form.getByLabel('Year', { exact: true }).selectOption(String((new Date().getFullYear() + 3) % 100));
  await form.getByLabel('CVV', { exact: true }).fill('123');
  // Once the card's instrument check has answered. In one loaded CI run a press in the same
  // moment as that answer sent no payment; a press while the check is in flight does pay (tried
  // by holding the check back 1.5 s), and the moment was not reproduced on a quiet machine.
  await checked;
  await form.getByRole('button', { name: /^PAY/ }).click();

  await page.waitForURL(/\/orderresponse\?reference_id=[^&]+&token=/, { timeout: 20_000 });
  const main = page.locator('main');
  await expect(main.locator('[data-confirmation="200"]')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
  const orders = main.locator('li[data-order-id]');
  expect(await orders.count()).toBeGreaterThanOrEqual(1);
  await expect(main.locator('li[data-order-item-id]')).toHaveCount(2);
  await expect(main).toContainText(a!.product.title);
  await expect(main).toContainText(b!.product.title);
  for (const time of await orders.locator('dd time').allTextContents()) expect(time).toMatch(dateText);
  for (const promise of await main.locator('li[data-order-id] > p time').allTextContents())
    expect(promise).toMatch(promiseText);

  // What was ordered left the cart: the header's count follows, and the cart is empty.
  await expect(cartIcon(page)).toHaveAccessibleName('Cart');
  mkdirSync(shots, { recursive: true });
  const found: string[] = [];
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 740 });
    found.push(...(await seriousViolations(page)).map((line) => `${width} px: ${line}`));
    await page.screenshot({ path: `${shots}/confirmation-${width}.png`, fullPage: true });
  }
  expect(found).toEqual([]);

  // The same confirmation again (a reload) shows the same orders, never a second payment.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(main.locator('li[data-order-item-id]')).toHaveCount(2);
});
