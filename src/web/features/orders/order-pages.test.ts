import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../../../../tests/support/checkout-kit.ts';
import { listingsOfSellers, placeOrders, type PlacedOrders } from '../../../../tests/support/placed-orders.ts';
import { createTestApp, testOrigin, type TestApp } from '../../../../tests/support/test-app.ts';
import { render, type RenderInput } from '../../app/entry-server.tsx';

/**
 * My orders and Order details as the server renders them for a shopper, over the real API on a
 * real database (both databases in CI): the orders placed through checkout and the payment
 * service's completion, moved by the fulfilment clock's code, read back as HTML.
 */
let t: TestApp;
let placed: PlacedOrders;
let otherSid = '';

/** The page at `path` rendered whole for the session `sid`; `answer` may rewrite an API answer. */
async function page(path: string, sid: string, answer?: (url: string, body: string) => string) {
  const input: RenderInput = {
    request: new Request(`${testOrigin}${path}`),
    fetch: async (url, init) => {
      const target = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
      const res = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: target,
        headers: { ...(init.headers as Record<string, string>), origin: testOrigin, cookie: `sid=${sid}` },
        payload: init.body as string | undefined,
      });
      const body = answer ? answer(target, res.body) : res.body;
      return new Response(res.statusCode === 204 ? null : body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    },
    nonce: 'nonce',
    visitorId: 'visitor-0001',
    hasSession: true,
    // The header's state of a logged-in shopper: the screens' own calls go with the session.
    user: {
      isLoggedIn: true,
      firstName: 'Asha',
      accountId: null,
      cart: { items: [] },
      wishlist: { productIds: [] },
      notifications: { unreadCount: 0 },
      flipkartFirstUser: false,
      pincode: null,
      userEmail: null,
      abResponse: { abExperiments: [] },
    },
    assets: { script: '/assets/entry.js', preload: [], styles: [] },
    whole: true,
  };
  const result = await render(input);
  if (result.kind !== 'html') return { status: result.status, html: '', main: '', location: result.location };
  const chunks: Buffer[] = [];
  for await (const chunk of result.stream) chunks.push(Buffer.from(chunk as Buffer));
  const html = Buffer.concat(chunks).toString('utf8');
  const main = /<main id="main">(.*?)<\/main>/s.exec(html)?.[1] ?? '';
  return { status: result.status, html, main, location: '' };
}

const stepsOf = (main: string) => [...main.matchAll(/data-step="([^"]+)"/g)].map((m) => m[1]);
const currentOf = (main: string) => /<li[^>]*data-step="([^"]+)"[^>]*aria-current="step"/.exec(main)?.[1] ?? null;

beforeAll(async () => {
  t = await createTestApp();
  await seedShop(t);
  placed = await placeOrders(t, await listingsOfSellers(t, 3));
  const other = await placeOrders(t, await listingsOfSellers(t, 1));
  otherSid = other.shopper.sid ?? '';
}, 60_000);
afterAll(() => t?.close());

describe('My orders, rendered on the server', () => {
  it('when a shopper with three orders opens My orders, then every order is listed with its link and the list has no more', async () => {
    const { status, main } = await page('/account/orders', placed.shopper.sid ?? '');
    expect(status).toBe(200);
    const listed = [...main.matchAll(/<li[^>]*data-order-id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(placed.orderIds));
    for (const id of placed.orderIds) expect(main).toContain(`href="/order_details?order_id=${id}"`);
    expect(main).toContain('data-list-state="NO_MORE"');
  });

  it('when the shopper searches for a word no title holds, then the page says nothing matches', async () => {
    const { main } = await page('/account/orders?q=zzqxv', placed.shopper.sid ?? '');
    expect(main).toContain('No orders match “zzqxv”');
    expect(main).not.toContain('data-order-id=');
  });
});

describe('Order details, rendered on the server', () => {
  it('when the owner opens a placed order, then its timeline shows four steps with Ordered current', async () => {
    const orderId = placed.orderIds[0] ?? '';
    const { status, main } = await page(`/order_details?order_id=${orderId}`, placed.shopper.sid ?? '');
    expect(status).toBe(200);
    expect(main).toContain(`data-field="order-id">${orderId}<`);
    expect(stepsOf(main)).toEqual(['Ordered', 'Packaged', 'Shipped', 'Delivered']);
    expect(currentOf(main)).toBe('Ordered');
    expect(main).toContain('data-status-class="approved"');
  });

  it('when an order is cancelled after packing, then the Cancelled step follows Packaged and the later steps are not applicable', async () => {
    const orderId = placed.orderIds[1] ?? '';
    for (const status of ['readytoship', 'cancelled'])
      expect(
        (await t.call({ method: 'POST', url: '/dev/order-status', payload: { orderId, status } })).statusCode,
      ).toBe(200);
    const { main } = await page(`/order_details?order_id=${orderId}`, placed.shopper.sid ?? '');
    expect(stepsOf(main)).toEqual(['Ordered', 'Packaged', 'Cancelled', 'Shipped', 'Delivered']);
    expect(currentOf(main)).toBe('Cancelled');
    expect(main).toMatch(/data-step="Shipped" data-state="not-applicable"/);
    expect(main).toContain('data-progress="cancel"');
  });

  it('when another shopper opens the order, then the page is a 404 that shows nothing of it', async () => {
    const orderId = placed.orderIds[0] ?? '';
    const { status, main } = await page(`/order_details?order_id=${orderId}`, otherSid);
    expect(status).toBe(404);
    expect(main).toContain('data-screen="not-found"');
    expect(main).not.toContain(orderId);
    expect(main).not.toContain('Asha Rao');
  });

  it('when the answer’s statusCode is not 200, then only its statusMessage shows', async () => {
    const orderId = placed.orderIds[0] ?? '';
    const { main } = await page(`/order_details?order_id=${orderId}`, placed.shopper.sid ?? '', (url, body) =>
      url.startsWith('/api/1/self-serve/order/detail/')
        ? JSON.stringify({
            ...JSON.parse(body),
            RESPONSE: { ...JSON.parse(body).RESPONSE, statusCode: 503, statusMessage: 'Order details are resting' },
          })
        : body,
    );
    expect(main).toContain('Order details are resting');
    expect(main).not.toContain('data-step=');
    expect(main).not.toContain(`data-field="order-id"`);
  });
});
