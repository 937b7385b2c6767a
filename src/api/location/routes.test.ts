import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { createLogger } from '../../platform/logger.ts';
import { createSessionStore } from '../../platform/session.ts';
import {
  deliveryDays,
  deliveryPromises,
  findPincode,
  promiseDate,
  recentPincodes,
  serviceableWarehouses,
} from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 60, logger: createLogger('silent', 'test'), seed: 7 });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, sid?: string) => t.call({ method: 'GET', url, ...(sid ? { cookies: { sid } } : {}) });
const remember = (pincode: string, sid?: string) =>
  t.call({ method: 'PUT', url: '/api/3/user/pincode', payload: { pincode }, ...(sid ? { cookies: { sid } } : {}) });
const login = async (accountId: string) => (await createSessionStore(t.database.db).create(accountId)).token;

describe('GET /api/3/util/pincode/{pincode}', () => {
  it('when the pincode is in India’s directory, then it is valid', async () => {
    for (const pincode of ['560001', '110001', '400001', '744101']) {
      const res = await get(`/api/3/util/pincode/${pincode}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ STATUS_CODE: 200, RESPONSE: { valid: true } });
    }
  });

  it('when a well-formed pincode is not in the directory, then it is not valid', async () => {
    const res = await get('/api/3/util/pincode/999999');
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toEqual({ valid: false });
  });

  it('when the pincode is malformed (letters, 5 or 7 digits, a leading 0), then it answers 400 Not a valid pincode', async () => {
    for (const pincode of ['abcdef', '56000', '5600011', '012345', '56 001', '%3Cscript%3E']) {
      const res = await get(`/api/3/util/pincode/${pincode}`);
      expect(res.statusCode, pincode).toBe(400);
      expect(res.json()).toMatchObject({
        STATUS_CODE: 400,
        ERROR_CODE: 'PINCODE_INVALID',
        ERROR_MESSAGE: 'Not a valid pincode',
        RESPONSE: { errorCode: 'PINCODE_INVALID' },
      });
    }
  });
});

describe('GET /api/3/util/pincode/details/{pincode}', () => {
  it('when the pincode is known, then its state and city (district) answer', async () => {
    const res = await get('/api/3/util/pincode/details/560001');
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toEqual({ pincode: '560001', state: 'Karnataka', city: 'Bengaluru' });
    expect((await get('/api/3/util/pincode/details/400001')).json().RESPONSE).toMatchObject({
      state: 'Maharashtra',
      city: 'Mumbai',
    });
  });

  it('when the pincode is unknown, then 404; when malformed, then 400', async () => {
    expect((await get('/api/3/util/pincode/details/999999')).statusCode).toBe(404);
    expect((await get('/api/3/util/pincode/details/12ab56')).statusCode).toBe(400);
  });
});

describe('PUT /api/3/user/pincode', () => {
  it('when a logged-in shopper only checks a pincode with the GET, then nothing is remembered', async () => {
    const sid = await login('acc-get-only');
    expect((await get('/api/3/util/pincode/110001', sid)).json().RESPONSE).toEqual({ valid: true });
    expect((await get('/api/3/user/autosuggest/pincodes', sid)).json().RESPONSE).toEqual({ pincodes: [] });
  });

  it('when logged out or the pincode is malformed, then it answers 401 or 400 and keeps nothing', async () => {
    expect((await remember('110001')).statusCode).toBe(401);
    const sid = await login('acc-bad-pincode');
    const bad = await remember('012345', sid);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().RESPONSE.errorCode).toBe('PINCODE_INVALID');
    expect(await recentPincodes(t.database, 'acc-bad-pincode')).toEqual([]);
  });
});

describe('GET /api/3/user/autosuggest/pincodes', () => {
  it('when logged out, then it answers 401 in the error shape', async () => {
    const res = await get('/api/3/user/autosuggest/pincodes');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ STATUS_CODE: 401, RESPONSE: { errorCode: 'UNAUTHORIZED' } });
  });

  it('when a logged-in shopper chooses pincodes, then the last 3 valid ones come back, most recent last', async () => {
    const sid = await login('acc-pincodes');
    expect((await get('/api/3/user/autosuggest/pincodes', sid)).json().RESPONSE).toEqual({ pincodes: [] });
    for (const pincode of ['110001', '560001', '400001', '110001', '744101']) {
      expect((await remember(pincode, sid)).statusCode).toBe(200);
    }
    expect((await remember('999999', sid)).statusCode).toBe(404);
    const res = await get('/api/3/user/autosuggest/pincodes', sid);
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE.pincodes.map((p: { pincode: string }) => p.pincode)).toEqual([
      '400001',
      '110001',
      '744101',
    ]);
    expect(res.json().RESPONSE.pincodes[1]).toEqual({ pincode: '110001', state: 'Delhi', city: 'Central Delhi' });
    expect(await recentPincodes(t.database, 'acc-pincodes')).toEqual(['400001', '110001', '744101']);
    // Another shopper's list is their own.
    expect((await get('/api/3/user/autosuggest/pincodes', await login('acc-other'))).json().RESPONSE.pincodes).toEqual(
      [],
    );
  });
});

describe('delivery promises', () => {
  const place = async (pincode: string) => (await findPincode(t.database, pincode))!;

  it('when warehouse and shopper are in one city, then 1-2 days; farther, 3, 5 or 7 days', async () => {
    expect(deliveryDays(await place('560067'), await place('560001'))).toBeLessThanOrEqual(2);
    expect(deliveryDays(await place('560067'), await place('600001'))).toBe(3); // Bengaluru to Chennai, ~290 km
    expect(deliveryDays(await place('110037'), await place('400001'))).toBe(5); // Delhi to Mumbai, ~1,150 km
    expect(deliveryDays(await place('110037'), await place('560001'))).toBe(7); // Delhi to Bengaluru, ~1,750 km
  });

  it('when the pincode is beyond a warehouse’s reach, then that warehouse does not deliver', async () => {
    expect(deliveryDays(await place('682030'), await place('781001'))).toBeNull(); // Kochi to Guwahati, ~2,500 km
    expect(deliveryDays(await place('110037'), await place('744101'))).toBeNull(); // Delhi to Port Blair: islands only from near ports
    expect(deliveryDays(await place('600032'), await place('744101'))).toBe(7); // Chennai to Port Blair, ~1,350 km, 2 days more
  });

  it('when promises are asked for, then each warehouse answers its date in Asia/Kolkata, and an unknown pincode is served by none', async () => {
    const promises = await deliveryPromises(t.database, '560001', ['560067', '110037', '682030']);
    expect(promises.get('560067')).toEqual({ serviceable: true, days: 1, date: promiseDate(1) }); // same district, ~20 km
    expect(promises.get('110037')?.days).toBe(7);
    const unknown = await deliveryPromises(t.database, '999999', ['560067']);
    expect(unknown.get('560067')).toEqual({ serviceable: false, days: 0, date: null });
    expect(promiseDate(3, new Date('2026-01-30T20:00:00Z'))).toBe('2026-02-03'); // already the 31st in India
  });

  it('when search asks which warehouses serve a pincode, then a far one is left out and a central one is served by all', async () => {
    const guwahati = await serviceableWarehouses(t.database, '781001');
    expect(guwahati).not.toBe('all');
    expect(guwahati).toContain('781001');
    expect(guwahati).not.toContain('682030');
    expect(await serviceableWarehouses(t.database, '440001')).toBe('all'); // Nagpur, centre of India
    expect(await serviceableWarehouses(t.database, '999999')).toEqual([]);
  });
});
