import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  buyablesBySeller,
  moveOrder,
  oneOfEachSeller,
  orderLanes,
  placeOrdersByCalls,
  shopperWithOrder,
} from './support/orders.ts';
import { hydrated, settled, signUpByCalls } from './support/shoppers.ts';

/**
 * My orders and Order details as a shopper meets them (issue 13 items 1-2, spec 001 §2-§5, §9):
 * orders placed through the calls (support/orders.ts), then read, opened, followed along the
 * timeline as the fulfilment clock's code moves them, scrolled through four pages that load by
 * themselves and more behind Show more, searched, and kept from another shopper. The first test
 * is the area's end-to-end flow (both databases); the others check what the pages do and carry a
 * half (decision 0027). Screenshots at 1366 and 360 px in /tmp/orders-shots/.
 */
const shots = '/tmp/orders-shots';
const orderCards = (page: Page) => page.locator('main li[data-order-id]');
const listState = (page: Page) => page.locator('main [data-list-state]');
const timelineOf = (page: Page) => page.locator('main ol[aria-label^="Progress of"]').first();
const stepNames = (page: Page) =>
  timelineOf(page)
    .locator(':scope > li')
    .evaluateAll((li) => li.map((l) => l.getAttribute('data-step')));
const dateText = /^Ordered on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2} \d{1,2}:\d{2} [AP]M$/;

async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 740 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('when a shopper pays for two sellers’ items, then My orders lists both orders and the details follow one along its timeline', async ({
  storefront,
}) => {
  test.setTimeout(90_000);
  const page = await storefront.newPage();
  // Both pages hydrate what the server rendered: no hydration mismatch or other error in the console.
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await signUpByCalls(storefront, page, 'Meera');
  const buy = oneOfEachSeller(buyablesBySeller(orderLanes.flow), 2);
  const { orderIds, paymentId, token } = await placeOrdersByCalls(storefront, page, buy);
  expect(orderIds).toHaveLength(2);

  // The confirmation's 'Go to My Orders' lands on the list, which shows both orders.
  await page.goto(`/orderresponse?reference_id=${encodeURIComponent(paymentId)}&token=${encodeURIComponent(token)}`);
  await page.getByRole('link', { name: 'Go to My Orders' }).click();
  await page.waitForURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(orderCards(page)).toHaveCount(2);
  for (const b of buy) await expect(page.locator('main')).toContainText(b.title);
  const first = page.locator(`main li[data-order-id="${orderIds[0]}"]`);
  await expect(first.locator('time').first()).toHaveText(dateText);
  await expect(first).toContainText('1 item');
  await expect(first).toContainText(/Delivery by [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2}/);
  await expect(first).toContainText('Ordered');
  await expect(listState(page)).toHaveAttribute('data-list-state', 'NO_MORE');
  await screenshots(page, 'my-orders');

  // The order opens on its details: the Ordered step is current, the fifth (null) step is dropped.
  await first.getByRole('link', { name: `View order ${orderIds[0]}` }).click();
  await page.waitForURL(new RegExp(`/order_details\\?order_id=${orderIds[0]}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.locator('main [data-field="order-id"]')).toHaveText(orderIds[0] as string);
  expect(await stepNames(page)).toEqual(['Ordered', 'Packaged', 'Shipped', 'Delivered']);
  await expect(timelineOf(page).locator('[aria-current="step"]')).toHaveAttribute('data-step', 'Ordered');

  // The clock's code moves the order on: the page shows where it is.
  await moveOrder(storefront, page, orderIds[0] as string, 'shipped');
  await page.reload();
  await expect(timelineOf(page).locator('[aria-current="step"]')).toHaveAttribute('data-step', 'Shipped');
  await expect(timelineOf(page).locator('li[data-step="Packaged"]')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('main li[data-order-item-id]').first()).toHaveAttribute('data-status-class', 'shipped');
  await moveOrder(storefront, page, orderIds[0] as string, 'delivered');
  await page.reload();
  await expect(timelineOf(page).locator('[aria-current="step"]')).toHaveAttribute('data-step', 'Delivered');
  await expect(page.locator('main li[data-order-item-id]').first()).toHaveAttribute('data-item-status', 'Delivered');
  await screenshots(page, 'order-details-delivered');
  // Printed, the order is the page: no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print order' })).toBeHidden();
  await expect(timelineOf(page)).toBeVisible();
  await page.screenshot({ path: `${shots}/order-details-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The header's Track Order link lands on My orders, where the order now reads Delivered.
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Track Order' }).click();
  await page.waitForURL(/\/account\/orders$/);
  await expect(page.locator(`main li[data-order-id="${orderIds[0]}"]`)).toHaveAttribute(
    'data-order-status',
    'Delivered',
  );
  await hydrated(page);
  expect(errors).toEqual([]);
});

test.describe('the order list', { tag: '@one-database-a' }, () => {
  test('when a shopper has 64 orders, then scrolling loads four more pages, then Show more asks for each one until no more', async ({
    storefront,
  }) => {
    test.setTimeout(150_000);
    const page = await storefront.newPage();
    await signUpByCalls(storefront, page, 'Rohan');
    const bySeller = buyablesBySeller(orderLanes.scroll);
    const placed = [
      ...(await placeOrdersByCalls(storefront, page, oneOfEachSeller(bySeller, 32, 0))).orderIds,
      ...(await placeOrdersByCalls(storefront, page, oneOfEachSeller(bySeller, 32, 1))).orderIds,
    ];
    expect(placed).toHaveLength(64);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/1/self-serve/orders/') && calls.push(r.url()));

    await page.goto('/account/orders');
    await hydrated(page);
    await expect(orderCards(page)).toHaveCount(10);
    await expect(listState(page)).toHaveAttribute('data-list-state', 'SHOW_MORE');
    await expect(listState(page).getByRole('status')).toHaveText('Showing 10 of 64 orders');
    // Pages 2 to 5 load as the end of the list scrolls into view.
    for (const shown of [20, 30, 40, 50]) {
      await listState(page).scrollIntoViewIfNeeded();
      await expect(orderCards(page)).toHaveCount(shown);
      await expect(listState(page)).toHaveAttribute('data-list-state', 'SHOW_MORE');
    }
    expect(calls.map((url) => new URL(url).searchParams.get('pageNum'))).toEqual(['2', '3', '4', '5']);
    // Then the list waits for the button: scrolling to its end again loads nothing.
    const more = listState(page).getByRole('button', { name: 'Show more' });
    await expect(more).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await settled(page);
    await expect(orderCards(page)).toHaveCount(50);
    expect(calls).toHaveLength(4);
    await screenshots(page, 'my-orders-show-more');
    await more.click();
    await expect(orderCards(page)).toHaveCount(60);
    await more.click();
    await expect(orderCards(page)).toHaveCount(64);
    await expect(listState(page)).toHaveAttribute('data-list-state', 'NO_MORE');
    await expect(listState(page).getByRole('status')).toHaveText('No more orders');
    await expect(more).toHaveCount(0);
    // Every order placed is listed once.
    const listed = await orderCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-id')));
    expect(new Set(listed)).toEqual(new Set(placed));
  });

  test('when a shopper searches their orders by a product’s title, then the list is replaced by the matching orders', async ({
    storefront,
  }) => {
    test.setTimeout(90_000);
    const page = await storefront.newPage();
    await signUpByCalls(storefront, page, 'Farah');
    const buy = oneOfEachSeller(buyablesBySeller(orderLanes.search), 12);
    const { orderIds } = await placeOrdersByCalls(storefront, page, buy);
    expect(orderIds).toHaveLength(12);
    await page.goto('/account/orders');
    await hydrated(page);
    await expect(orderCards(page)).toHaveCount(10);

    const wanted = buy[5]!;
    const search = page.getByRole('searchbox', { name: 'Search your orders' });
    await search.fill(wanted.title);
    await search.press('Enter');
    await page.waitForURL(/\/account\/orders\?q=/);
    await expect(orderCards(page).filter({ hasText: wanted.title })).toHaveCount(1);
    // An order matches when one item's title holds every word of the search (case-insensitive).
    const words = wanted.title.toLowerCase().split(/\s+/);
    const matching = buy.filter((b) => words.every((w) => b.title.toLowerCase().includes(w))).length;
    await expect(orderCards(page)).toHaveCount(matching);
    await expect(page.locator('main')).toContainText(
      matching === 1 ? `1 order matches “${wanted.title}”` : `${matching} orders match “${wanted.title}”`,
    );

    await search.fill('zzqxv nothing like it');
    await search.press('Enter');
    await expect(page.locator('main')).toContainText('No orders match “zzqxv nothing like it”');
    await expect(orderCards(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(/\/account\/orders$/);
    await expect(orderCards(page)).toHaveCount(10);
  });

  test('when a shopper has no orders, then the page says so and leads back to shopping', async ({ storefront }) => {
    const page = await storefront.newPage();
    await signUpByCalls(storefront, page, 'Ishaan');
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 2, name: 'You have no orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await expect(orderCards(page)).toHaveCount(0);
    await screenshots(page, 'my-orders-empty');
  });
});

test.describe('the order details', { tag: '@one-database-b' }, () => {
  test('when another shopper opens the first one’s order, then they get the not-found page and learn nothing of it', async ({
    storefront,
  }) => {
    test.setTimeout(60_000);
    const owner = await storefront.newPage();
    await signUpByCalls(storefront, owner, 'Kiran');
    const buy = oneOfEachSeller(buyablesBySeller(orderLanes.notFound), 1);
    const [orderId = ''] = (await placeOrdersByCalls(storefront, owner, buy)).orderIds;
    const ownerPage = await owner.goto(`/order_details?order_id=${orderId}`);
    expect(ownerPage?.status()).toBe(200);
    await expect(owner.locator('main')).toContainText(buy[0]!.title);

    const other = await storefront.newPage();
    await signUpByCalls(storefront, other, 'Sana');
    for (const path of [`/order_details?order_id=${orderId}`, '/order_details?order_id=OD-NO-SUCH', '/order_details']) {
      const res = await other.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(other.locator('main [data-screen="not-found"]')).toBeVisible();
      await hydrated(other);
      await expect(other.locator('main [data-screen="not-found"]')).toBeVisible();
      const text = (await other.locator('main').textContent()) ?? '';
      expect(text).not.toContain(orderId);
      expect(text).not.toContain(buy[0]!.title);
      expect(text).not.toContain('Meera Pillai');
    }
  });

  test('when a logged-out visitor opens My orders or an order, then they are sent to log in with ret, title and desc', async ({
    page,
  }) => {
    for (const [path, title, desc] of [
      ['/account/orders', 'My Orders', 'Track and manage your orders'],
      ['/order_details?order_id=OD1', 'Order Details', 'See the details of your order'],
    ] as const) {
      await page.goto(path);
      await page.waitForURL(/\/account\/login\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('ret')).toBe(path);
      expect(url.searchParams.get('title')).toBe(title);
      expect(url.searchParams.get('desc')).toBe(desc);
    }
  });
});

test.describe('the actions of an order', { tag: '@one-database-a' }, () => {
  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  test('when a shopper turns delivery updates on and off, then each change shows its toast and the button follows', async ({
    storefront,
  }) => {
    test.setTimeout(60_000);
    const { page, orderId } = await shopperWithOrder(storefront, 'Neha', orderLanes.actions);
    await page.goto(`/order_details?order_id=${orderId}`);
    await hydrated(page);
    // A placed order sends its delivery updates until the shopper stops them.
    await expect(page.locator('main')).toContainText('You are getting delivery updates for this order.');
    await page.getByRole('button', { name: 'Stop delivery updates' }).click();
    await expect(toast(page, 'You will no longer receive delivery updates for this order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get delivery updates' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('You are getting delivery updates for this order.');
    // The toast goes by itself (3 s), and the choice is the order's: a reload keeps it.
    await expect(toast(page, 'You will no longer receive delivery updates for this order.')).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Get delivery updates' }).click();
    await expect(toast(page, 'You will now receive delivery updates for this order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop delivery updates' })).toBeVisible();
  });

  test('when a delivered order’s invoice goes to a malformed address, then the page refuses it without a call; a good one is sent', async ({
    storefront,
  }) => {
    test.setTimeout(60_000);
    const { page, orderId } = await shopperWithOrder(storefront, 'Varun', orderLanes.actions, 1);
    await moveOrder(storefront, page, orderId, 'delivered');
    await page.goto(`/order_details?order_id=${orderId}`);
    await hydrated(page);
    const download = page.getByRole('link', { name: 'Download invoice' });
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    const sends: string[] = [];
    page.on('request', (r) => r.url().includes('/api/1/self-serve/invoice/send/') && sends.push(r.url()));
    await page.getByText('Send the invoice to my e-mail').click();
    const form = page.getByRole('form', { name: 'Send the invoice to my e-mail' });
    await form.getByLabel('E-mail address').fill('varun@');
    await form.getByRole('button', { name: 'Send invoice' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a valid email address to send your invoice');
    await settled(page);
    expect(sends).toEqual([]);

    await form.getByLabel('E-mail address').fill('varun.invoices@example.in');
    await form.getByRole('button', { name: 'Send invoice' }).click();
    await expect(form.getByRole('status')).toHaveText('Your invoice has been sent to your email address.');
    expect(sends).toHaveLength(1);
  });
});

test.describe('pay now', { tag: '@one-database-b' }, () => {
  test('when a shopper pays a cash-on-delivery order online, then the order shows the card and no longer offers pay now', async ({
    storefront,
  }) => {
    test.setTimeout(90_000);
    const page = await storefront.newPage();
    await signUpByCalls(storefront, page, 'Deepa');
    // Cash on delivery stops at ₹50,000: a listing well below it.
    const buy = oneOfEachSeller(buyablesBySeller(orderLanes.payNow, 2_000_000), 1);
    const [orderId = ''] = (await placeOrdersByCalls(storefront, page, buy, 'COD')).orderIds;
    await page.goto(`/order_details?order_id=${orderId}`);
    await hydrated(page);
    await expect(page.locator('main [data-field="payment"]')).toContainText(/cash/i);
    await expect(page.locator('main')).toContainText('Pay online and skip the cash');
    await page.getByRole('button', { name: /^Pay now/ }).click();
    const panel = page.getByRole('region', { name: 'Pay online for this order' });
    await expect(panel.locator('[data-payment="ready"]')).toBeVisible();
    // Cash on delivery is not a way to pay an order online; a card is.
    await expect(panel.getByRole('radio', { name: 'Credit / Debit / ATM Card', exact: true })).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Cash on Delivery', exact: true })).toHaveCount(0);
    await screenshots(page, 'order-details-pay-now');
    await panel.getByRole('radio', { name: 'Credit / Debit / ATM Card', exact: true }).check();
    const form = panel.getByRole('form', { name: 'Pay by card' });
    await form.getByLabel('Card number', { exact: true }).pressSequentially('4111111111111111');
    await form.getByLabel('Month', { exact: true }).selectOption('12');
    await form
      .getByLabel('Year', { exact: true })
      .selectOption(String((new Date().getFullYear() + 2) % 100).padStart(2, '0'));
    await form.getByLabel('CVV', { exact: true }).fill('123');
    await form.getByRole('button', { name: /^PAY/ }).click();
    await page.waitForURL(/\/orderresponse\?/, { timeout: 20_000 });
    await expect(page.locator('[data-confirmation="200"]')).toBeVisible({ timeout: 20_000 });

    await page.goto(`/order_details?order_id=${orderId}`);
    await expect(page.locator('main [data-field="payment"]')).toContainText(/card/i);
    await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Pay online and skip the cash');
  });
});
