import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { sql } from 'drizzle-orm';
import { seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { seedOrderHistory } from '../../api/orders/order-history.ts';
import { queryRows } from '../db/rows.ts';
import { createLogger } from '../logger.ts';
import { createSessionStore } from '../session.ts';

/**
 * Generated input over every registered endpoint (docs/decisions/0029): whatever a caller sends
 * (control characters, non-ASCII, emoji, huge and empty values, wrong types, deep nesting, odd
 * Hosts, content types and URL lengths, with and without a session), the answer is never a 5xx,
 * and every 4xx is in the error shape. The seed is fixed so a failure replays; FUZZ_SEED and
 * FUZZ_RUNS widen the search by hand.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let liveSid = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
  liveSid = (await createSessionStore(t.database.db).create('demo-active')).token;
  // A few products and a checkout for the live session, so the checkout calls reach past "no checkout".
  await seedIfEmpty(t.database.db, { products: 12, logger: createLogger('silent', 'test'), seed: 3 });
  const [listing] = await queryRows<{ id: string }>(t.database.db, sql`select id from listings order by id limit 1`);
  const init = await t.call({
    method: 'POST',
    url: '/api/4/checkout/init',
    headers: { cookie: `sid=${liveSid}` },
    payload: { checkoutType: 'PHYSICAL', listings: [{ listingId: listing?.id, qty: 1 }] },
  });
  if (init.statusCode !== 200) throw new Error(init.body);
  // Orders of the live session's shopper, so the order calls reach past "not found" (one a gift voucher).
  const [newest, older] = await seedOrderHistory(t.database.db, {
    accountId: 'demo-active',
    listingIds: [listing?.id ?? ''],
    count: 2,
  });
  await t.database.db.execute(sql`update orders set order_type = 'egv' where id = ${newest ?? ''}`);
  const [item] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from order_items where order_id = ${newest ?? ''}`,
  );
  Object.assign(plausibleQuery, { order_id: older ?? 'OD0', orderId: newest ?? 'OD0', itemId: item?.id ?? 'OI0' });
}, 120_000);
afterAll(() => t.close());

/** Percent-encodes any text for a URL, lone surrogates included (encodeURIComponent throws on them). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const hostile = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0001\u001f',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  '日本語',
  '😀👍🏽',
  'ℌ𝔢𝔩𝔩𝔬',
  '',
  ' ',
  '\t\n',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '+919876543210',
  'asha.demo@example.com',
  '560001',
  'x'.repeat(5000),
);
const text = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 12 }));
/** The field names of the spec's payloads and queries, so generated bodies reach past the first check. */
const fieldName = fc.constantFrom(
  'loginId',
  'password',
  'otp',
  'otpRequestId',
  'state',
  'abDataId',
  'channelTaggingInfo',
  'landingPageUrl',
  'requestContext',
  'tag',
  'filters',
  'brand',
  'q',
  'store',
  'start',
  'count',
  'sort',
  'pincode',
  'firstName',
  'lastName',
  'gender',
  'name',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'locality',
  'landmark',
  'newIdentity',
  'oldIdentity',
  'accessToken',
  'mobileLogin',
  'productId',
  'listingId',
  'pids',
  'url',
  'emailId',
  'dataSourceId',
  'before',
  'format',
  'id',
  'pageUri',
  'locationContext',
  'sessionContext',
  'productIds',
  'view',
  'type',
  'isDefault',
  'addressType',
  'alternatePhone',
  'checkoutType',
  'listings',
  'qty',
  'serviceType',
  'serviceValue',
  'cartItemRefId',
  'cartItemRefIds',
  'quantity',
  'contactId',
  'billingContactId',
  'listingIds',
  'listingIds',
  'quantity',
  'tags',
  'exchange',
  'imei',
  'pageNum',
  'order_id',
  'orderId',
  'itemId',
);
const leaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fieldName, text), tie('value'), { maxKeys: 5 }),
  ),
}));
const nested = (depth: number, inner: unknown, asArray: boolean) => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { requestContext: v };
  return v;
};
/**
 * A body every call of the spec would mostly accept: plausible values under the spec's field
 * names. One field at a time is then replaced by generated input, so it reaches the handler and
 * the database instead of stopping at the first schema check.
 */
const plausible = () => ({
  loginId: '+919876543210',
  password: 'Bazaar@2017',
  otp: '123456',
  otpRequestId: 'request-1',
  state: 'LOGIN',
  abDataId: 'visitor-1',
  channelTaggingInfo: { landingPageUrl: '/' },
  pincode: '560001',
  firstName: 'Asha',
  lastName: 'Verma',
  gender: 'FEMALE',
  name: 'Asha Verma',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Floor 2',
  city: 'Bengaluru',
  locality: 'Ashok Nagar',
  landmark: 'Near the park',
  addressType: 'HOME',
  newIdentity: '+919876543211',
  oldIdentity: '+919876543210',
  accessToken: 'token',
  mobileLogin: true,
  emailId: 'asha.demo@example.com',
  productId: 'MOBABC',
  listingId: 'LSTABC',
  url: '/',
  pageUri: '/',
  requestContext: {
    store: 'tyy/4io',
    q: 'phone',
    tag: 'deals',
    start: 0,
    count: 10,
    filters: { brand: ['Acme'] },
    productId: 'MOBABC',
  },
  locationContext: { pincode: '560001' },
  loginIds: ['+919876543210'],
  checkoutType: 'PHYSICAL',
  listings: [{ listingId: 'LSTABC', qty: 1 }],
  serviceType: 'UPDATE_QUANTITY',
  serviceValue: 'STANDARD',
  cartItemRefId: 'ref-1',
  cartItemRefIds: ['ref-1'],
  quantity: 1,
  contactId: '00000000-0000-4000-8000-000000000000',
  billingContactId: '00000000-0000-4000-8000-000000000000',
  // The cart add's body is keyed by listing id (docs/decisions/0036).
  LSTABC: { productId: 'MOBABC', quantity: 1, exchange: { imei: '123456789012345' } },
});
const pathsToMutate = [
  ...Object.keys(plausible()).map((k) => [k]),
  ['channelTaggingInfo', 'landingPageUrl'],
  ['requestContext', 'tag'],
  ['requestContext', 'q'],
  ['requestContext', 'filters', 'brand', '0'],
  ['requestContext', 'store'],
  ['requestContext', 'productId'],
  ['locationContext', 'pincode'],
  ['listings', '0', 'listingId'],
  ['listings', '0', 'qty'],
  ['cartItemRefIds', '0'],
  ['LSTABC', 'quantity'],
  ['LSTABC', 'productId'],
  ['LSTABC', 'exchange', 'imei'],
];
const mutationPaths = fc.constantFrom(...pathsToMutate);
function mutate(target: Record<string, unknown>, path: string[], v: unknown): Record<string, unknown> {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = v;
  return target;
}
const plausibleQuery = {
  dataSourceId: 'websiteNavigationMenuDS_1.0',
  q: 'phone',
  tag: 'deals',
  count: '10',
  start: '0',
  url: '/',
  productId: 'MOBABC',
  pids: 'MOBABC',
  format: 'json',
  before: '0',
  store: 'tyy/4io',
  sort: 'popularity',
  loginFlow: 'true',
  v: '1',
  listingId: 'LSTABC',
  listingIds: 'LSTABC,LSTDEF',
  productIds: 'MOBABC',
  quantity: '1',
  tags: 'gift',
  // The order calls' (set to the live shopper's orders before the runs).
  pageNum: '2',
  order_id: 'OD0',
  orderId: 'OD0',
  itemId: 'OI0',
};
const body = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(mutationPaths, value).map(([path, v]) => mutate(plausible(), path, v)) },
  fc.dictionary(fieldName, value, { maxKeys: 8 }),
  value,
  fc.tuple(fc.integer({ min: 1, max: 60 }), leaf, fc.boolean()).map(([d, v, a]) => nested(d, v, a)),
  fc.constant({ requestContext: { tag: 'x'.repeat(1_000_000) } }),
);
const query = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.keys(plausibleQuery)), text)
      .map(([k, v]) => ({ ...plausibleQuery, [k]: v })),
  },
  fc.dictionary(fieldName, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 4 }),
);
const host = fc.constantFrom(
  'localhost',
  'localhost',
  'localhost',
  'localhost',
  'localhost',
  '127.0.0.1:80',
  'evil.example',
  'a:b:c',
  '[::',
  'localhost:abc',
  'u@evil.example',
  'a b',
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'x/y; =;',
);
const session = fc.constantFrom('none', 'live', 'live', 'bogus', 'hostile');
const padding = fc.constantFrom(0, 0, 0, 2100, 8300);

type Case = {
  params: string[];
  query: Record<string, string | string[]>;
  body: unknown;
  raw: string | null;
  host: string;
  contentType: string;
  session: string;
  pad: number;
};
const requestCase = fc.record({
  params: fc.array(text, { minLength: 4, maxLength: 4 }),
  query,
  body,
  raw: fc.option(fc.oneof(text, fc.constant('{"abDataId":'), fc.constant('a=%00&b=%ZZ')), { freq: 4 }),
  host,
  contentType,
  session,
  pad: padding,
}) satisfies fc.Arbitrary<Case>;

const baseCase: Case = {
  params: ['560001', 'home', 'x', 'y'],
  query: plausibleQuery,
  body: plausible(),
  raw: null,
  host: 'localhost',
  contentType: 'application/json',
  session: 'live',
  pad: 0,
};
/**
 * Cases every route gets before the generated ones: NUL in each field of the plausible body, in
 * each query field and in the path (the probe's 500s), so the commonest finding is never left to chance.
 */
const nulCases: [Case][] = [
  ...pathsToMutate.map((path): [Case] => [{ ...baseCase, body: mutate(plausible(), path, 'a\u0000b') }]),
  ...Object.keys(plausibleQuery).map((k): [Case] => [{ ...baseCase, query: { ...plausibleQuery, [k]: 'a\u0000b' } }]),
  [{ ...baseCase, params: ['\u0000', '\u0000', '\u0000', '\u0000'] }],
];

function toRequest(route: { method: string; url: string }, c: Case): InjectOptions {
  let i = 0;
  const path = route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => encode(c.params[i++ % c.params.length] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query))
    for (const one of [v].flat()) search.append(k, one.replaceAll('\ud800', '?'));
  if (c.pad) search.append('pad', 'p'.repeat(c.pad));
  const qs = search.toString();
  const cookie = { none: undefined, live: `sid=${liveSid}`, bogus: 'sid=bogus', hostile: 'sid=%00%ff; vid=😀' }[
    c.session
  ];
  const headers: Record<string, string> = { host: c.host, origin: testOrigin, ...(cookie ? { cookie } : {}) };
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (withBody) headers['content-type'] = c.contentType;
  const payload = !withBody
    ? undefined
    : c.raw !== null
      ? c.raw
      : c.contentType.includes('urlencoded')
        ? new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(c.body);
  return {
    method: route.method as InjectOptions['method'],
    url: qs ? `${path}?${qs}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

describe('generated input over every endpoint', () => {
  it('when any endpoint gets generated input, then no 5xx and every 4xx in the error shape', async () => {
    const routes = t.app.routeList;
    const ownBody = (r: { method: string }) => r.method !== 'GET' && r.method !== 'DELETE';
    // The API, the images and the development pages: more than the few calls of one domain.
    expect(routes.length).toBeGreaterThan(40);
    let requests = 0;
    for (const route of routes) {
      // fast-check counts the examples within numRuns: the generated runs come on top of them.
      const examples = nulCases.filter(([c]) => ownBody(route) || c.body === baseCase.body);
      await fc.assert(
        fc.asyncProperty(requestCase, async (c) => {
          const request = toRequest(route, c);
          const res = await t.app.inject(request);
          requests++;
          const url = String(request.url).slice(0, 200);
          const where = `${request.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const answer = res.json();
            expect(typeof answer.ERROR_CODE, where).toBe('string');
            expect(answer.RESPONSE?.errorCode, where).toBe(answer.ERROR_CODE);
          }
        }),
        { seed, numRuns: examples.length + runsPerRoute, endOnFailure: true, examples },
      );
    }
    expect(requests).toBeGreaterThan(routes.length * runsPerRoute);
  }, 180_000);
});
