import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { accountClient, lastCode } from './account-test-kit.ts';
import { changeIdentity, ensureGuestAccount, getAccount, sendOtp, updateAccountDetails, verifyOtp } from './service.ts';

let t: TestApp;
const deps = () => ({ db: t.database.db });
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

describe('account service for other domains', () => {
  it('when the account pages read and edit the details, then the account changes', async () => {
    expect(await getAccount(deps(), 'demo-active')).toMatchObject({
      firstName: 'Asha',
      mobile: '+919876543210',
      email: 'asha.demo@example.com',
      state: 'ACTIVE',
    });
    expect(await getAccount(deps(), 'no-such-account')).toBeNull();
    const updated = await updateAccountDetails(deps(), 'demo-active', {
      firstName: ' Asha ',
      lastName: 'Verma-Rao',
      gender: 'FEMALE',
    });
    expect(updated).toMatchObject({ firstName: 'Asha', lastName: 'Verma-Rao' });
    await expect(updateAccountDetails(deps(), 'no-such-account', { firstName: 'X' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('when a shopper changes their mobile with a code, then they log in with the new one; a held id is refused', async () => {
    await expect(
      sendOtp(deps(), { loginId: '+919876500001', purpose: 'CHANGE_IDENTITY', accountId: 'demo-active' }),
    ).rejects.toMatchObject({ status: 409 });
    const sent = await sendOtp(deps(), { loginId: '9123456789', purpose: 'CHANGE_IDENTITY', accountId: 'demo-active' });
    const otp = await lastCode(t, '+919123456789');
    await expect(
      verifyOtp(deps(), {
        requestId: sent.requestId,
        loginId: '+919123456789',
        otp: otp === '000000' ? '111111' : '000000',
      }),
    ).rejects.toMatchObject({ code: 'LOGIN_1008' });
    expect(await verifyOtp(deps(), { requestId: sent.requestId, loginId: '+919123456789', otp })).toEqual({
      requestId: sent.requestId,
    });
    // Another account cannot use the code asked for this one.
    await expect(
      changeIdentity(deps(), 'demo-inactive', { newIdentity: '+919123456789', otpRequestId: sent.requestId, otp }),
    ).rejects.toMatchObject({ code: 'LOGIN_1008' });
    const changed = await changeIdentity(deps(), 'demo-active', {
      newIdentity: '+919123456789',
      otpRequestId: sent.requestId,
      otp,
    });
    expect(changed.mobile).toBe('+919123456789');
    await expect(
      changeIdentity(deps(), 'demo-active', { newIdentity: '+919123456789', otpRequestId: sent.requestId, otp }),
    ).rejects.toMatchObject({ code: 'LOGIN_1007' });
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: '9123456789', password: demoPassword }))
        .statusCode,
    ).toBe(200);
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: '9876543210', password: demoPassword }))
        .statusCode,
    ).toBe(401);
  });

  it('when a guest checks out, then a GUEST account is made once and reused', async () => {
    const first = await ensureGuestAccount(deps(), '+919700000001');
    expect(first.state).toBe('GUEST');
    expect((await ensureGuestAccount(deps(), '9700000001')).id).toBe(first.id);
    expect((await ensureGuestAccount(deps(), 'asha.demo@example.com')).id).toBe('demo-active');
    await expect(ensureGuestAccount(deps(), '12345')).rejects.toMatchObject({ code: 'LOGIN_1011' });
  });
});
