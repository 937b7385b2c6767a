import type { Page } from '@playwright/test';
import { expect, test, type Storefront } from './support/fixtures.ts';
import { codeFor, freshMobile, signUpByCalls } from './support/shoppers.ts';

/**
 * Notifications and the account pages as a new shopper meets them: the welcome notification in
 * the bell, the all-notifications page, saved addresses with the pincode lookup, the profile name
 * in the header, email preferences and the wallet. Codes come from the development outbox.
 */
let shop: Storefront;
let page: Page;
const mobile = freshMobile();
// The tests act in turn as one shopper on one page: a failure stops the ones after it.
test.describe.configure({ mode: 'serial' });

const bell = (p: Page) => p.locator('header').getByRole('button', { name: /^Notifications/ });
const greeting = (p: Page) => p.locator('header').getByRole('button', { name: /^Welcome/ });

test.beforeAll(async ({ storefront }) => {
  shop = storefront;
  page = await shop.newPage();
});

test.describe('login-required account pages', { tag: '@one-database-b' }, () => {
  test('when a logged-out shopper opens /account/, then they are sent to the login page with ret', async () => {
    const p = await shop.newPage();
    await p.goto('/account/?rd=0&link=home_account', { waitUntil: 'networkidle' });
    const url = new URL(p.url());
    expect(url.pathname).toBe('/account/login');
    expect(url.searchParams.get('ret')).toBe('/account/?rd=0&link=home_account');
    await p.goto('/notifications?otracker=Notifications_view_all');
    expect(new URL(p.url()).pathname).toBe('/account/login');
  });
});

test.describe('a new shopper', { tag: '@one-database-b' }, () => {
  // Every test below acts as this one signed-up shopper; without the code from the outbox none can run.
  test.beforeAll(async () => {
    await signUpByCalls(shop, page, 'Meera', mobile);
  });

  test.describe('notifications of a new shopper', () => {
    test('when a shopper signs up, then the bell shows 1 unread; opening it lists the welcome and clears the badge for good', async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 unread');
      await bell(page).click();
      const popup = page.getByRole('region', { name: 'Notifications' });
      await popup.getByText('Welcome to Bazaar').waitFor();
      await expect(popup.getByText('(unread)')).toHaveCount(1);
      // Marked read on the server: the badge goes now, and stays gone after a reload.
      await page.waitForFunction(
        () =>
          document.querySelector('header button[aria-label^="Notifications"]')?.getAttribute('aria-label') ===
          'Notifications',
      );
      await page.reload({ waitUntil: 'networkidle' });
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');

      // Loaded once a page view: closing and opening again makes no call.
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/2/notification') && calls.push(r.url()));
      await bell(page).click();
      await popup.getByText('Welcome to Bazaar').waitFor();
      expect(await popup.getByText('(unread)').count()).toBe(0);
      await page.keyboard.press('Escape');
      await bell(page).click();
      await popup.getByText('Welcome to Bazaar').waitFor();
      expect(calls.filter((u) => !u.includes('markAllRead'))).toHaveLength(1);
      await Promise.all([
        page.waitForURL('**/notifications?otracker=Notifications_view_all'),
        page.getByRole('link', { name: 'See all' }).click(),
      ]);
      await page.getByRole('heading', { name: 'All Notifications' }).waitFor();
      await page.locator('main').getByText('Welcome to Bazaar').waitFor();
    });

    test('when the all-notifications page is rendered, then its HTML already holds the list', async () => {
      const cookies = await page.context().cookies();
      const sid = cookies.find((c) => c.name === 'sid')?.value;
      const html = await (
        await fetch(`${shop.baseUrl}/notifications?otracker=Notifications_view_all`, {
          headers: { cookie: `sid=${sid}` },
        })
      ).text();
      expect(html).toContain('Welcome to Bazaar');
    });
  });

  test.describe('account pages', () => {
    test('when the shopper adds an address, then the pincode fills city and state, blanks are named, and it is saved as default', async () => {
      await page.goto('/account/addresses', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Manage Addresses' }).waitFor();
      await page.getByText('No saved addresses yet').waitFor();
      await page.getByRole('button', { name: /ADD A NEW ADDRESS/ }).click();
      const form = page.getByRole('form', { name: 'Add a new address' });
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Please fill out this field')).toHaveCount(6);
      // The message describes the field; the field's name stays its label alone.
      const name = form.getByLabel('Name', { exact: true });
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await form.locator(`#${await name.getAttribute('aria-describedby')}`).textContent()).toBe(
        'Please fill out this field',
      );

      await form.getByLabel('Name').fill('Meera Nair');
      await form.getByLabel('10-digit mobile number').fill('98765');
      await form.getByLabel('Pincode').fill('560001');
      await expect.poll(() => form.getByLabel('City/District/Town').inputValue()).toBe('Bengaluru');
      expect(await form.getByLabel('State').inputValue()).toBe('Karnataka');
      await form.getByLabel('Address (Area and Street)').fill('12 MG Road, Ashok Nagar');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Not a valid phone number').waitFor();
      await form.getByLabel('10-digit mobile number').fill('+919876543210');
      await form.getByRole('button', { name: 'Save' }).click();

      const list = page.getByRole('list', { name: 'Saved addresses' });
      await list.getByText('Meera Nair').waitFor();
      await list.getByText('DEFAULT').waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await page
        .getByRole('list', { name: 'Saved addresses' })
        .getByText('12 MG Road, Ashok Nagar, Bengaluru, Karnataka')
        .waitFor();
    });

    test('when the shopper changes the first name, then the header greets the new name, also after a reload', async () => {
      await page.goto('/account/?rd=0&link=home_account', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
      expect(await page.getByTestId('profile-mobile').textContent()).toBe(
        `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      );
      await page.getByLabel('First Name').fill('Meenakshi');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => greeting(page).textContent()).toBe('Welcome Meenakshi');
      await page.reload({ waitUntil: 'networkidle' });
      await expect(greeting(page)).toHaveText('Welcome Meenakshi');
    });

    test('when the shopper changes the email with the code sent to the new address, then the profile shows the new email', async () => {
      await page.goto('/account/', { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: 'Email Address' });
      await section.getByRole('button', { name: /Add|Edit/ }).click();
      const email = `meera.${mobile}@example.com`;
      await section.getByLabel('New email address').fill(email);
      await section.getByRole('button', { name: 'Send code' }).click();
      const otp = section.getByLabel(/Enter the 6-digit code sent to/);
      await otp.waitFor();
      // The code is submitted as soon as it is complete.
      await otp.fill(await codeFor(shop, email));
      await expect.poll(() => page.getByTestId('profile-email').textContent()).toBe(email);
    });

    test('when the shopper deletes the only address, then the list is empty again', async () => {
      await page.goto('/account/addresses', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Delete address of Meera Nair' }).click();
      await page.getByText('No saved addresses yet').waitFor();
    });

    test('when the shopper turns off offer emails, then the choice stays after a reload; the wallet shows the demo balances of the payment service', async () => {
      await page.goto('/account/subscriptions', { waitUntil: 'networkidle' });
      const offers = page.getByRole('checkbox', { name: /Offers and deals/ });
      expect(await offers.isChecked()).toBe(true);
      await offers.uncheck();
      await page.getByText('Your email preferences are saved.').waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByRole('checkbox', { name: /Offers and deals/ }).isChecked()).toBe(false);

      await page.goto('/account/wallet', { waitUntil: 'networkidle' });
      await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,000');
      const balances = page.getByRole('definition');
      await expect(balances).toHaveText(['₹500', '₹10,000', '₹2,000']);
      await expect(page.getByRole('term')).toHaveText(['SuperCoins wallet', 'Pay Later', 'Gift card wallet']);
    });

    test('when a phone-sized screen opens the account page, then nothing overflows sideways', async () => {
      const p = await shop.newPage({ width: 360, height: 740 });
      await p.context().addCookies(await page.context().cookies());
      await p.goto('/account/addresses', { waitUntil: 'networkidle' });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
