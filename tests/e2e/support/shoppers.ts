import { expect, type Page } from '@playwright/test';
import { addressOf, type Storefront } from './storefront.ts';

/**
 * Shoppers of their own for tests on the shared storefront: mobile numbers nobody else in the run
 * uses, codes read from the development outbox (retrying, no fixed sleeps), sign-up by the calls.
 */

let mobileSeq = 0;
/**
 * A 10-digit mobile number unique in the run: 7, the worker's process id (5 digits), a counter.
 * The 7 keeps clear of the seeded demo accounts (98765...).
 */
export function freshMobile(): string {
  return `7${String(process.pid % 100_000).padStart(5, '0')}${String(mobileSeq++ % 10_000).padStart(4, '0')}`;
}

type OutboxRow = { recipient?: string; to?: string; body?: string; text?: string };
/** Any array of messages in the outbox answer, newest first. */
function rowsOf(value: unknown): OutboxRow[] {
  if (Array.isArray(value)) return value as OutboxRow[];
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) if (typeof v === 'object' && v) return rowsOf(v);
  }
  return [];
}

/** The newest code in the outbox for a recipient ('+91…' or an email), or '' if none yet. */
async function newestCode(shop: Storefront, recipient: string): Promise<string> {
  const res = await fetch(`${shop.baseUrl}/dev/outbox?format=json`);
  if (!res.ok) throw new Error(`the development outbox answered ${res.status}: is it served in this mode?`);
  const row = rowsOf(await res.json()).find((r) => (r.recipient ?? r.to) === recipient);
  return (row?.body ?? row?.text ?? '').match(/\b(\d{6})\b/)?.[1] ?? '';
}

/** The newest code sent to a recipient, waiting (polling) until one other than `after` arrives. */
export async function codeFor(shop: Storefront, recipient: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => (code = await newestCode(shop, recipient)), { message: `a code for ${recipient}` })
    .toMatch(after ? new RegExp(`^(?!${after}$)\\d{6}$`) : /^\d{6}$/);
  return code;
}

/**
 * Signs a fresh mobile number up through the account calls, in the page's own cookie jar (the
 * page is logged in afterwards). Tests that are not about signing up make their shoppers here: a
 * signup through the page takes seconds of browser time (decision 0027).
 */
export async function signUpByCalls(
  shop: Storefront,
  page: Page,
  firstName: string,
  mobile = freshMobile(),
  password = 'garden-tulsi-88',
) {
  const address = addressOf(page.context());
  const headers = { origin: shop.baseUrl, ...(address ? { 'x-forwarded-for': address } : {}) };
  const loginId = `+91${mobile}`;
  const sent = await page.request.post('/api/5/user/otp/generate', { form: { loginId, state: 'SIGNUP' }, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { requestId } = (await sent.json()).RESPONSE.data;
  const otp = await codeFor(shop, loginId);
  const data = { loginId, password, otp, otpRequestId: requestId, firstName };
  const done = await page.request.post('/api/4/user/signUp', { data, headers });
  expect(done.status(), await done.text()).toBe(200);
  return mobile;
}

/**
 * An account of a fresh mobile number with this first name and password, made through the calls
 * in a context of its own that is closed afterwards: the shopper's own pages start logged out.
 */
export async function accountByCalls(shop: Storefront, firstName: string, password: string): Promise<string> {
  const page = await shop.newPage();
  const mobile = await signUpByCalls(shop, page, firstName, freshMobile(), password);
  await page.context().close();
  return mobile;
}

/**
 * Waits until the page has hydrated: the first commit and every lazy part of it (the shell's
 * deferred parts and the screen, which hydrate in commits of their own once their code arrives),
 * with their effects. entry-client.tsx marks it `<html data-hydrated="1">` (decision 0027).
 * `networkidle` is no such mark: it came before the login screen's redirect in CI.
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="1"]').waitFor({ state: 'attached' });

/**
 * Lets the page finish what a key press or click started: two animation frames, so React has
 * rendered and any navigation it began has been requested. For "nothing happens" checks.
 */
export const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Waits until the page has stopped scrolling: the same scrollY over five animation frames. */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let same = 0;
        const tick = () => {
          same = scrollY === last ? same + 1 : 0;
          last = scrollY;
          if (same >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
