import { browserPageHeaders, measureLoad, type LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';
import { signUpShopper } from './shopper.ts';

/**
 * Issue 11 item 9: the checkout page for a logged-in shopper with 3 items, at 10 connections,
 * beside the logged-in rows' yardstick (docs/decisions/0039). The shopper is signed up as the
 * logged-in rows' one is and starts a buy-now checkout of 3 listings of the catalogue.
 */
export const checkoutPageBudget = { share: 0.05, connections: 10 };
const path = '/checkout/init';

/** Listing ids of the first products of a landing page (each product page's shown offer). */
async function listingIds(origin: string, count: number): Promise<string[]> {
  const html = await (await fetch(`${origin}/mobiles`, { headers: { 'accept-encoding': 'identity' } })).text();
  const links = [
    ...new Set([...html.matchAll(/href="(\/[^"]*\/p\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))),
  ];
  const ids: string[] = [];
  for (const link of links) {
    const page = await (await fetch(`${origin}${link}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const id = page.match(/"listing":\{[^{}]*?"listingId":"([^"]+)"/)?.[1];
    if (id && !ids.includes(id)) ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`found ${ids.length} listings on /mobiles, need ${count}`);
}

export async function measureCheckoutPage(
  origin: string,
  load: { warmupSeconds: number; durationSeconds: number },
  log: (message: string) => void,
): Promise<LoadResult> {
  const shopper = await signUpShopper(origin, { firstName: 'Checkout', pincode: '560001' });
  const listings = (await listingIds(origin, 3)).map((listingId) => ({ listingId, qty: 1 }));
  const headers = { origin, cookie: shopper.cookie, 'content-type': 'application/json' };
  const init = await fetch(`${origin}/api/4/checkout/init?loginFlow=false`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ checkoutType: 'PHYSICAL', listings }),
  });
  if (!init.ok) throw new Error(`checkout init answered ${init.status}: ${(await init.text()).slice(0, 200)}`);
  // The page must be this shopper's checkout with its 3 items before it counts as fast.
  const page = await fetch(`${origin}${path}`, {
    headers: { ...browserPageHeaders, cookie: shopper.cookie, 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const html = await page.text();
  if (page.status !== 200 || !html.includes('Price (3 items)'))
    throw new Error(`GET ${path} as the shopper answered ${page.status} without their 3 items`);
  log(
    `logged-in checkout ${path} with 3 items: ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s at 10 connections...`,
  );
  return measureLoad({
    ...load,
    connections: checkoutPageBudget.connections,
    url: `${origin}${path}`,
    headers: { ...browserPageHeaders, cookie: shopper.cookie },
    countHeader: 'x-page-parts',
  });
}

export function checkoutPageRows(yardstick: LoadResult, load: LoadResult | { error: string }): Row[] {
  const metric = 'logged-in checkout page with 3 items';
  const budget = `>= ${checkoutPageBudget.share * 100}% of the yardstick`;
  if ('error' in load) return [{ metric, measured: load.error.slice(0, 80), budget, verdict: 'FAIL' }];
  const share = yardstick.okPerSecond > 0 ? load.okPerSecond / yardstick.okPerSecond : 0;
  return [
    {
      metric,
      measured: `${(share * 100).toFixed(1)}% (${fmtInt(load.okPerSecond)} req/s), p99 ${load.latencyP99Ms} ms, errors ${fmtInt(load.errors)}`,
      budget,
      verdict: check(share >= checkoutPageBudget.share && load.errors === 0),
    },
  ];
}
