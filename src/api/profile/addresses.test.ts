import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { createSessionStore } from '../../platform/session.ts';

let t: TestApp;

async function loggedIn(): Promise<string> {
  const { token } = await createSessionStore(t.database.db).create(randomUUID());
  return `sid=${token}`;
}

const home = {
  name: 'Asha Rao',
  phone: '+919876543210',
  pincode: '560001',
  addressLine2: 'Flat 4B, Lake View Apartments',
  addressLine1: '12 MG Road, Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  landmark: '',
  alternatePhone: '',
  locationTypeTag: 'HOME',
};

beforeAll(async () => {
  t = await createTestApp();
  // Two rows of India's directory (owned by location) stand in for the full import.
  await t.database.db.execute(
    sql`insert into pincodes (pincode, state, district, latitude, longitude) values ('560001', 'Karnataka', 'Bengaluru', 12.97, 77.59), ('110001', 'Delhi', 'New Delhi', 28.63, 77.21)`,
  );
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  (await t.call({ method: 'GET', url: '/api/3/user/addresses', headers: { cookie } })).json().RESPONSE;

describe('saved addresses API', () => {
  it('when logged out, then every address call answers 401', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/3/user/addresses'],
      ['POST', '/api/3/user/addresses'],
      ['PUT', `/api/3/user/addresses/${id}`],
      ['DELETE', `/api/3/user/addresses/${id}`],
      ['POST', `/api/3/user/addresses/${id}/default`],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: home }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().RESPONSE.errorCode).toBe('UNAUTHORIZED');
    }
  });

  it('when a shopper adds, edits, defaults and deletes addresses, then the list follows and one default remains', async () => {
    const cookie = await loggedIn();
    const first = await t.call({ method: 'POST', url: '/api/3/user/addresses', payload: home, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const a = first.json().RESPONSE;
    expect(a).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      landmark: null,
      alternatePhone: null,
      isDefault: true,
      locationTypeTag: 'HOME',
    });

    const b = (
      await t.call({
        method: 'POST',
        url: '/api/3/user/addresses',
        payload: {
          ...home,
          name: 'Office',
          phone: '09876500000',
          locationTypeTag: 'WORK',
          alternatePhone: '9123456789',
        },
        headers: { cookie },
      })
    ).json().RESPONSE;
    expect(b).toMatchObject({
      isDefault: false,
      phone: '9876500000',
      alternatePhone: '9123456789',
      locationTypeTag: 'WORK',
    });

    const edited = await t.call({
      method: 'PUT',
      url: `/api/3/user/addresses/${b.id}`,
      payload: { ...home, name: 'Office (3rd floor)', locationTypeTag: 'WORK' },
      headers: { cookie },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().RESPONSE.name).toBe('Office (3rd floor)');

    const def = await t.call({
      method: 'POST',
      url: `/api/3/user/addresses/${b.id}/default`,
      payload: {},
      headers: { cookie },
    });
    expect(def.json().RESPONSE.isDefault).toBe(true);
    let all = await list(cookie);
    expect(all.addresses.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);

    const del = await t.call({ method: 'DELETE', url: `/api/3/user/addresses/${b.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    all = await list(cookie);
    expect(all.addresses).toHaveLength(1);
    expect(all.addresses[0]).toMatchObject({ id: a.id, isDefault: true });
    expect(all.limit).toBe(20);
    const listed = await t.call({ method: 'GET', url: '/api/3/user/addresses', headers: { cookie } });
    expect(listed.headers['cache-control']).toBe('private, no-store');
  });

  it('when another account names my address, then it gets 404 and my address is untouched', async () => {
    const mine = await loggedIn();
    const theirs = await loggedIn();
    const a = (
      await t.call({ method: 'POST', url: '/api/3/user/addresses', payload: home, headers: { cookie: mine } })
    ).json().RESPONSE;
    for (const [method, url] of [
      ['PUT', `/api/3/user/addresses/${a.id}`],
      ['DELETE', `/api/3/user/addresses/${a.id}`],
      ['POST', `/api/3/user/addresses/${a.id}/default`],
      ['PUT', '/api/3/user/addresses/not-an-id'],
      ['DELETE', `/api/3/user/addresses/${randomUUID()}`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        headers: { cookie: theirs },
        ...(method === 'DELETE' ? {} : { payload: { ...home, name: 'Hijack' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().RESPONSE.errorCode).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await list(theirs)).addresses).toEqual([]);
    expect((await list(mine)).addresses[0]).toMatchObject({ id: a.id, name: 'Asha Rao' });
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill out this field'],
    [{ name: undefined }, 'name', 'Please fill out this field'],
    [{ phone: '98765' }, 'phone', 'Not a valid phone number'],
    [{ phone: '+91987654321099' }, 'phone', 'Not a valid phone number'],
    [{ phone: '' }, 'phone', 'Please fill out this field'],
    [{ alternatePhone: '12ab' }, 'alternatePhone', 'Not a valid phone number'],
    [{ pincode: '012345' }, 'pincode', 'Not a valid pincode'],
    [{ pincode: 'abcdef' }, 'pincode', 'Not a valid pincode'],
    [{ pincode: '999999' }, 'pincode', 'Not a valid pincode'],
    [{ addressLine1: '   ' }, 'addressLine1', 'Please fill out this field'],
    [{ city: '' }, 'city', 'Please fill out this field'],
    [{ state: 42 }, 'state', 'Please fill out this field'],
    [{ locationTypeTag: 'HOTEL' }, 'locationTypeTag', 'Choose Home or Work'],
    [{ addressLine1: 'x'.repeat(5000) }, 'addressLine1', 'Not a valid value'],
  ])('when the address has %o, then 400 names %s with %s and nothing is saved', async (change, field, message) => {
    const cookie = await loggedIn();
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/addresses',
      payload: { ...home, ...change },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().RESPONSE.details).toContainEqual({ field, message });
    expect((await list(cookie)).addresses).toEqual([]);
  });

  it('when the body is not JSON, then 400, never 500', async () => {
    const cookie = await loggedIn();
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/addresses',
      payload: '{"name":',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('when an account holds 20 addresses, then the 21st is refused with a clear message', async () => {
    const cookie = await loggedIn();
    for (let i = 0; i < 20; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/3/user/addresses',
        payload: { ...home, name: `Address ${i}` },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.call({ method: 'POST', url: '/api/3/user/addresses', payload: home, headers: { cookie } });
    expect(over.statusCode).toBe(409);
    expect(over.json().RESPONSE).toMatchObject({
      errorCode: 'ADDRESS_LIMIT',
      errorMessage: 'You can save at most 20 addresses. Delete one to add another.',
    });
    expect((await list(cookie)).addresses).toHaveLength(20);
  });
});

describe('saved addresses under concurrent requests', () => {
  it('when 25 adds race for one account, then exactly 20 are kept and exactly one is the default', async () => {
    const cookie = await loggedIn();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/3/user/addresses',
          payload: { ...home, name: `Racer ${i}`, isDefault: i % 3 === 0 },
          headers: { cookie },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const { addresses } = await list(cookie);
    expect(addresses).toHaveLength(20);
    expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});

describe('email preferences and wallet API', () => {
  it('when a shopper turns topics on and off, then the choice is kept per account', async () => {
    const cookie = await loggedIn();
    const other = await loggedIn();
    const initial = (await t.call({ method: 'GET', url: '/api/3/user/preferences/email', headers: { cookie } })).json()
      .RESPONSE;
    expect(initial).toEqual({ offers: true, orderUpdates: true, newsletters: false, recommendations: true });
    const put = await t.call({
      method: 'PUT',
      url: '/api/3/user/preferences/email',
      payload: { offers: false, newsletters: true },
      headers: { cookie },
    });
    expect(put.json().RESPONSE).toEqual({
      offers: false,
      orderUpdates: true,
      newsletters: true,
      recommendations: true,
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/3/user/preferences/email', headers: { cookie } })).json().RESPONSE
        .offers,
    ).toBe(false);
    expect(
      (await t.call({ method: 'GET', url: '/api/3/user/preferences/email', headers: { cookie: other } })).json()
        .RESPONSE.offers,
    ).toBe(true);
    const bad = await t.call({
      method: 'PUT',
      url: '/api/3/user/preferences/email',
      payload: { offers: 'yes', spam: true },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/3/user/preferences/email' })).statusCode).toBe(401);
  });
});
