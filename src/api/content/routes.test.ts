import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { footerSchema, navigationSchema, quickLinksSchema } from '../../contracts/navigation.ts';
import { changedLayoutsSchema, layoutSchema, widgetsSchema, type Layout } from '../../contracts/layout.ts';
import { seoMetadataSchema } from '../../contracts/seo.ts';
import { createLogger } from '../../platform/logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 130, logger: createLogger('silent', 'test'), seed: 7 });
});
afterAll(() => t.close());

const expectErrorShape = (body: Record<string, unknown>, status: number) => {
  expect(body).toMatchObject({
    STATUS_CODE: status,
    ERROR_CODE: expect.any(String),
    ERROR_MESSAGE: expect.any(String),
  });
  expect((body.RESPONSE as { errorCode: string }).errorCode).toBe(body.ERROR_CODE);
};

const homeLayout = async (): Promise<Layout> =>
  (await t.call({ method: 'GET', url: '/api/3/layout/page/home' })).json().RESPONSE;

describe('GET /lc/getData', () => {
  it('when the navigation menu is asked for, then every category group and the Offer Zone come back in menu order', async () => {
    const res = await t.call({ method: 'GET', url: '/lc/getData?dataSourceId=websiteNavigationMenuDS_1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const menu = navigationSchema.parse(res.json().RESPONSE);
    expect(Object.values(menu).map((e) => e.title)).toEqual([
      'Electronics',
      'TVs & Appliances',
      'Men',
      'Women',
      'Baby & Kids',
      'Home & Furniture',
      'Sports',
      'Books & More',
      'Offer Zone',
    ]);
    expect(menu['offer-zone']).toEqual({ title: 'Offer Zone', url: '/offers', tabs: [] });
    const mobiles = menu.electronics?.tabs.find((tab) => tab.title === 'Mobiles');
    const items = mobiles?.columns.flat() ?? [];
    expect(items[0]).toEqual({ type: 'heading', title: 'Mobiles', url: '/mobiles' });
    expect(items.some((i) => i.type === 'view-all' && i.url === '/mobiles/pr?sid=tyy,4io')).toBe(true);
    expect(items.some((i) => i.type === 'link' && i.url === '/mobiles/samsung~brand/pr?sid=tyy,4io')).toBe(true);
    expect(
      new Set(Object.values(menu).flatMap((e) => e.tabs.flatMap((tab) => tab.columns.flat().map((i) => i.type)))),
    ).toEqual(new Set(['heading', 'new-heading', 'new-subheading', 'view-all', 'link']));
  });

  it('when the quick links and the footer are asked for, then they answer in their contracts', async () => {
    const links = quickLinksSchema.parse(
      (await t.call({ method: 'GET', url: '/lc/getData?dataSourceId=quickLinksDS_1.0' })).json().RESPONSE,
    );
    expect(links.links.length).toBeGreaterThanOrEqual(6);
    const footer = footerSchema.parse(
      (await t.call({ method: 'GET', url: '/lc/getData?dataSourceId=footerDS_1.0' })).json().RESPONSE,
    );
    const urls = footer.linkGroups.flatMap((g) => g.links.map((l) => l.url));
    for (const url of [
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
    ]) {
      expect(urls).toContain(url);
    }
    expect(urls.some((u) => u.startsWith('/ol?link='))).toBe(true);
    expect(footer.linkGroups.flatMap((g) => g.links).filter((l) => l.external)).toHaveLength(4);
    expect(footer.bottomLinks.every((l) => l.external)).toBe(true);
    expect(footer.blurbs.map((b) => b.title)).toEqual([
      'Track your order',
      'Free & easy returns',
      'Online cancellations',
    ]);
    expect(footer.registeredAddress.join(' ')).toContain('Bengaluru');
    expect(footer.copyright).toContain('2007-2017');
  });

  it('when the data source is unknown, then it answers 404 in the error shape', async () => {
    const res = await t.call({ method: 'GET', url: '/lc/getData?dataSourceId=noSuchDS_1.0' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404);
  });

  it('when the data source id is missing or too long, then it answers 400', async () => {
    for (const url of [
      '/lc/getData',
      `/lc/getData?dataSourceId=${'x'.repeat(200)}`,
      '/lc/getData?dataSourceId=a&dataSourceId=b',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});

describe('GET /api/3/layout/page/{screen}[/{pageKey}]', () => {
  it('when the home layout is asked for, then its widgets come in order with a hash', async () => {
    const res = await t.call({ method: 'GET', url: '/api/3/layout/page/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const layout = layoutSchema.parse(res.json().RESPONSE);
    expect(layout.layoutId).toBeGreaterThan(0);
    expect(layout.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(layout.children.map((c) => c.type)).toEqual([
      'BANNER_CAROUSEL',
      'PRODUCT_ROW',
      'PRODUCT_ROW',
      'PRODUCT_ROW',
      'PRODUCT_ROW',
      'PRODUCT_ROW',
    ]);
  });

  it('when a page key is given, then that page layout answers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/3/layout/page/clp/electronics' });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE.children.map((c: { data: { dataKey: string } }) => c.data.dataKey)).toEqual([
      'electronics-banners',
      'best-of-electronics',
    ]);
  });

  it('when the screen or page key is unknown, then it answers 404', async () => {
    for (const url of [
      '/api/3/layout/page/nowhere',
      '/api/3/layout/page/home/nothing',
      '/api/3/layout/page/clp/sports',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expectErrorShape(res.json(), 404);
    }
  });

  it('when the screen name is malformed, then it answers 400', async () => {
    for (const url of [
      '/api/3/layout/page/HOME',
      `/api/3/layout/page/${'a'.repeat(60)}`,
      '/api/3/layout/page/home/%00x',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});

describe('GET /api/3/layout/{ids}?hashes=', () => {
  it('when the client holds the current hash, then the layout is left out as unchanged', async () => {
    const home = await homeLayout();
    const res = await t.call({ method: 'GET', url: `/api/3/layout/${home.layoutId}?hashes=${home.hash}` });
    expect(res.statusCode).toBe(200);
    expect(changedLayoutsSchema.parse(res.json().RESPONSE)).toEqual({ layouts: {}, unchanged: [home.layoutId] });
  });

  it('when the client holds an old hash or none, then only those layouts come back', async () => {
    const home = await homeLayout();
    const clp = (await t.call({ method: 'GET', url: '/api/3/layout/page/clp/electronics' })).json().RESPONSE as Layout;
    const res = await t.call({
      method: 'GET',
      url: `/api/3/layout/${home.layoutId},${clp.layoutId}?hashes=${home.hash},stale-hash`,
    });
    const body = changedLayoutsSchema.parse(res.json().RESPONSE);
    expect(Object.keys(body.layouts)).toEqual([String(clp.layoutId)]);
    expect(body.layouts[clp.layoutId]).toEqual(clp);
    expect(body.unchanged).toEqual([home.layoutId]);
    const none = changedLayoutsSchema.parse(
      (await t.call({ method: 'GET', url: `/api/3/layout/${home.layoutId}` })).json().RESPONSE,
    );
    expect(none.layouts[home.layoutId]).toEqual(home);
  });

  it('when one id is unknown among known ones, then it answers layoutId 0 for it', async () => {
    const home = await homeLayout();
    const body = (
      await t.call({ method: 'GET', url: `/api/3/layout/${home.layoutId},999999?hashes=${home.hash}` })
    ).json().RESPONSE;
    expect(body.layouts['999999']).toEqual({ layoutId: 0, hash: '', children: [] });
  });

  it('when no id is known, then it answers 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/3/layout/999998,999999' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404);
  });

  it('when the ids or hashes are malformed, then it answers 400', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const url of [
      '/api/3/layout/abc',
      '/api/3/layout/1,,2',
      '/api/3/layout/0',
      `/api/3/layout/${ids}`,
      '/api/3/layout/1?hashes=a,b',
      '/api/3/layout/1?hashes=%3Cscript%3E',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});

describe('POST /api/3/data/{screen}[/{pageKey}]/widgets', () => {
  it('when the home widgets are asked for, then every widget of the layout answers with live catalogue rows', async () => {
    const res = await t.call({ method: 'POST', url: '/api/3/data/home/widgets', payload: {} });
    expect(res.statusCode).toBe(200);
    const { widgets } = widgetsSchema.parse(res.json().RESPONSE);
    const home = await homeLayout();
    expect(Object.keys(widgets).sort()).toEqual(home.children.map((c) => c.data.dataKey).sort());
    const carousel = widgets['home-banners'];
    expect(carousel?.type).toBe('BANNER_CAROUSEL');
    if (carousel?.type === 'BANNER_CAROUSEL') {
      expect(carousel.data.banners.length).toBeGreaterThanOrEqual(4);
      expect(carousel.data.banners[0]?.imageUrl).toBe('/img/{@width}/{@height}/banner-big-sale?q={@quality}');
    }
    const deals = widgets['deals-of-the-day'];
    expect(deals?.type).toBe('PRODUCT_ROW');
    if (deals?.type === 'PRODUCT_ROW') {
      expect(deals.data.title).toBe('Deals of the Day');
      expect(deals.data.products.length).toBe(12);
      for (const card of deals.data.products) {
        expect(card.url).toMatch(/^\/[a-z0-9-]+\/p\/itm[a-z0-9]{13}$/);
        expect(card.imageUrl).toBe(`/img/{@width}/{@height}/${card.productId}?q={@quality}`);
        expect(card.price).toBeLessThanOrEqual(card.mrp);
        expect(card.discountPercent).toBe(Math.floor(((card.mrp - card.price) * 100) / card.mrp));
      }
    }
  });

  it('when some data keys are asked for on a page key, then only those answer', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/data/clp/electronics/widgets',
      payload: { dataKeys: ['best-of-electronics'] },
    });
    expect(res.statusCode).toBe(200);
    const { widgets } = widgetsSchema.parse(res.json().RESPONSE);
    expect(Object.keys(widgets)).toEqual(['best-of-electronics']);
    const row = widgets['best-of-electronics'];
    if (row?.type !== 'PRODUCT_ROW') throw new Error('expected a product row');
    // The electronics row only holds electronics: their ids carry the categories' prefixes.
    expect(row.data.products.every((p) => /^(MOB|TAB|TVS|CAM|ACC|GAM)/.test(p.productId))).toBe(true);
  });

  it('when the body is empty, then it answers the whole page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/3/data/home/widgets',
      headers: { origin: testOrigin },
    });
    expect(res.statusCode).toBe(200);
  });

  it('when the screen or a data key is unknown, then it answers 404', async () => {
    for (const [url, payload] of [
      ['/api/3/data/nowhere/widgets', {}],
      ['/api/3/data/home/widgets', { dataKeys: ['deals-of-the-day', 'not-on-this-page'] }],
      ['/api/3/data/home/electronics/widgets', {}],
    ] as const) {
      const res = await t.call({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(404);
      expectErrorShape(res.json(), 404);
    }
  });

  it('when the body is of the wrong shape, then it answers 400, never 500', async () => {
    for (const payload of [
      { dataKeys: 'deals' },
      { dataKeys: [42] },
      { dataKeys: Array.from({ length: 51 }, () => 'x') },
      { pincode: '012345' },
      [1, 2],
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/3/data/home/widgets', payload });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});

describe('GET /api/3/seo/desktop/metadata', () => {
  it('when the URL is a known page, then its own record answers with brand groups and SEO text', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/3/seo/desktop/metadata?url=${encodeURIComponent('/mobiles')}`,
    });
    expect(res.statusCode).toBe(200);
    const seo = seoMetadataSchema.parse(res.json().RESPONSE);
    expect(seo.title).toContain('Mobiles');
    expect(seo.canonical).toBe('/mobiles');
    const mobiles = seo.brandGroups.find((g) => g.category === 'Mobiles');
    expect(mobiles?.brands.length).toBeGreaterThan(0);
    expect(mobiles?.brands[0]?.url).toMatch(/^\/mobiles\/[a-z0-9-]+~brand\/pr\?sid=tyy,4io$/);
    expect(seo.seoText.length).toBeGreaterThan(0);
  });

  it('when the URL is absolute, with a query or a trailing slash, then it is matched by its path', async () => {
    const seo = (
      await t.call({
        method: 'GET',
        url: `/api/3/seo/desktop/metadata?url=${encodeURIComponent('http://localhost:3000/televisions/?otracker=nav')}`,
      })
    ).json().RESPONSE;
    expect(seo.canonical).toBe('/televisions');
    expect(seo.title).toContain('Televisions');
  });

  it('when the URL is unknown, then the defaults answer with the path as canonical', async () => {
    const seo = seoMetadataSchema.parse(
      (
        await t.call({
          method: 'GET',
          url: `/api/3/seo/desktop/metadata?url=${encodeURIComponent('/some/unknown/page?x=1')}`,
        })
      ).json().RESPONSE,
    );
    expect(seo.title).toBe('Online Shopping India Mobile, Cameras, Lifestyle & more Online');
    expect(seo.canonical).toBe('/some/unknown/page');
    expect(seo.brandGroups.length).toBe(18);
    expect(seo.seoText.length).toBeGreaterThan(0);
  });

  it('when the url is missing, empty or too long, then it answers 400', async () => {
    for (const url of [
      '/api/3/seo/desktop/metadata',
      '/api/3/seo/desktop/metadata?url=',
      `/api/3/seo/desktop/metadata?url=/${'a'.repeat(3000)}`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});
