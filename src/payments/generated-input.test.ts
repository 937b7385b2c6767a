import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEndpoints } from '../contracts/payments.ts';
import { paymentPagePaths } from '../contracts/payments-paths.ts';
import { createPaymentsKit, type PaymentsKit } from '../../tests/support/payments-kit.ts';

/**
 * Generated input over every payment service endpoint and page (as src/platform/http/
 * generated-input.test.ts does for the API, decision 0029): whatever a caller sends, with a live
 * token or not, the answer is never a 5xx and every JSON 4xx is in the error shape.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const runs = Number(process.env.FUZZ_RUNS ?? 10);

let k: PaymentsKit;
let live = '';
beforeAll(async () => {
  k = await createPaymentsKit();
  live = k.token(250_000);
});
afterAll(() => k?.close());

const hostile = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '😀',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  "' or 1=1 --",
  'x'.repeat(3000),
  '4111111111111111',
  '6001220000000001',
  'CREDIT',
  'preapproved',
  '123456',
);
const scalar = fc.oneof(
  hostile,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);
const fields = [
  'token',
  'payment_instrument',
  'offer_sequence_number',
  'ajax_sequence',
  'card_number',
  'cvv',
  'expiry_month',
  'expiry_year',
  'card_id',
  'bank_code',
  'tenure',
  'emi_type',
  'egv_number',
  'egv_pin',
  'transaction_ids',
  'upi_id',
  'captcha_id',
  'captcha_text',
  'save_card',
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 }), value);
const tokenArb = fc.oneof(
  fc.constant(() => live),
  fc.constant(() => 'res_x.y'),
  hostile.map((t) => () => t),
);

describe('generated input', () => {
  const routes = [
    ...Object.values(paymentEndpoints).map((e) => ({ method: e.method, path: e.path })),
    ...Object.values(paymentPagePaths).flatMap((path) => [
      { method: 'GET' as const, path },
      { method: 'POST' as const, path },
    ]),
  ];
  for (const route of routes) {
    it(`when ${route.method} ${route.path} gets any input, then it never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          tokenArb,
          body,
          fc.string({ maxLength: 30 }),
          fc.constantFrom('instrument', 'x'),
          async (token, payload, segment, extra) => {
            const url = route.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(segment) || 'x');
            const res = await k.inject({
              method: route.method,
              url,
              query: { token: token(), [extra]: segment },
              headers: {
                'x-device-source': 'web',
                origin: route.path.startsWith('/pay/') ? 'http://localhost' : k.api.origin,
                'x-idempotency-key': `fuzz-${Math.abs(JSON.stringify(payload ?? null).length)}-${segment.length}`,
                ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
              },
              ...(route.method === 'POST' ? { payload: JSON.stringify(payload ?? null) } : {}),
            });
            expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json'))
              expect(res.json()).toMatchObject({
                ERROR_CODE: expect.any(String),
                RESPONSE: { errorCode: expect.any(String) },
              });
          },
        ),
        { seed, numRuns: runs },
      );
    });
  }
});
