import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { loginLimits } from './login-flows.ts';
import { statusLimit } from './signup-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

const from = (remoteAddress: string, url: string, payload: object) => t.call({ method: 'POST', url, payload, remoteAddress });

describe('rate limits of the account calls', () => {
  it('when a login id has failed 10 times, then LOGIN_1006 even with the right password, from any address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < loginLimits.perLoginId; i++) {
      codes.push((await from(`10.0.0.${i + 1}`, '/api/4/user/authenticate', { loginId: 'asha.demo@example.com', password: `guess-${i}` })).json().RESPONSE.errorCode);
    }
    expect(new Set(codes)).toEqual(new Set(['LOGIN_1012']));
    const right = await from('10.0.1.1', '/api/4/user/authenticate', { loginId: 'asha.demo@example.com', password: demoPassword });
    expect(right.statusCode).toBe(429);
    expect(right.json().RESPONSE.errorCode).toBe('LOGIN_1006');
    // Another account is not affected.
    expect((await from('10.0.1.2', '/api/4/user/authenticate', { loginId: '+919876500005', password: demoPassword })).json().RESPONSE.errorCode).toBe('LOGIN_1004');
  });

  it('when one address keeps asking whether accounts exist, then LOGIN_1006 for that address only', async () => {
    let last = 0;
    for (let i = 0; i <= statusLimit.perIp; i++) {
      last = (await from('10.9.9.9', '/api/6/user/signup/status', { loginId: [`+9198000${String(i).padStart(5, '0')}`] })).statusCode;
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
    await db.update(otpRequests).set({ expiresAt: sql`now() - interval '2 days'` }).where(sql`${otpRequests.loginId} = '+919700000010'`);
    await consume(db, 'housekeeping:old', 1, 60_000);
    await db.update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(sql`${rateLimits.key} = 'housekeeping:old'`);
    const { createSessionStore } = await import('../../platform/session.ts');
    await purgeAccountData({ db, sessions: createSessionStore(db) });
    const codes = await db.select({ loginId: otpRequests.loginId }).from(otpRequests).where(sql`${otpRequests.loginId} like '+91970000001%'`);
    expect(codes.map((c) => c.loginId)).toEqual(['+919700000011']);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('housekeeping:old');
    expect(keys).toContain('otp-send:+919700000011');
  });
});
