import type { Page } from '@playwright/test';
import type { Footer, Navigation } from '../../src/contracts/navigation.ts';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { hydrated, scrollSettled, settled } from './support/shoppers.ts';

/** Markers the tests leave on the page's window. */
declare global {
  interface Window {
    stayed?: boolean;
    cls?: number;
  }
}

/** The shell of the storefront as a shopper meets it: header, menu, footer, toasts, co-brands. */
let shop: Storefront;
let nav: Navigation;
let footer: Footer;

const getData = async <T>(id: string): Promise<T> =>
  ((await (await fetch(`${shop.baseUrl}/lc/getData?dataSourceId=${id}`)).json()) as { RESPONSE: T }).RESPONSE;

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
  [nav, footer] = await Promise.all([
    getData<Navigation>('websiteNavigationMenuDS_1.0'),
    getData<Footer>('footerDS_1.0'),
  ]);
});

/** Opens a page and waits until the shell has hydrated and its deferred parts have arrived. */
async function open(
  path: string,
  size?: { width?: number; height?: number },
): Promise<{ page: Page; errors: string[] }> {
  const page = await shop.newPage(size);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()));
  await page.goto(path, { waitUntil: 'networkidle' });
  // Network silence can come before the lazy parts have hydrated (a search box still a plain form).
  await hydrated(page);
  return { page, errors };
}

const header = (page: Page) => page.locator('header');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const hrefs = (page: Page, scope: string) =>
  page.locator(`${scope} a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test.describe('the header', { tag: '@one-database-a' }, () => {
  test('when a shopper opens a page, then the top bar has every link of the spec, search, cart and Login & Signup with ret', async () => {
    const { page, errors } = await open('/mobiles?sort=popular');
    const top = page.getByRole('navigation', { name: 'Store links' });
    for (const [name, href] of [
      ['Gift Cards', '/buy-gift-voucher'],
      ['Download App', '/mobile-apps'],
      ['24x7 Customer Care', '/helpcentre'],
      ['Track Order', '/account/orders'],
    ] as const) {
      await expect(top.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(top.getByRole('link', { name: /^Sell on/ })).toBeVisible();
    await expect(top.getByRole('link', { name: 'Advertise' })).toBeVisible();
    const login = top.getByRole('link', { name: 'Login & Signup' });
    expect(await login.getAttribute('href')).toBe('/account/login?ret=%2Fmobiles%3Fsort%3Dpopular');
    await expect(header(page).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/viewcart');
    await expect(page.getByRole('searchbox', { name: 'Search for products, brands and more' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when a shopper hovers the account area, then the account links of the spec drop down', async () => {
    const { page } = await open('/mobiles');
    await page.getByRole('link', { name: 'Login & Signup' }).hover();
    const menu = page.getByRole('link', { name: 'My Profile' });
    await menu.waitFor();
    const links = await hrefs(page, 'header [class*=popup] li');
    for (const href of [
      '/account/?rd=0&link=home_account',
      '/account/orders',
      '/account/wallet',
      '/wishlist',
      '/profile',
      '/account/subscriptions',
      '/account/flipkartfirst',
      '/helpcentre',
      '/buy-gift-voucher',
      '/mobile-apps',
    ]) {
      expect(links).toContain(href);
    }
    await page.mouse.move(600, 600);
    await menu.waitFor({ state: 'detached' });
  });

  test('when a logged-out shopper opens notifications, then a login prompt shows, and Escape closes it', async () => {
    const { page } = await open('/mobiles');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    await page.getByText('Log in to see your notifications and offers').waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('link', { name: 'Login' })
        .getAttribute('href'),
    ).toBe('/account/login?ret=%2Fmobiles');
    await page.keyboard.press('Escape');
    await page.getByText('Log in to see your notifications and offers').waitFor({ state: 'detached' });
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
  });

  test('when a shopper searches, then the search page opens inside the app; an empty search does nothing', async () => {
    const { page } = await open('/mobiles');
    await page.evaluate(() => (window.stayed = true));
    // A search box, and once the suggestions have loaded, a combobox: found by its label either way.
    const box = page.getByLabel('Search for products, brands and more');
    await box.fill('   ');
    await box.press('Enter');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/mobiles');
    await box.fill('redmi note');
    await box.press('Enter');
    await page.waitForURL('**/search?q=redmi%20note');
    // No page load: the marker set on the first page is still there.
    expect(await page.evaluate(() => window.stayed)).toBe(true);
    await expect(box).toHaveValue('redmi note');
    await page.waitForFunction(() => /^redmi note.* - Buy products online at best price$/i.test(document.title));
  });
});

test.describe('the navigation menu', { tag: '@one-database-a' }, () => {
  test('when a shopper rests the pointer on an entry, then its submenu opens after 150 ms with tabs and columns, and closes on leaving', async () => {
    const [key, entry] = Object.entries(nav).find(([, e]) => e.tabs.length > 1) ?? [];
    expect(key, 'a menu entry with tabs').toBeTruthy();
    // The page's timers run on a paused clock: the delays are stepped through, not slept, and
    // a slow machine cannot open the menu early.
    const page = await shop.newPage();
    await page.clock.install();
    await page.goto('/mobiles', { waitUntil: 'networkidle' });
    await page.clock.pauseAt(Date.now() + 60_000);
    const top = categories(page).getByRole('link', { name: entry!.title, exact: true });
    await top.hover();
    await page.clock.runFor(60);
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(250);
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    // The delays are proven; the rest runs on the page's own time again.
    await page.clock.resume();
    const second = entry!.tabs[1]!;
    await categories(page).getByRole('link', { name: second.title, exact: true }).first().hover();
    const item =
      second.columns.flat().find((i) => i.type === 'link' || i.type === 'view-all') ?? second.columns[0]![0]!;
    await categories(page).getByRole('link', { name: item.title, exact: true }).first().waitFor();
    await page.mouse.move(700, 700);
    await expect(top).toHaveAttribute('aria-expanded', 'false');
  });

  test('when a keyboard user focuses an entry, then its submenu opens at once, and Escape closes it and keeps focus on the entry', async () => {
    const [, entry] = Object.entries(nav).find(([, e]) => e.tabs.length > 0) ?? [];
    const { page } = await open('/mobiles');
    const top = categories(page).getByRole('link', { name: entry!.title, exact: true });
    await top.focus();
    await page.waitForFunction(
      (title) => [...document.querySelectorAll('a[aria-expanded=true]')].some((a) => a.textContent === title),
      entry!.title,
    );
    // Tab goes into the open submenu, then Escape closes it from there.
    const first = entry!.tabs.length > 1 ? entry!.tabs[0]!.title : entry!.tabs[0]!.columns[0]![0]!.title;
    await categories(page).getByRole('link', { name: first, exact: true }).first().waitFor();
    await page.keyboard.press('Tab');
    expect(
      await top.evaluate((a) => a.parentElement!.contains(document.activeElement) && a !== document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await top.getAttribute('aria-expanded')).toBe('false');
    expect(await top.evaluate((a) => a === document.activeElement)).toBe(true);
  });

  test('when an entry has no tabs (the offer zone), then it is a plain link without a submenu', async () => {
    const direct = Object.values(nav).filter((e) => e.tabs.length === 0);
    expect(direct.length).toBeGreaterThan(0);
    const { page } = await open('/mobiles');
    for (const entry of direct) {
      const link = categories(page).getByRole('link', { name: entry.title, exact: true });
      expect(await link.getAttribute('href')).toBe(entry.url);
      expect(await link.getAttribute('aria-expanded')).toBeNull();
    }
  });

  test('when a shopper opens home, then the quick links strip shows', async () => {
    const quick = await getData<{ links: { title: string; url: string }[] }>('quickLinksDS_1.0');
    const { page } = await open('/');
    const strip = page.getByRole('navigation', { name: 'Quick links' });
    for (const link of quick.links)
      await expect(strip.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url);
  });
});

test.describe('the footer', { tag: '@one-database-a' }, () => {
  const specLinks = [
    '/s/help/payments',
    '/help/savedcard_how',
    '/s/help/shipping',
    '/s/help/cancellation-returns',
    '/s/help',
    '/s/contact',
    '/about-us',
    '/s/press',
    '/buy-gift-voucher',
    '/flipkart-first',
    '/mobile-apps',
    '/returnpolicy',
    '/s/terms',
    '/s/paymentsecurity',
    '/s/privacypolicy',
    '/helpcentre',
    '/brands',
  ];

  test('when a shopper reaches the foot of a page, then every footer link of the spec, the summary and the 2007-2017 copyright are there', async () => {
    const { page } = await open('/mobiles');
    const foot = page.locator('footer');
    const links = await hrefs(page, 'footer');
    for (const href of specLinks) expect(links).toContain(href);
    expect(links.some((h) => h?.startsWith('/ol?link='))).toBe(true);
    const text = await foot.innerText();
    expect(text).toMatch(/2007-2017/);
    for (const blurb of footer.blurbs) expect(text).toContain(blurb.title);
    expect(footer.blurbs).toHaveLength(3);
    for (const line of [...footer.mailingAddress, ...footer.registeredAddress])
      expect(text.toLowerCase()).toContain(line.toLowerCase());
    // Brand lists by category and the SEO text, from the page's SEO metadata.
    const seo = (
      (await (await fetch(`${shop.baseUrl}/api/3/seo/desktop/metadata?url=/mobiles`)).json()) as {
        RESPONSE: { brandGroups: { category: string; brands: { url: string }[] }[]; seoText: { heading: string }[] };
      }
    ).RESPONSE;
    for (const group of seo.brandGroups) {
      expect(text).toContain(group.category);
      expect(links).toContain(group.brands[0]!.url);
    }
    for (const block of seo.seoText) expect(text.toLowerCase()).toContain(block.heading.toLowerCase());
  });

  test('when a shopper is on home, then the footer keeps its links but hides the summary', async () => {
    const { page } = await open('/');
    const text = await page.locator('footer').innerText();
    const links = await hrefs(page, 'footer');
    for (const href of specLinks) expect(links).toContain(href);
    expect(text).toMatch(/2007-2017/);
    for (const blurb of footer.blurbs) expect(text).not.toContain(blurb.title);
    expect(text).not.toContain(footer.registeredAddress.at(-1));
  });
});

test.describe('header and footer variants', { tag: '@one-database-a' }, () => {
  test('when a shopper opens the cart, then the header has no menu and no cart icon, and the footer is the one-line help', async () => {
    const { page } = await open('/viewcart');
    await expect(categories(page)).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Cart' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Order' })).toBeVisible();
    const foot = page.locator('footer');
    expect((await foot.innerText()).trim()).toBe('Need help? Visit the Help Center or Contact Us');
    await expect(foot.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/helpcentre');
    await expect(foot.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/s/contact');
    expect(await page.title()).toBe('Shopping Cart | Bazaar');
  });

  test('when a shopper reaches checkout, then the header has no top bar, no search, no menu and no cart', async () => {
    const { page } = await open('/checkout/init');
    await expect(page.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(categories(page)).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Cart' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /Bazaar/ })).toBeVisible();
    expect((await page.locator('footer').innerText()).trim()).toBe('Need help? Visit the Help Center or Contact Us');
  });

  // /payments answering the not-found page (404, its heading, Go to homepage): smoke.e2e.ts, on
  // the same load as its other checks of that page.
});

test.describe('scrolling', { tag: '@one-database-a' }, () => {
  test('when a shopper scrolls past 1300 px on a showTop route, then Back to top appears and brings them to 40 px', async () => {
    const { page } = await open('/mobiles', { width: 360, height: 640 });
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 1000);
    await page.waitForFunction(() => scrollY >= 1000);
    await scrollSettled(page);
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => scrollY > 1300);
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => scrollY === 40);
    await button.waitFor({ state: 'detached' });
  });

  test('when a shopper navigates and comes back, then the new page starts at the top and the old one returns to where they were', async () => {
    const { page } = await open('/mobiles', { width: 1366, height: 400 });
    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 700);
    await page.waitForFunction(() => scrollY >= 600);
    await scrollSettled(page);
    const before = await page.evaluate(() => scrollY);
    // The blue bar stays in view, so the shopper searches from where they are.
    const box = page.getByLabel('Search for products, brands and more');
    await box.fill('phone');
    await box.press('Enter');
    await page.waitForURL('**/search?q=phone');
    await page.waitForFunction(() => scrollY === 0);
    await page.goBack();
    await page.waitForURL('**/mobiles');
    await page.waitForFunction((y) => Math.abs(scrollY - y) < 2, before);
    await page.goForward();
    await page.waitForURL('**/search?q=phone');
    await page.waitForFunction(() => scrollY === 0);
  });
});

test.describe('network status and toasts', { tag: '@one-database-a' }, () => {
  test('when the connection drops, then a banner says so; when it returns, a toast says so and hides by itself', async () => {
    // The toast's 5000 ms run on the page's paused clock, stepped through: timed from the test
    // process, a loaded machine sees the toast late and counts too little of its time.
    const page = await shop.newPage();
    await page.clock.install();
    await page.goto('/mobiles', { waitUntil: 'networkidle' });
    // Offline before the page has hydrated, its lazy parts cannot load and it never hydrates: seen
    // once on a loaded machine, where network silence came first (decision 0027).
    await hydrated(page);
    await page.context().setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'You are offline. Check your internet connection.' });
    await banner.waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    const toast = page.getByRole('status').getByText('You are back online.');
    await toast.waitFor();
    // Shown for the spec's 5000 ms (spec 000 §9), then it slides away (310 ms) and is gone.
    await page.clock.runFor(4_990);
    await expect(toast).toBeVisible();
    await page.clock.runFor(20 + 310);
    await toast.waitFor({ state: 'detached' });
  });
});

test.describe('co-brand variants', { tag: '@one-database-a' }, () => {
  test('when a shopper arrives with ?cobrand=yahoo, then the partner logo and store link show for the whole visit, and ?cobrand=none ends it', async () => {
    const page = await shop.newPage();
    const pixels: string[] = [];
    page.on('request', (r) => r.url().includes('/cobrand/pixel.gif') && pixels.push(r.url()));
    await page.goto('/?cobrand=yahoo', { waitUntil: 'networkidle' });
    const partner = header(page).getByRole('link', { name: 'Yahoo Shopping' });
    await expect(partner).toHaveAttribute('href', '/yahoo-store');
    await expect(partner.locator('img')).toHaveAttribute('src', '/cobrand/yahoo.svg');
    expect(pixels.some((u) => u.includes('v=yahoo&e=view'))).toBe(true);
    await page.goto('/mobiles', { waitUntil: 'networkidle' });
    await expect(header(page).getByRole('link', { name: 'Yahoo Shopping' })).toHaveCount(1);
    const box = page.getByLabel('Search for products, brands and more');
    await box.fill('camera');
    await box.press('Enter');
    await page.waitForURL('**/search?q=camera');
    await expect.poll(() => pixels.some((u) => u.includes('v=yahoo&e=search') && u.includes('q=camera'))).toBe(true);
    await page.goto('/?cobrand=none', { waitUntil: 'networkidle' });
    await expect(header(page).getByRole('link', { name: 'Yahoo Shopping' })).toHaveCount(0);
    await page.goto('/mobiles', { waitUntil: 'networkidle' });
    await expect(header(page).locator('img[src^="/cobrand/"]')).toHaveCount(0);
  });

  // One test a variant (they were one test of three home loads: 78 s at load 31, past its 60 s).
  for (const [name, store] of [
    ['offers', '/offers'],
    ['itzcash', '/itzcash-store'],
    ['indusind', '/indusind-store'],
  ]) {
    test(`when the ${name} variant is named, then it has its own logo and store (each of the four does)`, async () => {
      const { page } = await open(`/?cobrand=${name}`);
      await expect(header(page).locator(`a[href="${store}"] img[src="/cobrand/${name}.svg"]`)).toHaveCount(1);
    });
  }
});

test.describe('narrow screens and layout stability', { tag: '@one-database-a' }, () => {
  // One test a page (it was one test of six loads, 24 s): the workers share them (decision 0027).
  for (const path of ['/', '/mobiles', '/viewcart', '/checkout/init', '/payments', '/?cobrand=indusind']) {
    test(`when the window is 360 px wide, then ${path} does not overflow sideways or fail to hydrate`, async () => {
      const { page, errors } = await open(path, { width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // Hydrated without a mismatch or any other error.
      expect(errors, path).toEqual([]);
    });
  }

  test('when the window is 360 px wide, then the top bar fits on screen with Track Order in it', async () => {
    const { page } = await open('/', { width: 360, height: 740 });
    const track = page.locator('header nav[aria-label="Store links"] a', { hasText: 'Track Order' });
    const box = await track.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    const bar = await page
      .locator('header nav[aria-label="Store links"]')
      .evaluate((nav) => nav.scrollWidth - nav.clientWidth);
    expect(bar).toBeLessThanOrEqual(0);
    await page.close();
  });

  test('when home loads and hydrates, then the layout shifts at most 0.02', async () => {
    const page = await shop.newPage();
    await page.addInitScript(() => {
      window.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.cls = (window.cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    await settled(page);
    expect(await page.evaluate(() => window.cls)).toBeLessThanOrEqual(0.02);
  });
});
