import { expectShopperPage, loggedInBudgets } from './logged-in.ts';
import { browserPageHeaders, measureLoad, type LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';
import type { BenchShopper } from './shopper.ts';

/**
 * Issue 11 item 9: the cart page `/viewcart` of a logged-in shopper with 3 lines, at 10
 * connections beside the logged-in rows' yardstick: at least 5% of it. The cart page is a
 * per-shopper screen (docs/decisions/0033, 0038): rendered per request into the shared shell.
 */
export const cartPageBudget = { share: 0.05, lines: 3 };

const post = (origin: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** Puts `lines` in-stock products of home's rows in the shopper's cart, through the add call. */
export async function fillCart(origin: string, shopper: BenchShopper, lines = cartPageBudget.lines): Promise<void> {
  const widgets = (
    (await (await post(origin, '/api/3/data/home/widgets', {})).json()) as {
      RESPONSE: { widgets: Record<string, { data: { products?: { url: string }[] } }> };
    }
  ).RESPONSE.widgets;
  const itemIds = [
    ...new Set(Object.values(widgets).flatMap((w) => (w.data.products ?? []).map((p) => p.url.split('/p/')[1] ?? ''))),
  ].filter(Boolean);
  let added = 0;
  for (const itemId of itemIds) {
    if (added === lines) break;
    const page = (await (await post(origin, '/api/3/page/dynamic/product', { requestContext: { itemId } })).json()) as {
      RESPONSE?: { product: { productId: string }; listing: { listingId: string; stockState: string } | null };
    };
    const listing = page.RESPONSE?.listing;
    if (!page.RESPONSE || !listing || listing.stockState === 'OUT_OF_STOCK') continue;
    const body = { [listing.listingId]: { productId: page.RESPONSE.product.productId, quantity: 1 } };
    const res = await post(origin, '/api/4/cart/add', body, shopper.cookie);
    const answer = (await res.json()) as { RESPONSE?: { errors?: unknown[] } };
    if (res.ok && !answer.RESPONSE?.errors?.length) added++;
  }
  if (added < lines) throw new Error(`only ${added} of ${lines} products went into the bench shopper's cart`);
}

/** Checks the page is the shopper's cart with its lines, then loads it at 10 connections. */
export async function measureCartPage(
  origin: string,
  shopper: BenchShopper,
  load: { warmupSeconds: number; durationSeconds: number },
  log: (message: string) => void,
): Promise<LoadResult> {
  await fillCart(origin, shopper);
  await expectShopperPage(origin, '/viewcart', shopper);
  const html = await (
    await fetch(`${origin}/viewcart`, {
      headers: { ...browserPageHeaders, cookie: shopper.cookie, 'accept-encoding': 'identity' },
    })
  ).text();
  if (!html.includes(`data-cart-count="${cartPageBudget.lines}"`))
    throw new Error(`GET /viewcart does not show the shopper's ${cartPageBudget.lines} lines`);
  log(
    `logged-in cart /viewcart, ${cartPageBudget.lines} lines: ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s...`,
  );
  return measureLoad({
    ...load,
    connections: loggedInBudgets.connections,
    url: `${origin}/viewcart`,
    headers: { ...browserPageHeaders, cookie: shopper.cookie },
    countHeader: 'x-page-parts',
  });
}

export function cartPageRow(yardstick: LoadResult, cart: LoadResult): Row {
  const share = yardstick.okPerSecond > 0 ? cart.okPerSecond / yardstick.okPerSecond : 0;
  const made = Object.entries(cart.headerCounts)
    .map(([how, n]) => `${how} ${fmtInt(n)}`)
    .join(', ');
  return {
    metric: `logged-in cart page /viewcart with ${cartPageBudget.lines} items`,
    measured: `${(share * 100).toFixed(1)}% (${fmtInt(cart.okPerSecond)} req/s), p99 ${cart.latencyP99Ms} ms, errors ${fmtInt(cart.errors)}${made ? ` [parts: ${made}]` : ''}`,
    budget: `>= ${cartPageBudget.share * 100}%, p99 <= ${loggedInBudgets.p99Ms} ms`,
    verdict: check(share >= cartPageBudget.share && cart.latencyP99Ms <= loggedInBudgets.p99Ms && cart.errors === 0),
  };
}
