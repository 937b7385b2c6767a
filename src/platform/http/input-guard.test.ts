import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { maxInputDepth } from './input-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = (
  res: {
    statusCode: number;
    json: () => { ERROR_CODE: string; RESPONSE: { errorCode: string; details?: { field: string }[] } };
  },
  field: string,
) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.ERROR_CODE).toBe('VALIDATION_FAILED');
  expect(body.RESPONSE.errorCode).toBe('VALIDATION_FAILED');
  expect(body.RESPONSE.details?.[0]?.field).toBe(field);
};

describe('the input guard', () => {
  it('when a body string carries NUL, then it answers 400 naming the field, not 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      payload: { abDataId: 'x', channelTaggingInfo: { landingPageUrl: '/a\u0000' } },
    });
    refused(res, 'channelTaggingInfo.landingPageUrl');
  });

  it('when the query or a path segment carries NUL or another control character, then 400 names it', async () => {
    refused(await t.call({ method: 'GET', url: '/lc/getData?dataSourceId=%00' }), 'dataSourceId');
    refused(await t.call({ method: 'GET', url: '/api/1/product/smart-browse/facets?tag=a%1Bb' }), 'tag');
    refused(await t.call({ method: 'GET', url: '/api/3/layout/page/%00' }), 'screen');
  });

  it('when a key or an array item carries NUL, then 400 names its path', async () => {
    refused(
      await t.call({
        method: 'POST',
        url: '/api/1/product/smart-browse',
        payload: { requestContext: { filters: { brand: ['b\u0000'] } } },
      }),
      'requestContext.filters.brand.0',
    );
    refused(
      await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'x', 'k\u0001': 1 } }),
      'k\\u0001',
    );
  });

  it('when a form body carries NUL, then 400 names the field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/4/user/social',
      payload: 'accessToken=%00&mobileLogin=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    refused(res, 'accessToken');
  });

  it('when text spans lines or uses tabs, then it passes the guard', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      payload: { abDataId: 'x', channelTaggingInfo: { landingPageUrl: '/a\tb\r\nc' } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('when the body nests deeper than any payload, then 400', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= maxInputDepth; i++) deep = { d: deep };
    const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'x', deep } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ERROR_CODE).toBe('VALIDATION_FAILED');
  });
});
