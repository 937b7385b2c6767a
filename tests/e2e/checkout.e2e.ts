import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { codeFor, freshMobile, hydrated, signUpByCalls } from './support/shoppers.ts';

/**
 * The checkout page as shoppers meet it (spec 001 §2, §4, §5, §8): buy now into checkout as a
 * logged-in shopper, a new address whose city and state the pincode fills in, the server's field
 * error for a bad address line, deliver here, a quantity changed in the order summary and the
 * payment token; logging in by code inside checkout; axe on the page at 1366 and 360 px.
 */
let shop: Storefront;
let productPath = '';
let listingId = '';

const section = (page: Page, name: RegExp) =>
  page.locator('main li[data-section]').filter({ has: page.getByRole('heading', { name }) });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The buy-now address of a product page's shown offer (spec 001 §3 Buy-now state: eids, domain physical). */
const buyNowUrl = () => `/checkout/init?eids=${encodeURIComponent(listingId)}&domain=physical`;

async function axeAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 740 });
    found.push(...(await seriousViolations(page)).map((line) => `${width} px: ${line}`));
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  return found;
}

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
  const page = await shop.newPage();
  await page.goto('/mobiles', { waitUntil: 'networkidle' });
  productPath = (await page.locator('main a[href*="/p/"]').first().getAttribute('href')) ?? '';
  await page.goto(productPath, { waitUntil: 'networkidle' });
  // The shown offer's listing, from the page's own data (the product call's `listing.listingId`).
  listingId = (await page.content()).match(/"listing":\{[^{}]*?"listingId":"([^"]+)"/)?.[1] ?? '';
  expect(listingId, `a listing on ${productPath}`).not.toBe('');
});

test(
  'when a logged-in shopper buys now, adds an address and changes a quantity, then the payment section holds a token',
  { tag: '@one-database-b' },
  async () => {
    const page = await shop.newPage();
    await signUpByCalls(shop, page, 'Ritu');
    await page.goto(productPath, { waitUntil: 'networkidle' });
    await page.goto(buyNowUrl(), { waitUntil: 'networkidle' });

    // Logged in: login completed, the address section open with the new-address form (no addresses yet).
    await expect(section(page, /Login or Signup/)).toHaveAttribute('data-state', 'COMPLETED');
    await expect(section(page, /Delivery Address/)).toHaveAttribute('data-state', 'EXPANDED');
    const form = page.locator('form#newAddressForm');
    await field(form, 'Name').fill('Ritu Sharma');
    await field(form, '10-digit mobile number').fill('+919812345678');
    await field(form, 'Pincode').pressSequentially('560001');
    // The lookup at 6 characters fills city and state.
    await expect(field(form, 'State')).toHaveValue('Karnataka');
    await expect(field(form, 'City/District/Town')).not.toHaveValue('');
    await field(form, 'Flat, House no., Building (optional)').fill('Flat 4B, Lotus Towers');
    // Too long for the server: its ADD_LINE1_INVALID text shows under the address line.
    await field(form, 'Address (Area and Street)').fill(`12 MG Road ${'near the old market '.repeat(30)}`);
    await form.getByRole('button', { name: 'DELIVER HERE' }).click();
    const line = field(form, 'Address (Area and Street)');
    await expect(line).toHaveAttribute('aria-invalid', 'true');
    const lineError = page.locator(`#${(await line.getAttribute('aria-describedby')) ?? 'none'}`);
    await expect(lineError).toHaveText('Not a valid value');

    await line.fill('12 MG Road, Shivajinagar');
    await form.getByRole('button', { name: 'DELIVER HERE' }).click();

    // Saved and selected: on to the order summary with its Indian order date.
    const summary = section(page, /Order Summary/);
    await expect(summary).toHaveAttribute('data-state', 'EXPANDED');
    await expect(section(page, /Delivery Address/)).toContainText('Ritu Sharma');
    await expect(summary.locator('time')).toHaveText(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2} \d{1,2}:\d{2} [AP]M$/,
    );
    const total = page
      .getByRole('complementary', { name: 'PRICE DETAILS' })
      .locator('div', { hasText: 'Total Payable' })
      .locator('dd');
    const before = await total.textContent();
    await summary.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(summary.getByLabel('Quantity', { exact: true })).toHaveText('2');
    await expect(total).not.toHaveText(before ?? '');

    // axe on the page with the summary open, at both widths.
    expect(await axeAtBothWidths(page)).toEqual([]);

    await summary.getByRole('button', { name: 'CONTINUE' }).click();
    const payment = section(page, /Payment Options/);
    await expect(payment).toHaveAttribute('data-state', 'EXPANDED');
    await expect(payment.locator('[data-token="SUCCESS"]')).toContainText(
      'Payment token received: your items are held for you until',
    );
    // The payment step follows with the payment service's options (tests/e2e/payment.e2e.ts).
    await expect(payment.locator('[data-payment="ready"]')).toBeVisible();
    await expect(payment.locator('dd[data-amount]')).toHaveText((await total.textContent()) ?? '');

    // CHANGE goes back to a completed section; the later ones collapse.
    await page.getByRole('button', { name: 'CHANGE Delivery Address' }).click();
    await expect(section(page, /Delivery Address/)).toHaveAttribute('data-state', 'EXPANDED');
    await expect(payment).toHaveAttribute('data-state', 'COLLAPSED');
  },
);

/** Two saved addresses of the page's logged-in shopper, made by the calls. */
async function twoSavedAddresses(page: Page) {
  for (const [name, addressLine1] of [
    ['Farhan Home', '12 MG Road, Ashok Nagar'],
    ['Farhan Work', '4 Residency Road, Shanthala Nagar'],
  ]) {
    const saved = await page.request.post('/api/3/user/addresses', {
      headers: { origin: shop.baseUrl },
      data: { name, phone: '9876501234', pincode: '560001', addressLine1, city: 'Bengaluru', state: 'Karnataka' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

test(
  'when a visitor with two saved addresses logs in by code inside checkout, then the address section opens on the first, ready to deliver',
  { tag: '@one-database-b' },
  async () => {
    const mobile = freshMobile();
    const account = await shop.newPage();
    await signUpByCalls(shop, account, 'Farhan', mobile);
    await twoSavedAddresses(account);
    // The signup's code is in the outbox already: the login code is the next one.
    const signupCode = await codeFor(shop, `+91${mobile}`);
    const page = await shop.newPage();
    await page.goto(buyNowUrl(), { waitUntil: 'networkidle' });
    const login = section(page, /Login or Signup/);
    await expect(login).toHaveAttribute('data-state', 'EXPANDED');
    await expect(section(page, /Delivery Address/)).toHaveAttribute('data-state', 'COLLAPSED');
    // The order is already there for the visitor: its price details show.
    await expect(page.getByRole('complementary', { name: 'PRICE DETAILS' })).toContainText('Total Payable');
    expect(await axeAtBothWidths(page)).toEqual([]);

    await field(login, 'Enter Email/Mobile number').fill(mobile);
    await login.getByRole('button', { name: 'Request OTP' }).click();
    await field(login, 'Enter OTP').fill(await codeFor(shop, `+91${mobile}`, signupCode));

    await expect(login).toHaveAttribute('data-state', 'COMPLETED');
    await expect(login).toContainText('Farhan');
    const addressSection = section(page, /Delivery Address/);
    await expect(addressSection).toHaveAttribute('data-state', 'EXPANDED');
    expect(new URL(page.url()).pathname).toBe('/checkout/init');
    // The account's addresses, the first chosen with its DELIVER HERE, the new-address form closed
    // (it once opened on the visitor's empty list and kept that state when the addresses came).
    const saved = addressSection.getByRole('group', { name: 'Saved addresses' });
    await expect(saved.getByRole('radio')).toHaveCount(2);
    await expect(saved.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(addressSection.getByRole('button', { name: 'DELIVER HERE' })).toBeVisible();
    await expect(addressSection.getByRole('button', { name: /Add a new address/ })).toBeVisible();
    await addressSection.getByRole('button', { name: 'DELIVER HERE' }).click();
    await expect(section(page, /Order Summary/)).toHaveAttribute('data-state', 'EXPANDED');
  },
);

test(
  'when a visitor places the order from the cart, then checkout opens with its price details and no call fails',
  { tag: '@one-database-b' },
  async () => {
    const page = await shop.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    await page.goto(productPath, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('header').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 items');
    await page.goto('/viewcart', { waitUntil: 'networkidle' });
    await hydrated(page);
    // A link inside the app: the checkout starts without a full page load, as a shopper's click does.
    await page.getByRole('link', { name: 'PLACE ORDER' }).first().click();
    await page.waitForURL(/\/checkout\/init/);
    await expect(page.getByRole('complementary', { name: 'PRICE DETAILS' })).toContainText('Total Payable');
    await expect(section(page, /Login or Signup/)).toHaveAttribute('data-state', 'EXPANDED');
    // Not even a 404 for a checkout the visitor does not have yet: init makes it and answers it.
    expect(failed).toEqual([]);
  },
);
