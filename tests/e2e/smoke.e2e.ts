import type { Page, Request } from '@playwright/test';
import { nextPathKey } from '../../src/web/features/login/return-url.ts';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { hydrated, settled } from './support/shoppers.ts';

/** A shopper's first look at the shop: pages answer, redirects keep their word, nothing leaks. */
let shop: Storefront;
test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

/** Every page-load (document) request the page makes from now on. */
function documentRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.push(r);
  });
  return seen;
}

/** The path the login page remembers for after login (session storage). */
const remembered = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), nextPathKey);

/**
 * Opens a page and waits until it has hydrated, every lazy part included (the mark of
 * entry-client.tsx; before, the root's container key, which hydrateRoot sets before hydrating).
 */
async function openHydrated(page: Page, url: string) {
  const res = await page.goto(url, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  return res;
}

test.describe('the home page', { tag: '@one-database-a' }, () => {
  test('when a shopper opens /, then it answers 200, renders on the server and hydrates without errors', async () => {
    const page = await shop.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|did not match|server rendered/i.test(m.text())) errors.push(m.text());
    });
    const res = await openHydrated(page, '/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    // Server-rendered: the HTML itself carries the page, before any script runs.
    const html = (await res?.text()) ?? '';
    expect(html).toMatch(/<div id="root">\s*<[a-z]/);
    expect((await page.title()).length).toBeGreaterThan(0);
    expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe('a page of a later issue', { tag: '@one-database-a' }, () => {
  test('when a shopper opens /mobiles/compare, then it says the page is not ready and leads back to shopping', async () => {
    const page = await shop.newPage();
    const res = await openHydrated(page, '/mobiles/compare');
    expect(res?.status()).toBe(200);
    const card = page.locator('main section[data-screen="compare"]');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Compare Products');
    await expect(card).toContainText('This page is not ready yet.');
    await card.getByRole('link', { name: 'CONTINUE SHOPPING' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
  });
});

test.describe('/login', { tag: '@one-database-a' }, () => {
  test('when a shopper opens /login?ret=/x, then they land on /account/login with the same query', async () => {
    const page = await shop.newPage();
    const res = await page.goto('/login?ret=/x');
    const url = new URL(page.url());
    expect(url.origin).toBe(shop.baseUrl);
    expect(url.pathname).toBe('/account/login');
    expect(url.searchParams.get('ret')).toBe('/x');
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()?.url()).toBe(`${shop.baseUrl}/login?ret=/x`);
  });
});

test.describe('a login-required page for a logged-out shopper', { tag: '@one-database-a' }, () => {
  const expectLoginPage = async (page: Page) => {
    const url = new URL(page.url());
    expect(url.origin).toBe(shop.baseUrl);
    expect(url.pathname).toBe('/account/login');
    expect(url.searchParams.get('ret')).toBe('/account/orders?x=1');
    const title = url.searchParams.get('title') ?? '';
    const desc = url.searchParams.get('desc') ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(desc.length).toBeGreaterThan(0);
    // The shopper reads why they are asked to log in.
    await expect.poll(() => page.locator('body').innerText()).toContain(title);
    await expect.poll(() => page.locator('body').innerText()).toContain(desc);
  };

  test('when they load /account/orders?x=1 directly, then the server sends them to the login page with ret, title and desc', async () => {
    const page = await shop.newPage();
    const res = await page.goto('/account/orders?x=1');
    const from = res?.request().redirectedFrom();
    expect(from?.url()).toBe(`${shop.baseUrl}/account/orders?x=1`);
    expect((await from?.response())?.status()).toBe(302);
    await expectLoginPage(page);
    // Remembered by the login page once it has hydrated.
    await expect.poll(() => remembered(page)).toBe('/account/orders?x=1');
  });

  test('when they get there by navigating inside the app, then the browser itself sends them to the login page', async () => {
    const page = await shop.newPage();
    await openHydrated(page, '/');
    const loads = documentRequests(page);
    // What an in-app link does: a history entry and the router's navigation, no page load.
    // (Spec 000 §2 makes header links to /account/orders full page loads, so no such link exists.)
    await page.evaluate(() => {
      history.pushState(null, '', '/account/orders?x=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((u) => u.pathname === '/account/login');
    await expectLoginPage(page);
    expect(loads.map((r) => r.url())).toEqual([]);
    await expect.poll(() => remembered(page)).toBe('/account/orders?x=1');
  });
});

test.describe('the login page with a hostile ret', { tag: '@one-database-b' }, () => {
  test('when ret names another site, then the shopper never leaves the storefront', async () => {
    const page = await shop.newPage();
    const outside: string[] = [];
    // Nothing may leave this machine: any request off the storefront and payment origins is
    // recorded and refused here.
    await page.route(
      (url) => url.origin !== shop.baseUrl && url.origin !== shop.paymentsUrl,
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    const res = await openHydrated(page, '/account/login?ret=https://evil.example/');
    expect(res?.status()).toBe(200);
    await settled(page);
    expect(new URL(page.url()).origin).toBe(shop.baseUrl);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(outside).toEqual([]);
    // What is remembered for after login is the safe answer, not the hostile address.
    await expect.poll(() => remembered(page)).toBe('/');
  });
});

test.describe('/payments', { tag: '@one-database-b' }, () => {
  test('when a shopper opens /payments (its build flag is off), then it is a 404 page', async () => {
    const page = await shop.newPage();
    const res = await page.goto('/payments');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    await expect.poll(() => page.locator('h1').first().innerText()).not.toBe('');
    expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0);
    // The not-found page's own heading and way home (shell.e2e.ts asked for them on its own load).
    await page
      .getByRole('heading', { name: 'Unfortunately the page you are looking for has been moved or deleted' })
      .waitFor();
    await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  });
});

test.describe('the payment service', { tag: '@one-database-b' }, () => {
  const health = () => `${shop.paymentsUrl}/api/v1/health`;

  test('when a call has no x-device-source, then it is refused with 400 in the error shape', async () => {
    const res = await fetch(health());
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({
      STATUS_CODE: 400,
      ERROR_CODE: expect.any(String),
      RESPONSE: { errorCode: body.ERROR_CODE },
    });
  });

  test('when the storefront page calls it with x-device-source, then CORS lets the page read the answer', async () => {
    const page = await shop.newPage();
    await openHydrated(page, '/');
    const answer = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { 'x-device-source': 'web' }, credentials: 'same-origin' });
      return { status: res.status, body: await res.json() };
    }, health());
    expect(answer).toEqual({
      status: 200,
      body: { STATUS_CODE: 200, RESPONSE: expect.objectContaining({ status: 'ok', service: 'payments' }) },
    });
    const refused = await page.evaluate(async (url) => (await fetch(url)).status, health());
    expect(refused).toBe(400);
  });

  test('when a page of another origin calls it, then the preflight gets no allow-origin and the browser blocks the call', async () => {
    // The same shop reached as 127.0.0.1 is another origin than localhost.
    const otherOrigin = shop.baseUrl.replace('localhost', '127.0.0.1');
    const page = await shop.newPage();
    await page.goto(`${otherOrigin}/`);
    expect(new URL(page.url()).origin).toBe(otherOrigin);
    const outcome = await page.evaluate(async (url) => {
      try {
        const res = await fetch(url, { headers: { 'x-device-source': 'web' } });
        return `read ${res.status}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    }, health());
    expect(outcome).toBe('blocked: TypeError');

    const preflight = (origin: string) =>
      fetch(health(), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-device-source',
        },
      });
    const theirs = await preflight(otherOrigin);
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    const ours = await preflight(shop.baseUrl);
    expect(ours.status).toBeLessThan(300);
    expect(ours.headers.get('access-control-allow-origin')).toBe(shop.baseUrl);
  });
});
