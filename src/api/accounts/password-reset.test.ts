import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { accountClient, lastCode } from './account-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

const loginId = '+919876543210';
const loggedIn = async (c: ReturnType<typeof accountClient>) =>
  (await c.post('/api/3/user/state', { abDataId: 'x' })).json().RESPONSE.isLoggedIn;

describe('a password reset', () => {
  it('when the password is reset, then older sessions are logged out and the resetter logged in', async () => {
    const laptop = accountClient(t);
    const phone = accountClient(t);
    for (const c of [laptop, phone])
      expect((await c.post('/api/4/user/authenticate', { loginId, password: demoPassword })).statusCode).toBe(200);
    expect(await loggedIn(laptop)).toBe(true);

    const resetter = accountClient(t);
    const sent = await resetter.post('/api/5/user/otp/generate', { loginId, state: 'FORGOT_PASSWORD' });
    const otp = await lastCode(t, loginId);
    const set = await resetter.post('/api/5/user/password/set', {
      loginId,
      otp,
      password: 'A-new-Passw0rd',
      otpRequestId: sent.json().RESPONSE.data.requestId,
    });
    expect(set.statusCode).toBe(200);

    expect(await loggedIn(laptop)).toBe(false);
    expect(await loggedIn(phone)).toBe(false);
    expect(await loggedIn(resetter)).toBe(true);
    expect(
      (await phone.post('/api/4/user/authenticate', { loginId, password: demoPassword })).json().RESPONSE.errorCode,
    ).toBe('LOGIN_1012');
    expect((await phone.post('/api/4/user/authenticate', { loginId, password: 'A-new-Passw0rd' })).statusCode).toBe(
      200,
    );
  });
});
