import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserState } from './contracts/user-state.ts';
import {
  escapeLikeReact,
  fillHeader,
  fillTemplate,
  headerTemplate,
  shopperParts,
  shopperTemplate,
  type HeaderValues,
} from './page-splice.ts';
import { accountClient, lastCode } from './api/accounts/account-test-kit.ts';
import { queryRows } from './platform/db/rows.ts';
import { seedIfEmpty } from './cli/seed/seed-if-empty.ts';
import { createLogger } from './platform/logger.ts';
import { createTestApp, testOrigin, type TestApp } from '../tests/support/test-app.ts';
import {
  greeting,
  render,
  renderShopperParts,
  shopperStateQueries,
  type RenderInput,
} from './web/app/entry-server.tsx';

/**
 * The invariant of docs/decisions/0033: a logged-in shopper's page made from the shared
 * rendering with their parts put in is the page React renders for them whole (the same HTML,
 * the same query cache), on pages with a shared screen and with a per-shopper one.
 */
let t: TestApp;
let cookie = '';

async function signUp(firstName: string, mobile: string): Promise<string> {
  const c = accountClient(t);
  const loginId = `+91${mobile}`;
  const sent = await c.postForm('/api/5/user/otp/generate', { loginId, state: 'SIGNUP' });
  const otp = await lastCode(t, loginId);
  const done = await c.post('/api/4/user/signUp', {
    loginId,
    password: 'garden-tulsi-88',
    otp,
    otpRequestId: sent.json().RESPONSE.data.requestId,
    firstName,
  });
  expect(done.statusCode).toBe(200);
  return `sid=${c.sid}`;
}

const input = (path: string, withCookie: boolean): RenderInput => ({
  request: new Request(`${testOrigin}${path}`),
  fetch: async (url, init) => {
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url,
      headers: {
        ...(init.headers as Record<string, string>),
        origin: testOrigin,
        ...(withCookie ? { cookie } : {}),
      },
      payload: init.body as string | undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  },
  nonce: 'nonce',
  visitorId: 'visitor-0001',
  hasSession: withCookie,
  assets: { script: '/assets/entry.js', preload: [], styles: [] },
  whole: true,
});

async function html(result: Awaited<ReturnType<typeof render>>): Promise<string> {
  if (result.kind !== 'html') throw new Error(`expected a page, got a redirect to ${result.location}`);
  const chunks: Buffer[] = [];
  for await (const chunk of result.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function userState(): Promise<UserState> {
  const res = await t.call({
    method: 'POST',
    url: '/api/3/user/state',
    payload: { abDataId: 'visitor-0001' },
    headers: { cookie },
  });
  return res.json().RESPONSE as UserState;
}

/** The page with its data block taken apart: the query list compared as a set, times left out. */
function comparable(page: string) {
  const block = /(<script type="application\/json" id="__BAZAAR_STATE__">)(.*?)(<\/script>)/s.exec(page);
  if (!block) throw new Error('no data block');
  const data = JSON.parse(block[2] as string) as { query: { queries: { queryHash: string }[] } };
  const queries = data.query.queries
    .map((q) => JSON.stringify(q).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0'))
    .sort();
  // React hoists a preload hint for a per-shopper screen's first images into the head of a page
  // it renders whole; the shared head of a put-together page has none. A hint only: the images
  // load from their own tags either way.
  const outside = page.replace(block[0], '').replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
  return { outside, queries, cobrand: JSON.stringify(data) === '' ? null : 'same' };
}

const standIn = (firstName: string, unreadCount: number, lines = 0): UserState => ({
  isLoggedIn: true,
  firstName,
  accountId: null,
  cart: { items: new Array<UserState['cart']['items'][number]>(lines) },
  wishlist: { productIds: [] },
  notifications: { unreadCount },
  flipkartFirstUser: false,
  pincode: null,
  userEmail: null,
  abResponse: { abExperiments: [] },
});

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUp('Zoë <"Ann"> & Co', '9812300001');
  // A line in the cart, so the cart and checkout screens render their full selves (lines,
  // pincode box, price details), not their empty states.
  await seedIfEmpty(t.database.db, { products: 40, logger: createLogger('silent', 'test'), seed: 7 });
  const [listing] = await queryRows<{ id: string; product_id: string }>(
    t.database.db,
    sql`select id, product_id from listings where stock > 5 order by id limit 1`,
  );
  const added = await t.call({
    method: 'POST',
    url: '/api/4/cart/add',
    payload: { [listing!.id]: { productId: listing!.product_id, quantity: 1 } },
    headers: { cookie },
  });
  expect(added.statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

describe('a logged-in page from the shared rendering and the shopper parts', () => {
  for (const [path, screen] of [
    ['/', false],
    ['/search?q=samsung+mobiles', false],
    ['/pages/about-us', false],
    ['/account/', true],
    ['/account/addresses', true],
    ['/notifications', true],
    ['/account/orders', true],
    ['/order_details?order_id=OD-NOT-THEIRS', true],
    ['/viewcart', true],
    ['/wishlist', true],
    ['/checkout/retry', true],
  ] as const) {
    it(`when ${path} is put together for a shopper, then it is the page rendered for them whole`, async () => {
      const user = await userState();
      expect(user.isLoggedIn).toBe(true);
      const whole = await html(await render({ ...input(path, true), user }));
      const shared = await html(await render({ ...input(path, false), shared: true }));
      const template = shopperTemplate(shared, { screen });
      expect(template).not.toBeNull();
      // The shared rendering names no shopper.
      expect(shared).not.toContain('Zoë');
      // React parts (a per-shopper screen; any header).
      await renderShopperParts({ ...input(path, true), user }); // the screen's code loads on first use
      const parts = await renderShopperParts({ ...input(path, true), user });
      if (parts.kind !== 'parts') throw new Error('expected parts');
      const own = shopperParts(parts.html, parts.queries, { screen });
      expect(own).not.toBeNull();
      // A per-shopper screen's data can be kept for the shopper's next visit (the host's PGlite
      // cache): a query its components make but never run must not stop that (the cart page's
      // pincode box did, and the page was rendered from fresh calls every time).
      if (screen) expect(parts.screenQueries).not.toBeNull();
      const spliced = fillTemplate(template!, own!, { gzip: false }).toString('utf8');
      expect(comparable(spliced)).toEqual(comparable(whole));
      // The minimal CHECKOUT header greets no one (spec 000 §2); every other header does.
      if (!path.startsWith('/checkout')) expect(spliced).toContain(escapeLikeReact(greeting(user.firstName)));

      if (screen) return;
      // The header template of a shared screen: rendered with stand-ins, filled with the shopper's values.
      const headerOf = async (u: UserState) => {
        const p = await renderShopperParts({ ...input(path, false), user: u, visitorId: 'stand-in' });
        if (p.kind !== 'parts') throw new Error('expected parts');
        return shopperParts(p.html, '', { screen: false })!.header;
      };
      const values = (u: UserState): HeaderValues => ({
        greeting: escapeLikeReact(greeting(u.firstName)),
        unread: u.notifications.unreadCount ? String(u.notifications.unreadCount) : null,
        cart: u.cart.items.length ? String(u.cart.items.length) : null,
      });
      // Stand-ins of the shopper's header variant: with a cart count when the shopper has lines.
      const lines = user.cart.items.length > 0;
      const a = standIn('Qz7StandInA', 987654321, lines ? 97531 : 0);
      const b = standIn('Wx5StandInB', 123456789, lines ? 86420 : 0);
      const header = headerTemplate(await headerOf(a), values(a), await headerOf(b), values(b));
      expect(header).not.toBeNull();
      const fromTemplate = fillTemplate(
        template!,
        { header: fillHeader(header!, values(user)), main: null, queries: shopperStateQueries(user) },
        { gzip: false },
      ).toString('utf8');
      expect(comparable(fromTemplate)).toEqual(comparable(whole));

      // With cart lines: the count goes into the cart icon's label and badge (spec 000 §1).
      const item = { listingId: 'LST1', productId: 'PRD1', quantity: 2 };
      const withCart: UserState = { ...user, cart: { items: [item, item, item] } };
      const wholeWithCart = await html(await render({ ...input(path, true), user: withCart }));
      expect(wholeWithCart).toContain('aria-label="Cart, 3 items"');
      const unread = user.notifications.unreadCount > 0;
      const ca = standIn('Qz7StandInA', unread ? 987654321 : 0, 97531);
      const cb = standIn('Wx5StandInB', unread ? 123456789 : 0, 86420);
      const cartHeader = headerTemplate(await headerOf(ca), values(ca), await headerOf(cb), values(cb));
      expect(cartHeader?.slots).toContain('cart');
      const cartPage = fillTemplate(
        template!,
        { header: fillHeader(cartHeader!, values(withCart)), main: null, queries: shopperStateQueries(withCart) },
        { gzip: false },
      ).toString('utf8');
      expect(comparable(cartPage)).toEqual(comparable(wholeWithCart));
    });
  }

  it('when a header is cut at a stand-in that also appears elsewhere, then no template is made', () => {
    const a = { greeting: 'Welcome A', unread: '12', cart: null };
    const b = { greeting: 'Welcome B', unread: '34', cart: null };
    // '12' is also part of the search text: the cut would put the count there too.
    const htmlA = '<header><input value="12"/><b>Welcome A</b><i data-count="12"></i></header>';
    const htmlB = '<header><input value="12"/><b>Welcome B</b><i data-count="34"></i></header>';
    expect(headerTemplate(htmlA, a, htmlB, b)).toBeNull();
    const clean = headerTemplate(
      htmlA.replace('value="12"', 'value="x"'),
      a,
      htmlB.replace('value="12"', 'value="x"'),
      b,
    );
    expect(clean && fillHeader(clean, { greeting: 'Welcome &lt;C&gt;', unread: '5', cart: null })).toBe(
      '<header><input value="x"/><b>Welcome &lt;C&gt;</b><i data-count="5"></i></header>',
    );
  });
});
