import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import {
  productInfoResponse,
  productPageResponse,
  sellersResponse,
  similarResponse,
  summaryResponse,
  swatchResponse,
  type ProductPage,
} from '../../contracts/product.ts';
import { createLogger } from '../../platform/logger.ts';
import { products } from './schema.ts';
import { queryRows } from '../../platform/db/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 300, logger: createLogger('silent', 'test'), seed: 5 });
}, 120_000);
afterAll(() => t.close());

const expectError = (res: { statusCode: number; json(): Record<string, unknown> }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({
    STATUS_CODE: status,
    ERROR_CODE: expect.any(String),
    ERROR_MESSAGE: expect.any(String),
  });
  expect((body.RESPONSE as { errorCode: string }).errorCode).toBe(body.ERROR_CODE);
  return body as { ERROR_MESSAGE: string };
};

const page = async (body: unknown) =>
  t.call({ method: 'POST', url: '/api/3/page/dynamic/product', payload: body as object });
const pageOf = async (body: unknown): Promise<ProductPage> => {
  const res = await page(body);
  expect(res.statusCode).toBe(200);
  return productPageResponse.parse(res.json()).RESPONSE;
};

/** A model with at least two variants that differ in the category's first swatch attribute. */
async function modelWithVariants() {
  const rows = await queryRows<{ variant_group_id: string }>(
    t.database.db,
    sql`select variant_group_id from products where category_id = 'mobiles' group by variant_group_id having count(distinct variant_attributes->>'color') > 1 order by variant_group_id limit 1`,
  );
  const group = rows[0]?.variant_group_id;
  return t.database.db
    .select()
    .from(products)
    .where(eq(products.variantGroupId, group as string))
    .orderBy(asc(products.id));
}

describe('POST /api/3/page/dynamic/product', () => {
  it('when a product is asked for by item id or by product id, then the same page comes back with everything the page shows', async () => {
    const [first] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const p = first!;
    const byItem = await pageOf({ requestContext: { itemId: p.itemId } });
    const byProduct = await pageOf({ requestContext: { productId: p.id } });
    expect(byItem).toEqual(byProduct);
    expect(byItem.product).toMatchObject({
      productId: p.id,
      itemId: p.itemId,
      title: p.title,
      url: `/${p.slug}/p/${p.itemId}`,
    });
    expect(byItem.product.images.length).toBeGreaterThanOrEqual(3);
    expect(byItem.product.specifications.length).toBeGreaterThan(0);
    expect(byItem.product.offers.length).toBeGreaterThan(0);
    expect(byItem.ratingData).toMatchObject({
      average: p.ratingAverage,
      count: p.ratingCount,
      reviewCount: p.reviewCount,
      breakup: p.ratingBreakup,
      writeReviewUrl: `/${p.slug}/write-review/${p.itemId}`,
      readReviewUrl: `/${p.slug}/product-reviews/${p.itemId}`,
    });
    expect(byItem.listing?.listingId).toBe(p.buyBoxListingId);
    expect(byItem.otherSellers.url).toBe(`/sellers?pid=${p.id}`);
    expect(byItem.breadcrumbs[0]).toEqual({ title: 'Home', url: '/' });
    expect(byItem.seo.canonical).toBe(`/${p.slug}/p/${p.itemId}`);
    expect(byItem.seo.title).toContain(p.title);
    expect(byItem.swatch.products[p.id]).toBeDefined();
  });

  it('when swatch values of another variant are chosen, then that variant comes back', async () => {
    const variants = await modelWithVariants();
    expect(variants.length).toBeGreaterThan(1);
    const [a, b] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const got = await pageOf({ requestContext: { productId: a.id, swatchContext: { ...b.variantAttributes } } });
    expect(got.product.productId).toBe(b.id);
    expect(got.product.variantAttributes).toEqual(b.variantAttributes);
    const indexes = got.swatch.products[b.id]!.attributeIndexes;
    got.swatch.attributes.forEach((attr, i) =>
      expect(got.swatch.attributeOptions[i]![indexes[i]!]!.value).toBe(b.variantAttributes[attr.id]),
    );
  });

  it('when swatch values no variant has are chosen, then it is a 404', async () => {
    const [p] = await t.database.db.select().from(products).limit(1);
    expectError(await page({ requestContext: { productId: p!.id, swatchContext: { color: 'Polka Dots' } } }), 404);
  });

  it('when a pincode is given, then the shown seller carries a delivery promise for it', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.inStock, true)).limit(1);
    const got = await pageOf({ locationContext: { pincode: '560001' }, requestContext: { productId: p!.id } });
    expect(got.listing?.delivery).toMatchObject({ pincode: '560001', serviceable: expect.any(Boolean) });
    if (got.listing?.delivery?.serviceable) expect(got.listing.delivery.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('when recently viewed ids are sent, then their cards come back in order, unknown ids and the product itself left out', async () => {
    const rows = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(3);
    const [a, b, c] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const got = await pageOf({
      requestContext: { productId: a.id },
      sessionContext: { pids: [c.id, 'NOSUCHID', a.id, b.id] },
    });
    expect(got.recentlyViewed.map((r) => r.productId)).toEqual([c.id, b.id]);
  });

  it('when the product or the listing is unknown, then it is a 404 in the error shape', async () => {
    expectError(await page({ requestContext: { itemId: 'itmnosuchthing1' } }), 404);
    expectError(await page({ requestContext: { productId: 'NOSUCHPRODUCT' } }), 404);
    const [p] = await t.database.db.select().from(products).limit(1);
    expectError(await page({ requestContext: { productId: p!.id, listingId: 'LSTNOPE' } }), 404);
  });

  it('when the pincode is not valid, then it is a 400 saying so', async () => {
    const [p] = await t.database.db.select().from(products).limit(1);
    for (const pincode of ['abcdef', '012345', '56000', '5600011']) {
      const body = expectError(await page({ locationContext: { pincode }, requestContext: { productId: p!.id } }), 400);
      expect(body.ERROR_MESSAGE).toBe('Not a valid pincode');
    }
  });

  it('when the body is malformed, of wrong types or huge, then it is a 4xx, never a 500', async () => {
    expectError(await page({}), 400);
    expectError(await page({ requestContext: {} }), 400);
    expectError(await page({ requestContext: { productId: 42 } }), 400);
    expectError(await page({ requestContext: { productId: 'x'.repeat(500) } }), 400);
    expectError(
      await page({
        requestContext: { productId: 'A' },
        sessionContext: { pids: Array.from({ length: 5000 }, (_, i) => `P${i}`) },
      }),
      400,
    );
    const huge = await t.call({
      method: 'POST',
      url: '/api/3/page/dynamic/product',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(400_000)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    const broken = await t.call({
      method: 'POST',
      url: '/api/3/page/dynamic/product',
      headers: { 'content-type': 'application/json' },
      payload: '{"requestContext":',
    });
    expectError(broken, 400);
  });
});

describe('GET /api/3/product/swatch', () => {
  const swatchUrl = (body: string) => `/api/3/product/swatch?http-method=POST&http-body=${encodeURIComponent(body)}`;

  it('when a model has variants, then each variant names its option index in every attribute', async () => {
    const variants = await modelWithVariants();
    const res = await t.call({
      method: 'GET',
      url: swatchUrl(JSON.stringify({ productContexts: [{ productId: variants[0]!.id }, { productId: 'NOSUCH' }] })),
    });
    expect(res.statusCode).toBe(200);
    const answer = swatchResponse.parse(res.json()).RESPONSE;
    expect(Object.keys(answer)).toEqual([variants[0]!.id]);
    const swatch = answer[variants[0]!.id]!;
    expect(swatch.attributes.map((a) => a.id)).toContain('color');
    expect(Object.keys(swatch.products).sort()).toEqual(variants.map((v) => v.id).sort());
    for (const v of variants) {
      const entry = swatch.products[v.id]!;
      expect(entry.url).toBe(`/${v.slug}/p/${v.itemId}`);
      expect(entry.available).toBe(v.inStock);
      swatch.attributes.forEach((attr, i) =>
        expect(swatch.attributeOptions[i]![entry.attributeIndexes[i]!]!.value).toBe(v.variantAttributes[attr.id]),
      );
    }
  });

  it('when http-body is not JSON or not the right shape, then it is a 400', async () => {
    expectError(await t.call({ method: 'GET', url: swatchUrl('{not json') }), 400);
    expectError(await t.call({ method: 'GET', url: swatchUrl('{"productContexts":"x"}') }), 400);
    expectError(await t.call({ method: 'GET', url: '/api/3/product/swatch' }), 400);
    expectError(
      await t.call({
        method: 'GET',
        url: swatchUrl(JSON.stringify({ productContexts: Array.from({ length: 200 }, () => ({ productId: 'A' })) })),
      }),
      400,
    );
  });
});

describe('product info, summary and similar products', () => {
  it('when product info is asked for, then it is keyed by pid, unknown pids marked not found, and cacheable for 60 s', async () => {
    const [a, b] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(2);
    const res = await t.call({ method: 'GET', url: `/api/2/discover/productInfo/0?pids=${a!.id},NOSUCH,${b!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const info = productInfoResponse.parse(res.json()).RESPONSE;
    expect(Object.keys(info).sort()).toEqual([a!.id, 'NOSUCH', b!.id].sort());
    expect(info[a!.id]).toMatchObject({ found: true, productId: a!.id, title: a!.title });
    expect(info.NOSUCH).toEqual({ found: false });
    expectError(
      await t.call({
        method: 'GET',
        url: `/api/2/discover/productInfo/0?pids=${Array.from({ length: 80 }, (_, i) => `P${i}`).join(',')}`,
      }),
      400,
    );
    expectError(await t.call({ method: 'GET', url: '/api/2/discover/productInfo/0' }), 400);
  });

  it('when summaries are asked for, then they are keyed by product id and missing ids are marked as errors', async () => {
    const [a, b] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(2);
    const res = await t.call({
      method: 'POST',
      url: '/api/3/product/summary',
      payload: {
        requestContext: { products: [a!.id, { productId: b!.id }, 'MISSING1'] },
        locationContext: { pincode: '110001' },
      },
    });
    expect(res.statusCode).toBe(200);
    const summary = summaryResponse.parse(res.json()).RESPONSE;
    expect(summary[a!.id]).toMatchObject({ productId: a!.id, itemId: a!.itemId });
    expect(summary[b!.id]).toMatchObject({ productId: b!.id });
    expect(summary.MISSING1).toMatchObject({ error: { errorCode: 'PRODUCT_NOT_FOUND' } });
    expectError(
      await t.call({ method: 'POST', url: '/api/3/product/summary', payload: { requestContext: { products: [] } } }),
      400,
    );
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/3/product/summary',
        payload: { requestContext: { products: [a!.id] }, locationContext: { pincode: 'abc' } },
      }),
      400,
    );
  });

  it('when similar products are asked for, then they are other in-stock models of the same category, and a held hash answers unchanged', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.categoryId, 'mens-clothing')).limit(1);
    const call = (hash?: string) =>
      t.call({
        method: 'POST',
        url: '/api/3/discover/similar?pageType=productPage',
        payload: { requestContext: { products: [{ productId: p!.id }] }, hash },
      });
    const first = similarResponse.parse((await call()).json()).RESPONSE;
    expect(first.unchanged).toBe(false);
    expect(first.products.length).toBeGreaterThan(0);
    const ids = first.products.map((c) => c.productId);
    const rows = await t.database.db
      .select()
      .from(products)
      .where(sql`${products.id} in ${ids}`);
    for (const row of rows) {
      expect(row.categoryId).toBe('mens-clothing');
      expect(row.inStock).toBe(true);
      expect(row.variantGroupId).not.toBe(p!.variantGroupId);
    }
    const again = similarResponse.parse((await call(first.hash)).json()).RESPONSE;
    expect(again).toEqual({ hash: first.hash, unchanged: true, products: [] });
  });
});

describe('POST /api/3/page/dynamic/product-sellers', () => {
  it('when every seller is asked for with a pincode, then they come cheapest first with a delivery promise each', async () => {
    const rows = await queryRows<{ product_id: string }>(
      t.database.db,
      sql`select product_id from listings group by product_id having count(*) >= 3 order by product_id limit 1`,
    );
    const productId = rows[0]!.product_id;
    const res = await t.call({
      method: 'POST',
      url: '/api/3/page/dynamic/product-sellers',
      payload: { requestContext: { productId }, locationContext: { pincode: '400001' } },
    });
    expect(res.statusCode).toBe(200);
    const got = sellersResponse.parse(res.json()).RESPONSE;
    expect(got.sellers.length).toBeGreaterThanOrEqual(3);
    const inStock = got.sellers.filter((s) => s.stockState !== 'OUT_OF_STOCK').map((s) => s.price);
    expect(inStock).toEqual([...inStock].sort((x, y) => x - y));
    for (const s of got.sellers) {
      expect(s.delivery).toMatchObject({ pincode: '400001', serviceable: expect.any(Boolean) });
      expect(s.seller.rating).toBeGreaterThan(0);
      expect(s.returnPolicy.kind).toMatch(/RETURN|REPLACEMENT|NO_RETURN/);
    }
  });

  it('when the product is unknown or the pincode bad, then it is a 404 or a 400', async () => {
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/3/page/dynamic/product-sellers',
        payload: { requestContext: { productId: 'NOSUCH' } },
      }),
      404,
    );
    const [p] = await t.database.db.select().from(products).limit(1);
    const bad = expectError(
      await t.call({
        method: 'POST',
        url: '/api/3/page/dynamic/product-sellers',
        payload: { requestContext: { productId: p!.id }, locationContext: { pincode: '12' } },
      }),
      400,
    );
    expect(bad.ERROR_MESSAGE).toBe('Not a valid pincode');
  });
});

describe('product page titles and gallery views', () => {
  it("when the SEO metadata of a product page is asked for, then it is the product's title, description and canonical path", async () => {
    const [p] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const res = await t.call({
      method: 'GET',
      url: `/api/3/seo/desktop/metadata?url=${encodeURIComponent(`/${p!.slug}/p/${p!.itemId}?lid=x`)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toMatchObject({
      title: `${p!.title} Online at Best Price in India | Bazaar`,
      canonical: `/${p!.slug}/p/${p!.itemId}`,
    });
    expect(res.json().RESPONSE.description).toContain(p!.title);
    const unknown = await t.call({ method: 'GET', url: '/api/3/seo/desktop/metadata?url=/x/p/itmnosuchitem' });
    expect(unknown.json().RESPONSE.title).not.toContain('Best Price in India | Bazaar');
  });

  it('when a gallery view is asked for, then it is an image; a view past the last is a 404', async () => {
    const page = await pageOf({
      requestContext: { productId: (await t.database.db.select().from(products).limit(1))[0]!.id },
    });
    for (const image of page.product.images) {
      const res = await t.call({
        method: 'GET',
        url: image.url.replace('{@width}', '120').replace('{@height}', '120').replace('{@quality}', '70'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const past = await t.call({ method: 'GET', url: `/img/120/120/${page.product.productId}-v9?q=70` });
    expectError(past, 404);
  });
});
