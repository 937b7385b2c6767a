import { describe, expect, it } from 'vitest';
import * as payCalls from '../../../contracts/payments-calls.ts';
import type { FetchLike } from '../../api/client.ts';
import { tooManyShoppers } from './payment-texts.ts';
import { attemptKeys, createPaymentCalls, PaymentFailed, problemOf, readPaymentsOrigin } from './payment-client.ts';

type Seen = { url: string; init: RequestInit };
function recordingFetch(body: unknown, status = 200) {
  const calls: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
const ok = (RESPONSE: unknown) => ({ STATUS_CODE: 200, RESPONSE });
const headersOf = (seen: Seen) => seen.init.headers as Record<string, string>;

describe('the payment service client (spec 001 §7)', () => {
  it('when a call is made, then it goes to the service origin with the token, credentials same-origin, x-device-source web and no user-agent', async () => {
    const { fetch, calls } = recordingFetch(ok({ response_status: 'SUCCESS', banks: [] }));
    const pay = createPaymentCalls({ origin: 'http://pay.test', token: 'tok-1', fetch });
    await pay.call(payCalls.netOptions, { body: {} }, 'netOptions');
    const [seen] = calls;
    expect(seen?.url).toBe('http://pay.test/api/v1/payments/net/options?token=tok-1');
    expect(seen?.init.credentials).toBe('same-origin');
    expect(headersOf(seen!)['x-device-source']).toBe('web');
    expect(Object.keys(headersOf(seen!)).map((h) => h.toLowerCase())).not.toContain('user-agent');
    expect(JSON.parse(String(seen?.init.body))).toEqual({ token: 'tok-1' });
  });

  it('when a money call carries a key and pay names its instrument, then both are sent', async () => {
    const { fetch, calls } = recordingFetch(ok({ response_status: 'SUCCESS', action: 'DONE' }));
    const pay = createPaymentCalls({ origin: 'http://pay.test', token: 'tok-1', fetch });
    await pay.call(payCalls.pay, { body: { upi_id: 'asha@okicici' } }, 'pay', {
      idempotencyKey: 'key-1',
      query: { instrument: 'PHONEPE' },
    });
    expect(calls[0]?.url).toBe('http://pay.test/api/v1/payments/pay?token=tok-1&instrument=PHONEPE');
    expect(headersOf(calls[0]!)['x-idempotency-key']).toBe('key-1');
  });

  it('when the captcha is asked for, then the token is its path segment and its query', async () => {
    const { fetch, calls } = recordingFetch(ok({ response_status: 'SUCCESS', captcha_id: 'c', image: '', length: 5 }));
    const pay = createPaymentCalls({ origin: 'http://pay.test', token: 'a/b', fetch });
    await pay.call(payCalls.captcha, {}, 'captcha', { failedIsError: true });
    expect(calls[0]?.url).toBe('http://pay.test/api/v1/payments/captcha/a%2Fb?token=a%2Fb');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('when response_status is FAILED, then options, egv, pay, captcha and wallet calls reject with its message and field; others resolve', async () => {
    const failed = {
      response_status: 'FAILED',
      error_code: 'VOUCHER_INVALID',
      error_message: 'Invalid voucher number/pin',
      field: 'egv_number',
    };
    const { fetch } = recordingFetch(ok(failed));
    const pay = createPaymentCalls({ origin: 'http://pay.test', token: 't', fetch });
    const error = await pay
      .call(payCalls.egv, { body: { egv_number: '1', egv_pin: '2' } }, 'egv', { failedIsError: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFailed);
    expect(problemOf(error)).toEqual({
      kind: 'field',
      field: 'egv_number',
      message: 'Invalid voucher number/pin',
      code: 'VOUCHER_INVALID',
    });
    await expect(pay.call(payCalls.netOptions, { body: {} }, 'netOptions')).resolves.toMatchObject(failed);
  });

  it('when the service answers 429 or the token has expired, then the shopper reads too many shoppers, or is asked to start again', async () => {
    const busy = {
      STATUS_CODE: 429,
      ERROR_CODE: 'TOO_MANY_SHOPPERS',
      ERROR_MESSAGE: 'busy',
      RESPONSE: { errorCode: 'TOO_MANY_SHOPPERS' },
    };
    const expired = {
      STATUS_CODE: 410,
      ERROR_CODE: 'PAYMENT_TOKEN_EXPIRED',
      ERROR_MESSAGE: 'Your payment session has expired.',
      RESPONSE: { errorCode: 'PAYMENT_TOKEN_EXPIRED' },
    };
    const a = createPaymentCalls({ origin: 'http://pay.test', token: 't', fetch: recordingFetch(busy, 429).fetch });
    const b = createPaymentCalls({ origin: 'http://pay.test', token: 't', fetch: recordingFetch(expired, 410).fetch });
    expect(problemOf(await a.call(payCalls.options, { body: {} }, 'options').catch((e: unknown) => e))).toEqual({
      kind: 'busy',
      message: tooManyShoppers,
    });
    expect(problemOf(await b.call(payCalls.options, { body: {} }, 'options').catch((e: unknown) => e))).toEqual({
      kind: 'expired',
      message: 'Your payment session has expired.',
    });
  });

  it('when the page names the service origin, then it is read from the meta element without a trailing slash', () => {
    const doc = { querySelector: () => ({ content: 'http://localhost:3100/' }) };
    expect(readPaymentsOrigin(doc)).toBe('http://localhost:3100');
    expect(readPaymentsOrigin({ querySelector: () => null })).toBe('');
  });
});

describe('idempotency keys of an attempt', () => {
  it('when an attempt’s outcome is unknown and the same request is sent again, then its key is kept; otherwise a fresh key', () => {
    let n = 0;
    const keys = attemptKeys(() => `k${++n}`);
    expect(keys.keyFor('pay:card')).toBe('k1');
    // No answer came (a timeout): the retry of the same attempt replays it.
    keys.settled(false);
    expect(keys.keyFor('pay:card')).toBe('k1');
    // Answered (declined): the next press is a new attempt.
    keys.settled(true);
    expect(keys.keyFor('pay:card')).toBe('k2');
    // The shopper changed what they pay with: another attempt, another key.
    keys.settled(false);
    expect(keys.keyFor('pay:upi')).toBe('k3');
  });
});
