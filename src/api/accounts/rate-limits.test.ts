import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { rateLimits } from '../../platform/rate-limit-schema.ts';
import { lastCode } from './account-test-kit.ts';
import { loginLimits } from './login-flows.ts';
import { statusLimit } from './signup-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

const from = (remoteAddress: string, url: string, payload: object) =>
  t.call({ method: 'POST', url, payload, remoteAddress });
const logIn = (remoteAddress: string, loginId: string, password: string) =>
  from(remoteAddress, '/api/4/user/authenticate', { loginId, password });

describe('rate limits of the account calls', () => {
  it('when a stranger fails 10 times from one address, then that address is stopped, the owner not', async () => {
    const codes: string[] = [];
    for (let i = 0; i < loginLimits.perLoginIdAndIp; i++) {
      codes.push((await logIn('10.0.0.1', 'asha.demo@example.com', `guess-${i}`)).json().RESPONSE.errorCode);
    }
    expect(new Set(codes)).toEqual(new Set(['LOGIN_1012']));
    const guesser = await logIn('10.0.0.1', 'asha.demo@example.com', demoPassword);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().RESPONSE.errorCode).toBe('LOGIN_1006');
    const owner = await logIn('10.0.1.1', 'asha.demo@example.com', demoPassword);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().RESPONSE).toMatchObject({ isLoggedIn: true, accountId: 'demo-active' });
  });

  it('when failures from many addresses pass the ceiling, then password logins stop, code logins not', async () => {
    const loginId = '+919876543210';
    // All but the last failure of the ceiling stand in the table (a hundred password hashes would
    // cost the suite 15 s); the last one is a real wrong password from yet another address.
    const windowEndsAt = sql`now() + interval '15 minutes'`;
    const count = loginLimits.perLoginId - 1;
    await t.database.db.insert(rateLimits).values({ key: `login-fail:id:${loginId}`, count, windowEndsAt });
    const last = await logIn('10.1.0.1', loginId, 'guess-last');
    expect(last.json().RESPONSE.errorCode).toBe('LOGIN_1012');
    const right = await logIn('10.2.0.1', loginId, demoPassword);
    expect(right.statusCode).toBe(429);
    expect(right.json().RESPONSE.errorCode).toBe('LOGIN_1006');
    const sent = await from('10.2.0.1', '/api/5/user/otp/generate', { loginId, state: 'LOGIN' });
    expect(sent.statusCode).toBe(200);
    const otp = await lastCode(t, loginId);
    const otpRequestId = sent.json().RESPONSE.data.requestId;
    const verified = await from('10.2.0.1', '/api/5/user/otp/verify', { loginId, otp, otpRequestId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().RESPONSE).toMatchObject({ loggedIn: true, account: { accountId: 'demo-active' } });
  });

  it('when one address keeps asking whether accounts exist, then LOGIN_1006 for that address only', async () => {
    let last = 0;
    for (let i = 0; i <= statusLimit.perIp; i++) {
      last = (
        await from('10.9.9.9', '/api/6/user/signup/status', { loginId: [`+9198000${String(i).padStart(5, '0')}`] })
      ).statusCode;
    }
    expect(last).toBe(429);
    const other = await from('10.9.9.8', '/api/6/user/signup/status', { loginId: ['+919876543210'] });
    expect(other.statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('when codes are a day past their end and rate windows have ended, then the purge deletes them and keeps the live ones', async () => {
    const { purgeAccountData } = await import('./housekeeping.ts');
    const { otpRequests } = await import('./schema.ts');
    const { rateLimits } = await import('../../platform/rate-limit-schema.ts');
    const { consume } = await import('../../platform/rate-limit.ts');
    const { sql } = await import('drizzle-orm');
    const db = t.database.db;
    await from('10.7.7.7', '/api/5/user/otp/generate', { loginId: '+919700000010', state: 'SIGNUP' });
    await from('10.7.7.7', '/api/5/user/otp/generate', { loginId: '+919700000011', state: 'SIGNUP' });
    await db
      .update(otpRequests)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(sql`${otpRequests.loginId} = '+919700000010'`);
    await consume(db, 'housekeeping:old', 1, 60_000);
    await db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 'housekeeping:old'`);
    const { createSessionStore } = await import('../../platform/session.ts');
    await purgeAccountData({ db, sessions: createSessionStore(db) });
    const codes = await db
      .select({ loginId: otpRequests.loginId })
      .from(otpRequests)
      .where(sql`${otpRequests.loginId} like '+91970000001%'`);
    expect(codes.map((c) => c.loginId)).toEqual(['+919700000011']);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('housekeeping:old');
    expect(keys).toContain('otp-send:+919700000011');
  });
});
