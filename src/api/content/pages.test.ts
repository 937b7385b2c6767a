import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { appConfigsSchema, buyingGuideAnswerSchema, staticPageSchema } from '../../contracts/content.ts';
import { layoutSchema, widgetsSchema } from '../../contracts/layout.ts';
import { seoMetadataSchema } from '../../contracts/seo.ts';
import { createLogger } from '../../platform/logger.ts';
import { upsertStaticPage } from './repository.ts';
import { saveDeferredContent, saveStaticPage } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 130, logger: createLogger('silent', 'test'), seed: 7 });
}, 60_000);
afterAll(() => t.close());

const fetchPage = (url: unknown) => t.call({ method: 'POST', url: '/api/3/page/fetch', payload: { url } });
const expectErrorShape = (body: Record<string, unknown>, status: number) => {
  expect(body).toMatchObject({
    STATUS_CODE: status,
    ERROR_CODE: expect.any(String),
    ERROR_MESSAGE: expect.any(String),
  });
  expect((body.RESPONSE as { errorCode: string }).errorCode).toBe(body.ERROR_CODE);
};

describe('POST /api/3/page/fetch', () => {
  it('when a seeded page is named, then its title and HTML answer', async () => {
    for (const name of [
      'helpcentre',
      'payments',
      'shipping',
      'cancellation-returns',
      'contact-us',
      'about-us',
      'press',
      'terms',
      'privacy-policy',
      'payment-security',
      'return-policy',
      'gift-vouchers',
      'mobile-apps',
      'bazaar-first',
      'brands',
      'saved-cards',
    ]) {
      const res = await fetchPage(`/${name}`);
      expect(res.statusCode, name).toBe(200);
      const page = staticPageSchema.parse(res.json().RESPONSE);
      expect(page.name).toBe(name);
      expect(page.html.length).toBeGreaterThan(100);
    }
    const brands = staticPageSchema.parse((await fetchPage('/brands')).json().RESPONSE);
    expect(brands.html).toContain('href="/mobiles/samsung~brand/pr?sid=tyy,4io"');
  });

  it('when a stored page holds a script, an event handler or a javascript: URL, then none of them is answered', async () => {
    const payload =
      '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="/pages/terms" onclick="alert(4)">terms</a><iframe src="https://evil.example"></iframe><a href="https://example.com">out</a>';
    // Written around the sanitizing save, as a careless import would: the read path still cleans it.
    await upsertStaticPage(t.database.db, { name: 'raw-page', title: 'Raw', html: payload });
    await saveStaticPage(t.database.db, { name: 'saved-page', title: 'Saved', html: payload });
    for (const name of ['raw-page', 'saved-page']) {
      const { html } = (await fetchPage(`/${name}`)).json().RESPONSE as { html: string };
      expect(html).toContain('<p>Hello</p>');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      expect(html).toContain('<a href="/pages/terms">terms</a>');
      expect(html).toContain('rel="noopener noreferrer"');
    }
  });

  it('when the page is unknown, then 404; when the url is malformed, then 400', async () => {
    const missing = await fetchPage('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expectErrorShape(missing.json(), 404);
    for (const url of ['helpcentre', '/../etc/passwd', '/Help', `/${'a'.repeat(80)}`, 42, null]) {
      const res = await fetchPage(url);
      expect(res.statusCode, String(url)).toBe(400);
      expectErrorShape(res.json(), 400);
    }
    const noBody = await t.call({ method: 'POST', url: '/api/3/page/fetch', payload: [1] });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('POST /api/3/resource/desktop/appConfigs', () => {
  it('when asked with no groups, then feature flags, co-brands and constants answer', async () => {
    const res = await t.call({ method: 'POST', url: '/api/3/resource/desktop/appConfigs', payload: {} });
    expect(res.statusCode).toBe(200);
    const configs = appConfigsSchema.parse(res.json().RESPONSE);
    expect(configs.featureFlags?.paymentsRoute).toBe(false);
    expect(Object.keys(configs.cobrands ?? {})).toEqual(['offers', 'itzcash', 'indusind', 'yahoo']);
    expect(configs.constants).toMatchObject({
      recentPincodesKept: 3,
      searchPageSize: 60,
      compareMax: 4,
      searchDebounceMs: 250,
      mobilePrefix: '+91',
    });
  });

  it('when groups are named, then only those answer; an unknown group is a 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/resource/desktop/appConfigs',
      payload: { groups: ['constants'] },
    });
    expect(Object.keys(res.json().RESPONSE)).toEqual(['constants']);
    for (const payload of [{ groups: ['secrets'] }, { groups: 'constants' }, { other: 1 }]) {
      const bad = await t.call({ method: 'POST', url: '/api/3/resource/desktop/appConfigs', payload });
      expect(bad.statusCode).toBe(400);
      expectErrorShape(bad.json(), 400);
    }
  });
});

describe('GET /api/3/deferred/{key}', () => {
  it('when the key is known, then sanitized HTML answers', async () => {
    await saveDeferredContent(t.database.db, 'test-note', '<p>Note</p><script>x()</script>');
    const res = await t.call({ method: 'GET', url: '/api/3/deferred/test-note' });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toEqual({ key: 'test-note', html: '<p>Note</p>' });
    const offer = (await t.call({ method: 'GET', url: '/api/3/deferred/tnc-offer-bank-offers' })).json().RESPONSE;
    expect(offer.html).toContain('terms and conditions');
  });

  it('when the key is unknown, then it fails with the error key errortnc', async () => {
    const res = await t.call({ method: 'GET', url: '/api/3/deferred/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().RESPONSE.errorCode).toBe('errortnc');
    expect((await t.call({ method: 'GET', url: '/api/3/deferred/%3Cscript%3E' })).statusCode).toBe(400);
  });
});

describe('GET /api/1/buying-guide', () => {
  it('when no sid is given, then the index of guides answers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/1/buying-guide' });
    expect(res.statusCode).toBe(200);
    const answer = buyingGuideAnswerSchema.parse(res.json().RESPONSE);
    expect(answer.guide).toBeNull();
    expect(answer.guides.map((g) => g.slug)).toEqual([
      'mobiles',
      'televisions',
      'refrigerators',
      'washing-machines',
      'headphones',
      'cameras',
      'mens-shirts',
    ]);
  });

  it('when a category’s sid is given, then its guide answers with sections linking to browse filters', async () => {
    const res = await t.call({ method: 'GET', url: '/api/1/buying-guide?sid=tyy,4io' });
    const { guide } = buyingGuideAnswerSchema.parse(res.json().RESPONSE);
    expect(guide?.title).toBe('How to choose a smartphone');
    expect(guide?.browseUrl).toBe('/mobiles/pr?sid=tyy,4io');
    expect(guide?.sections[0]?.links[0]?.url).toBe('/mobiles/pr?sid=tyy,4io&price=0-9999');
  });

  it('when the sid is unknown or malformed, then 404 or 400', async () => {
    expect((await t.call({ method: 'GET', url: '/api/1/buying-guide?sid=zzz' })).statusCode).toBe(404);
    for (const url of [
      '/api/1/buying-guide?sid=%3Cx%3E',
      '/api/1/buying-guide?sid=a,b,c,d,e,f',
      '/api/1/buying-guide?sid=a&sid=b',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });
});

describe('store landings and the offer zone', () => {
  it('when a store, a category landing, a brand store or an offer page is asked for, then its layout and widgets answer', async () => {
    for (const [screen, key] of [
      ['store', 'electronics-store'],
      ['store', 'books-store'],
      ['store', 'mobiles'],
      ['store', 'watches--men'],
      ['store', 'mobile-store--samsung'],
      ['store', 'indusind-store'],
      ['offer-zone', ''],
      ['offer-zone', 'no-cost-emi'],
    ] as const) {
      const path = `/api/3/layout/page/${screen}${key ? `/${key}` : ''}`;
      const res = await t.call({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      const layout = layoutSchema.parse(res.json().RESPONSE);
      expect(layout.layoutId).toBeGreaterThan(0);
      const widgets = widgetsSchema.parse(
        (
          await t.call({ method: 'POST', url: `/api/3/data/${screen}${key ? `/${key}` : ''}/widgets`, payload: {} })
        ).json().RESPONSE,
      ).widgets;
      expect(Object.keys(widgets).sort()).toEqual(layout.children.map((c) => c.data.dataKey).sort());
    }
  });

  it('when the offer zone is asked for, then its tiles link to offers-list, products-list and browse pages', async () => {
    const widgets = widgetsSchema.parse(
      (await t.call({ method: 'POST', url: '/api/3/data/offer-zone/widgets', payload: {} })).json().RESPONSE,
    ).widgets;
    const tiles = widgets['offer-zone-top'];
    if (tiles?.type !== 'OFFER_TILES') throw new Error('expected offer tiles');
    expect(tiles.data.tiles.map((x) => x.url)).toEqual(
      expect.arrayContaining([
        '/offers-list/deals-of-the-day',
        '/offers-list/fashion-under-999',
        '/offers-list/appliance-offers',
        '/offers-list/mobile-offers',
        '/offers-list/book-offers',
        '/products-list/best-selling-mobiles',
        '/products-list/top-rated-headphones',
        '/products-list/new-launches',
      ]),
    );
    const brands = widgetsSchema.parse(
      (
        await t.call({
          method: 'POST',
          url: '/api/3/data/store/mobiles/widgets',
          payload: { dataKeys: ['mobiles-brands'] },
        })
      ).json().RESPONSE,
    ).widgets['mobiles-brands'];
    if (brands?.type !== 'OFFER_TILES') throw new Error('expected brand tiles');
    expect(brands.data.tiles[0]?.url).toMatch(/^\/mobiles\/[a-z0-9-]+~brand\/pr\?sid=tyy,4io$/);
  });

  it('when an unknown store or offer page is asked for, then 404', async () => {
    for (const url of ['/api/3/layout/page/store/nowhere-store', '/api/3/layout/page/offer-zone/nothing']) {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('when a changed-layouts call names a store layout, then only changed ones come back and layoutId 0 marks unknown ids', async () => {
    const store = layoutSchema.parse(
      (await t.call({ method: 'GET', url: '/api/3/layout/page/store/electronics-store' })).json().RESPONSE,
    );
    const body = (
      await t.call({ method: 'GET', url: `/api/3/layout/${store.layoutId},999999?hashes=${store.hash}` })
    ).json().RESPONSE;
    expect(body).toEqual({ layouts: { 999999: { layoutId: 0, hash: '', children: [] } }, unchanged: [store.layoutId] });
  });

  it('when SEO metadata is asked for the new pages, then each has its own title and canonical', async () => {
    for (const [url, title] of [
      ['/pages/helpcentre', 'Help Centre'],
      ['/electronics-store', 'Electronics Store'],
      ['/offers/no-cost-emi', 'No Cost EMI'],
      ['/buying-guide/mobiles', 'smartphone'],
      ['/buying-guide', 'Buying Guides'],
    ] as const) {
      const seo = seoMetadataSchema.parse(
        (await t.call({ method: 'GET', url: `/api/3/seo/desktop/metadata?url=${encodeURIComponent(url)}` })).json()
          .RESPONSE,
      );
      expect(seo.title, url).toContain(title);
      expect(seo.canonical).toBe(url);
      expect(seo.brandGroups.length).toBeGreaterThan(0);
    }
  });
});
