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

/** Every page link found once a worker (the shards below share it), in a stable order. */
let linksOnce: Promise<{ links: string[]; nav: string[] }> | undefined;
async function crawlLinks(): Promise<{ links: string[]; nav: string[] }> {
  const home = await html('/');
  const search = await html('/search?q=mobiles');
  const productPath = hrefsOf(search.body).find((h) => /\/p\/itm/.test(h));
  expect(productPath, 'a product link on the search page').toBeDefined();
  const product = await html(productPath ?? '/');
  const nav = await navigationUrls();
  const links = [
    ...new Set([...nav, ...hrefsOf(home.body), ...hrefsOf(search.body), ...hrefsOf(product.body)].filter(isPage)),
  ].sort();
  return { links, nav };
}

/** Which shard checks a link: by its text, so the shards split the same list in every worker. */
const shards = 16;
const shardOf = (link: string) => [...link].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % shards;

// Some four hundred pages, each rendered by the server: one test a shard of about 25 links, so
// both workers share the crawl (it was one test of 112 s on the quiet machine, 232 s at load 25,
// under a 300 s timeout of its own; in 8 shards two passed the default 60 s at load 31).
test.describe('crawl of every browse link', { tag: '@one-database-b' }, () => {
  for (let shard = 0; shard < shards; shard++) {
    test(`when a shopper follows any link of menus, home, footer, search or product page (shard ${shard + 1} of ${shards}), then it lists products`, async () => {
      const { links, nav } = await (linksOnce ??= crawlLinks());
      // The menus alone hold over two hundred links; a crawl of a few would prove little.
      expect(nav.length).toBeGreaterThan(200);
      const mine = links.filter((link) => shardOf(link) === shard);
      expect(mine.length, 'links in this shard').toBeGreaterThan(0);

      const failures: string[] = [];
      const queue = [...mine];
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
  }
});
