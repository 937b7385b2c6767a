import { expect, test, type Storefront } from './support/fixtures.ts';

let shop: Storefront;
test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

const nonceOf = (csp: string | null) => /script-src 'self' 'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test.describe('HTML responses', { tag: '@one-database-a' }, () => {
  test('when a page is served, then its CSP has a fresh nonce each time and the page runs no inline script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${shop.baseUrl}/`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      nonces.add(nonce as string);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      // Executable scripts come from our own origin; inline ones are JSON data blocks, never run.
      for (const tag of scripts) {
        const external = /\bsrc="\/[^/]/.test(tag);
        const data = /type="application\/json"/.test(tag);
        expect(external || data, tag).toBe(true);
      }
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(nonces.size).toBe(3);
  });

  test('when the page runs in Chromium, then the CSP blocks nothing of our own', async () => {
    const page = await shop.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${shop.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(violations).toEqual([]);
    await page.close();
  });
});

test.describe('state-changing calls', { tag: '@one-database-a' }, () => {
  test('when another site posts to the API, then it is refused with 403 and the error shape', async () => {
    const res = await fetch(`${shop.baseUrl}/api/3/user/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ abDataId: 'x' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).RESPONSE.errorCode).toBe('FORBIDDEN_ORIGIN');
  });

  test('when the storefront page posts, then the call goes through with the session cookie rules', async () => {
    const page = await shop.newPage();
    await page.goto(`${shop.baseUrl}/`);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/3/user/state', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ abDataId: 'from-page' }),
        credentials: 'include',
      });
      return res.status;
    });
    expect(status).toBe(200);
    const cookies = await page.context().cookies();
    const vid = cookies.find((c) => c.name === 'vid');
    expect(vid?.sameSite).toBe('Lax');
    await page.close();
  });
});

test.describe('the outbound redirector /ol', { tag: '@one-database-a' }, () => {
  test('when a shopper follows an outbound footer link, then the page names the other site and leaves only on their click', async () => {
    const page = await shop.newPage();
    await page.goto(`${shop.baseUrl}/search?q=phone`);
    await page.getByRole('link', { name: 'Bazaar Stories' }).click();
    await page.waitForURL(/\/ol\?link=/);
    await page.getByRole('heading', { name: 'You are leaving Bazaar' }).waitFor({ state: 'visible', timeout: 10_000 });
    const go = page.getByRole('link', { name: /Continue to stories\.bazaar\.example/ });
    expect(await go.getAttribute('href')).toBe('https://stories.bazaar.example/');
    expect(await go.getAttribute('rel')).toContain('noreferrer');
    expect(new URL(page.url()).origin).toBe(shop.baseUrl);
    await page.close();
  });

  test('when the link is not a web address, then nothing leads away', async () => {
    const page = await shop.newPage();
    await page.goto(`${shop.baseUrl}/ol?link=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.close();
  });
});
