import { expect, test, type Storefront } from './support/fixtures.ts';

/**
 * Every link a shopper can follow from the navigation menus, home (header, rows, footer), a
 * search page and a product page, on the default demo catalogue: none may answer 404 or show an
 * empty listing.
 */
let shop: Storefront;
test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

const emptyTexts = ['Nothing is listed here yet', 'Sorry, no results found!'];

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(shop.baseUrl + path);
  return { status: res.status, body: await res.text() };
}

const hrefsOf = (body: string) => [...body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
/** Pages of the storefront only: not assets, images, API calls or other sites. */
const isPage = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !/^\/(img|assets|api|lc|dev)\//.test(href);

async function navigationUrls(): Promise<string[]> {
  const res = await fetch(`${shop.baseUrl}/lc/getData?dataSourceId=websiteNavigationMenuDS_1.0`);
  expect(res.status).toBe(200);
  const urls: string[] = [];
  JSON.stringify(await res.json(), (key, value: unknown) => {
    if (key === 'url' && typeof value === 'string') urls.push(value);
    return value;
  });
  return urls;
}

test.describe('crawl of every browse link', { tag: '@one-database-b' }, () => {
  test('when a shopper follows any link of menus, home, footer, search or product page, then it lists products', async () => {
    // Some four hundred pages, each rendered by the server: more than one page's budget.
    test.setTimeout(300_000);
    const home = await html('/');
    const search = await html('/search?q=mobiles');
    const productPath = hrefsOf(search.body).find((h) => /\/p\/itm/.test(h));
    expect(productPath, 'a product link on the search page').toBeDefined();
    const product = await html(productPath ?? '/');
    const nav = await navigationUrls();
    const links = [
      ...new Set([...nav, ...hrefsOf(home.body), ...hrefsOf(search.body), ...hrefsOf(product.body)].filter(isPage)),
    ];
    // The menus alone hold over two hundred links; a crawl of a few would prove little.
    expect(nav.length).toBeGreaterThan(200);

    const failures: string[] = [];
    const queue = [...links];
    const worker = async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        const { status, body } = await html(link);
        const empty = emptyTexts.find((text) => body.includes(text));
        if (status === 404 || status >= 500 || empty) failures.push(`${link}: ${empty ?? `HTTP ${status}`}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  });
});
