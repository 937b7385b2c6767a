import type { Storefront } from './storefront.ts';

/**
 * Paths of the seeded catalogue found from the server's HTML (the pages render on the server),
 * without loading them in Chromium: a browser test that needs "a product with other sellers"
 * pays one page load, not a dozen (decision 0027).
 */

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

/** The product links in the main part of a listing page, in page order. */
export async function productPathsOn(shop: Storefront, listPath: string): Promise<string[]> {
  const res = await fetch(shop.baseUrl + listPath);
  if (!res.ok) throw new Error(`${listPath} answered ${res.status}`);
  return hrefs(mainOf(await res.text()), /<a[^>]*href="([^"]*\/p\/[^"]*)"/g);
}

/**
 * The sellers page of the first product among the first 12 on a listing page that more than one
 * seller lists (its product page links to `/sellers?pid=…`), or '' when none does.
 */
export async function sellersPathFrom(shop: Storefront, listPath: string): Promise<string> {
  for (const product of (await productPathsOn(shop, listPath)).slice(0, 12)) {
    const html = await (await fetch(shop.baseUrl + product)).text();
    const sellers = hrefs(mainOf(html), /<a[^>]*href="(\/sellers\?[^"]*)"/g)[0];
    if (sellers) return sellers;
  }
  return '';
}
