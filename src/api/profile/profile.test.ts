import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { readOutbox } from '../../platform/outbox.ts';
import { createSessionStore } from '../../platform/session.ts';

let t: TestApp;
let asha: string;
let nikhil: string;

const login = async (accountId: string) => `sid=${(await createSessionStore(t.database.db).create(accountId)).token}`;
const latestCodeTo = async (recipient: string) => {
  const message = (await readOutbox(t.database.db)).find((m) => m.recipient === recipient);
  return message?.body.match(/\b(\d{6})\b/)?.[1];
};

beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
  asha = await login('demo-active');
  nikhil = await login('demo-not-verified');
});
afterAll(() => t.close());

describe('profile API', () => {
  it('when logged out, then profile calls answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/3/user/profile'],
      ['PUT', '/api/3/user/profile'],
      ['POST', '/api/3/user/profile/identity/otp'],
      ['POST', '/api/3/user/profile/identity'],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('when a shopper opens the profile, then name, gender, email and mobile show', async () => {
    const res = await t.call({ method: 'GET', url: '/api/3/user/profile', headers: { cookie: asha } });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toEqual({
      accountId: 'demo-active',
      firstName: 'Asha',
      lastName: 'Verma',
      gender: 'FEMALE',
      email: 'asha.demo@example.com',
      mobile: '+919876543210',
    });
  });

  it('when the name and gender change, then the profile and user state say so', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/3/user/profile',
      payload: { firstName: '  Asha Rani ', lastName: 'Verma', gender: 'OTHER' },
      headers: { cookie: asha },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toMatchObject({ firstName: 'Asha Rani', gender: 'OTHER' });
    const state = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      payload: { abDataId: 'v1' },
      headers: { cookie: asha },
    });
    expect(state.json().RESPONSE.firstName).toBe('Asha Rani');
  });

  it.each([{ firstName: '' }, { firstName: 'x'.repeat(61) }, { firstName: 'A', gender: 'ROBOT' }, { firstName: 42 }])(
    'when the details are %o, then 400 and nothing changes',
    async (payload) => {
      const res = await t.call({ method: 'PUT', url: '/api/3/user/profile', payload, headers: { cookie: nikhil } });
      expect(res.statusCode).toBe(400);
      expect(
        (await t.call({ method: 'GET', url: '/api/3/user/profile', headers: { cookie: nikhil } })).json().RESPONSE
          .firstName,
      ).toBe('Nikhil');
    },
  );

  it('when the mobile changes with the code sent to the new number, then the profile shows it; a wrong code changes nothing', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity/otp',
      payload: { newIdentity: '+919812345678' },
      headers: { cookie: asha },
    });
    expect(sent.statusCode).toBe(200);
    const { requestId, otpRegex } = sent.json().RESPONSE;
    expect(typeof requestId).toBe('string');
    expect(typeof otpRegex).toBe('string');
    const code = await latestCodeTo('+919812345678');
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity',
      payload: { newIdentity: '+919812345678', otpRequestId: requestId, otp: wrongCode },
      headers: { cookie: asha },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().RESPONSE.errorCode).toBe('LOGIN_1008');
    expect(
      (await t.call({ method: 'GET', url: '/api/3/user/profile', headers: { cookie: asha } })).json().RESPONSE.mobile,
    ).toBe('+919876543210');

    const right = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity',
      payload: { newIdentity: '+919812345678', otpRequestId: requestId, otp: code },
      headers: { cookie: asha },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().RESPONSE.mobile).toBe('+919812345678');
  });

  it('when another account holds the email or the code was sent to someone else, then the change is refused', async () => {
    const taken = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity/otp',
      payload: { newIdentity: 'asha.demo@example.com' },
      headers: { cookie: nikhil },
    });
    expect(taken.statusCode).toBe(409);
    // Asha asks for a code for a new email; Nikhil cannot use her request.
    const sent = (
      await t.call({
        method: 'POST',
        url: '/api/3/user/profile/identity/otp',
        payload: { newIdentity: 'asha.new@example.com' },
        headers: { cookie: asha },
      })
    ).json().RESPONSE;
    const code = await latestCodeTo('asha.new@example.com');
    const stolen = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity',
      payload: { newIdentity: 'asha.new@example.com', otpRequestId: sent.requestId, otp: code },
      headers: { cookie: nikhil },
    });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect(
      (await t.call({ method: 'GET', url: '/api/3/user/profile', headers: { cookie: nikhil } })).json().RESPONSE.email,
    ).toBe('nv.demo@example.com');
  });

  it('when the new identity or code is malformed, then 400, never 500', async () => {
    for (const payload of [{ newIdentity: 'not a login id' }, { newIdentity: '12345' }, { newIdentity: '' }, {}]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/3/user/profile/identity/otp',
        payload,
        headers: { cookie: asha },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/profile/identity',
      payload: { newIdentity: '+919812345670', otpRequestId: 'x', otp: '1'.repeat(20) },
      headers: { cookie: asha },
    });
    expect(res.statusCode).toBe(400);
  });
});
