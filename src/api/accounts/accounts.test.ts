import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { accountClient, lastCode, outbox } from './account-test-kit.ts';
import { accounts, otpRequests } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

const userState = (c: ReturnType<typeof accountClient>) =>
  c.post('/api/3/user/state', { abDataId: 'visitor-accounts' }).then((r) => r.json().RESPONSE);
const code = (res: { json(): { RESPONSE: { errorCode: string } } }) => res.json().RESPONSE.errorCode;

async function signUpWithMobile(
  c: ReturnType<typeof accountClient>,
  mobile: string,
  password = 'secret-pass-1',
  firstName = 'Ravi',
) {
  const gen = await c.postForm('/api/5/user/otp/generate', { loginId: mobile, state: 'SIGNUP' });
  expect(gen.statusCode).toBe(200);
  const otp = await lastCode(t, mobile);
  return c.post('/api/4/user/signUp', {
    loginId: mobile,
    password,
    otp,
    otpRequestId: gen.json().RESPONSE.data.requestId,
    firstName,
  });
}

describe('signup with a mobile number and a code from the outbox', () => {
  it('when a new shopper signs up, then they are logged in, see their name, and the SMS reads as the spec says', async () => {
    const c = accountClient(t);
    const status = await c.post('/api/6/user/signup/status', { loginId: ['+919812345670'], supportAllStates: true });
    expect(status.json().RESPONSE.data.userDetails).toEqual({ '+919812345670': 'NOT_FOUND' });

    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919812345670', state: 'SIGNUP' });
    expect(gen.statusCode).toBe(200);
    const data = gen.json().RESPONSE.data;
    expect(data.otpRegex).toBe('^[0-9]{6}$');
    expect(data.requestId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(data.emailMask).toBeUndefined();
    const [sms] = await outbox(t);
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '+919812345670' });
    expect(sms!.body).toMatch(/^\d{6} is your Bazaar verification code/);

    const otp = await lastCode(t, '+919812345670');
    const verify = await c.post('/api/5/user/otp/verify', {
      otp,
      otpRequestId: data.requestId,
      loginId: '+919812345670',
    });
    expect(verify.json().RESPONSE).toMatchObject({ verified: true, loggedIn: false });

    const signUp = await c.post('/api/4/user/signUp', {
      loginId: '+919812345670',
      password: 'secret-pass-1',
      otp,
      otpRequestId: data.requestId,
      firstName: 'Ravi',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().RESPONSE).toMatchObject({ isLoggedIn: true, firstName: 'Ravi', loginId: '+919812345670' });
    const cookie = signUp.cookies.find((k) => k.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const state = await userState(c);
    expect(state).toMatchObject({
      isLoggedIn: true,
      firstName: 'Ravi',
      accountId: signUp.json().RESPONSE.accountId,
      cart: { items: [] },
      wishlist: { productIds: [] },
    });

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.mobile, '+919812345670'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.state).toBe('ACTIVE');

    const again = await c.post('/api/6/user/signup/status', {
      loginId: ['+919812345670', '9812345670'],
      supportAllStates: true,
    });
    expect(again.json().RESPONSE.data.userDetails).toEqual({ '+919812345670': 'VERIFIED', '9812345670': 'VERIFIED' });
  });

  it('when the code is used once, then it cannot sign up a second time', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919812345671', state: 'SIGNUP' });
    const otp = await lastCode(t, '+919812345671');
    const body = {
      loginId: '+919812345671',
      password: 'secret-pass-1',
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
    };
    expect((await c.post('/api/4/user/signUp', body)).statusCode).toBe(200);
    const replay = await accountClient(t).post('/api/4/user/signUp', body);
    expect(replay.statusCode).toBe(409);
    expect(code(replay)).toBe('ACCOUNT_EXISTS');
    expect(replay.json().RESPONSE.errorMessage).toBe('You are already registered. Please log in.');
  });

  it('when the password is shorter than 8, then LOGIN_1009 and no account is made', async () => {
    const res = await signUpWithMobile(accountClient(t), '+919812345672', 'short');
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('LOGIN_1009');
    const status = await accountClient(t).post('/api/6/user/signup/status', {
      loginId: ['+919812345672'],
      supportAllStates: true,
    });
    expect(status.json().RESPONSE.data.userDetails['+919812345672']).toBe('NOT_FOUND');
  });

  it('when a shopper signs up with an email, then the code goes by email and the answer carries the mask', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: 'Abhishek.K@Gmail.com', state: 'SIGNUP' });
    expect(gen.json().RESPONSE.data.emailMask).toBe('ab*****@gmail.com');
    const [mail] = await outbox(t);
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: 'abhishek.k@gmail.com' });
  });
});

describe('password login', () => {
  it('when the demo shopper logs in, then a new session token replaces the old one', async () => {
    const c = accountClient(t);
    // A visitor's session exists before login (e.g. a chosen pincode).
    const { token } = await t.app.inject({ method: 'GET', url: '/api/health' }).then(async () => {
      const { createSessionStore } = await import('../../platform/session.ts');
      return createSessionStore(t.database.db).create(null, { pincode: '560001' });
    });
    c.sid = token;
    const res = await c.post('/api/4/user/authenticate', { loginId: '+919876543210', password: demoPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toMatchObject({
      isLoggedIn: true,
      firstName: 'Asha',
      userEmail: 'asha.demo@example.com',
    });
    expect(c.sid).not.toBe(token);
    const state = await userState(c);
    expect(state).toMatchObject({
      isLoggedIn: true,
      firstName: 'Asha',
      userEmail: 'asha.demo@example.com',
      pincode: '560001',
    });
    // The token from before the login is worth nothing now.
    const old = accountClient(t);
    old.sid = token;
    expect((await userState(old)).isLoggedIn).toBe(false);
  });

  it('when the same session logs in again, then MAPI_0004 (already logged in)', async () => {
    const c = accountClient(t);
    await c.post('/api/4/user/authenticate', { loginId: 'asha.demo@example.com', password: demoPassword });
    const again = await c.post('/api/4/user/authenticate', { loginId: '9876543210', password: demoPassword });
    expect(code(again)).toBe('MAPI_0004');
  });

  it('when the password is wrong or the id unknown, then the same LOGIN_1012 message', async () => {
    for (const loginId of ['+919876543210', '+919000000000', 'nobody@example.com', '+919876500004']) {
      const res = await accountClient(t).post('/api/4/user/authenticate', { loginId, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(code(res)).toBe('LOGIN_1012');
      expect(res.json().RESPONSE.errorMessage).toBe('Your username or password is not correct');
    }
  });

  it('when the login id is neither a mobile nor an email, then LOGIN_1011', async () => {
    for (const loginId of ['987654321', '+915876543210', 'abc', 'a@b.c', 'a@b.toolongtld']) {
      const res = await accountClient(t).post('/api/4/user/authenticate', { loginId, password: 'whatever1' });
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe('LOGIN_1011');
      expect(res.json().RESPONSE.errorMessage).toBe('Please enter valid Email ID/Mobile number');
    }
  });

  it('when an account is blocked, then LOGIN_1004 with the message for the info view', async () => {
    const res = await accountClient(t).post('/api/4/user/authenticate', {
      loginId: '+919876500005',
      password: demoPassword,
    });
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe('LOGIN_1004');
    expect(res.json().RESPONSE.errorMessage).toContain('blocked');
  });

  it('when logged out, then the session ends and a second logout is a 401', async () => {
    const c = accountClient(t);
    await c.post('/api/4/user/authenticate', { loginId: '+919876543210', password: demoPassword });
    const token = c.sid;
    const out = await c.post('/api/2/user/logout', { timestamp: Date.now() });
    expect(out.statusCode).toBe(200);
    expect(out.json().RESPONSE).toEqual({ loggedOut: true });
    const reuse = accountClient(t);
    reuse.sid = token;
    expect((await userState(reuse)).isLoggedIn).toBe(false);
    const again = await reuse.post('/api/2/user/logout', { timestamp: Date.now() });
    expect(again.statusCode).toBe(401);
    expect(code(again)).toBe('UNAUTHORIZED');
    expect((await accountClient(t).post('/api/2/user/logout', { timestamp: 1 })).statusCode).toBe(401);
  });
});

describe('one-time codes', () => {
  it('when a wrong code is typed 5 times, then LOGIN_1008 four times, then LOGIN_1006, and the right code no longer works', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919876543210', state: 'FORGOT_PASSWORD' });
    const requestId = gen.json().RESPONSE.data.requestId;
    const right = await lastCode(t, '+919876543210');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await c.post('/api/5/user/otp/verify', {
        otp: wrong,
        otpRequestId: requestId,
        loginId: '+919876543210',
      });
      expect(code(res)).toBe('LOGIN_1008');
      expect(res.json().RESPONSE.errorMessage).toBe('Please enter valid OTP');
    }
    const fifth = await c.post('/api/5/user/otp/verify', {
      otp: wrong,
      otpRequestId: requestId,
      loginId: '+919876543210',
    });
    expect(fifth.statusCode).toBe(429);
    expect(code(fifth)).toBe('LOGIN_1006');
    const late = await c.post('/api/5/user/otp/verify', {
      otp: right,
      otpRequestId: requestId,
      loginId: '+919876543210',
    });
    expect(code(late)).toBe('LOGIN_1006');
  });

  it('when the code has expired, then LOGIN_1007 with the spec text', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: 'asha.demo@example.com', state: 'LOGIN' });
    const requestId = gen.json().RESPONSE.data.requestId;
    const otp = await lastCode(t, 'asha.demo@example.com');
    await t.database.db
      .update(otpRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpRequests.id, requestId));
    const res = await c.post('/api/5/user/otp/verify', {
      otp,
      otpRequestId: requestId,
      loginId: 'asha.demo@example.com',
    });
    expect(code(res)).toBe('LOGIN_1007');
    expect(res.json().RESPONSE.errorMessage).toBe('This OTP has expired, request a new OTP to continue');
  });

  it('when a LOGIN code is right, then the shopper is logged in by it', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919876543210', state: 'LOGIN' });
    const otp = await lastCode(t, '+919876543210');
    const res = await c.post('/api/5/user/otp/verify', {
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
      loginId: '+919876543210',
    });
    expect(res.json().RESPONSE).toMatchObject({ verified: true, loggedIn: true, account: { firstName: 'Asha' } });
    expect((await userState(c)).isLoggedIn).toBe(true);
  });

  it('when a code of one number is tried for another, then it is a wrong code', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919876543210', state: 'LOGIN' });
    const otp = await lastCode(t, '+919876543210');
    const res = await c.post('/api/5/user/otp/verify', {
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
      loginId: '+919812345670',
    });
    expect(code(res)).toBe('LOGIN_1008');
  });

  it('when more than 5 codes are asked for one number in an hour, then LOGIN_1006', async () => {
    const c = accountClient(t);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await c.postForm('/api/5/user/otp/generate', { loginId: '+919800000006', state: 'SIGNUP' })).statusCode,
      );
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('when forgot password is asked for an unknown id or a guest, then LOGIN_1003', async () => {
    for (const loginId of ['+919800000007', '+919876500004']) {
      const res = await accountClient(t).postForm('/api/5/user/otp/generate', { loginId, state: 'FORGOT_PASSWORD' });
      expect(code(res)).toBe('LOGIN_1003');
      expect(res.json().RESPONSE.errorMessage).toBe('You are not registered with us. Please sign up.');
    }
  });
});

describe('forgot password', () => {
  it('when the shopper sets a new password with the code, then they are logged in and the new password works', async () => {
    const mobile = '+919812345673';
    expect((await signUpWithMobile(accountClient(t), mobile, 'old-password-1')).statusCode).toBe(200);
    const c = accountClient(t);
    const status = await c.post('/api/6/user/signup/status', { loginId: [mobile], supportAllStates: true });
    expect(status.json().RESPONSE.data.userDetails[mobile]).toBe('VERIFIED');
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: mobile, state: 'FORGOT_PASSWORD' });
    const otp = await lastCode(t, mobile);
    const set = await c.post('/api/5/user/password/set', {
      loginId: mobile,
      otp,
      password: 'new-password-2',
      otpRequestId: gen.json().RESPONSE.data.requestId,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().RESPONSE.isLoggedIn).toBe(true);
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: mobile, password: 'old-password-1' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: mobile, password: 'new-password-2' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('account states', () => {
  it('when a NOT_VERIFIED account logs in, then MAPI_0017, and a VERIFY code verifies and logs in', async () => {
    const c = accountClient(t);
    const res = await c.post('/api/4/user/authenticate', { loginId: '+919876500001', password: demoPassword });
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe('MAPI_0017');
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919876500001', state: 'VERIFY' });
    const otp = await lastCode(t, '+919876500001');
    const verified = await c.post('/api/4/user/verifyIdentity', {
      loginId: '+919876500001',
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().RESPONSE).toMatchObject({ isLoggedIn: true, firstName: 'Nikhil' });
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: '+919876500001', password: demoPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('when a LOGIN_INACTIVE account logs in, then LOGIN_1032, and reactivation by code logs in', async () => {
    const c = accountClient(t);
    const res = await c.post('/api/4/user/authenticate', {
      loginId: 'inactive.demo@example.com',
      password: demoPassword,
    });
    expect(code(res)).toBe('LOGIN_1032');
    const status = await c.post('/api/6/user/signup/status', {
      loginId: ['inactive.demo@example.com'],
      supportAllStates: true,
    });
    expect(status.json().RESPONSE.data.userDetails['inactive.demo@example.com']).toBe('LOGIN_INACTIVE');
    const gen = await c.postForm('/api/5/user/otp/generate', {
      loginId: 'inactive.demo@example.com',
      state: 'REACTIVATE',
    });
    expect(gen.json().RESPONSE.data.emailMask).toBe('in*****@example.com');
    const otp = await lastCode(t, 'inactive.demo@example.com');
    const back = await c.post('/api/4/user/reactivate', {
      loginId: 'inactive.demo@example.com',
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await accountClient(t).post('/api/4/user/authenticate', { loginId: '+919876500002', password: demoPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('when a CHURNED account logs in, then LOGIN_1039, and the churn signup needs both a mobile and an email code', async () => {
    const c = accountClient(t);
    const res = await c.post('/api/4/user/authenticate', { loginId: '+919876500003', password: 'anything-1' });
    expect(code(res)).toBe('LOGIN_1039');
    const mobileGen = await c.postForm('/api/5/user/otp/generate', {
      loginId: '+919876500003',
      state: 'CHURN',
      churnEmailRequest: 'false',
    });
    const emailGen = await c.postForm('/api/5/user/otp/generate', {
      loginId: '+919876500003',
      state: 'CHURN',
      churnEmailRequest: 'true',
    });
    expect(emailGen.json().RESPONSE.data.emailMask).toBe('ch*****@example.com');
    const mobileOtp = await lastCode(t, '+919876500003');
    const emailOtp = await lastCode(t, 'churned.demo@example.com');
    const mobileRequestId = mobileGen.json().RESPONSE.data.requestId;
    const emailRequestId = emailGen.json().RESPONSE.data.requestId;

    const onlyMobile = await c.post('/api/4/user/signUp', {
      loginId: '+919876500003',
      password: 'come-back-1',
      otp: mobileOtp,
      mobileRequestId,
    });
    expect(code(onlyMobile)).toBe('LOGIN_1039');
    const swapped = await c.post('/api/4/user/signUp', {
      loginId: '+919876500003',
      password: 'come-back-1',
      otp: emailOtp,
      mobileRequestId: emailRequestId,
      emailOtp: mobileOtp,
      emailRequestId: mobileRequestId,
    });
    expect(code(swapped)).toBe('LOGIN_1008');
    const ok = await c.post('/api/4/user/signUp', {
      loginId: '+919876500003',
      password: 'come-back-1',
      otp: mobileOtp,
      mobileRequestId,
      emailOtp,
      emailRequestId,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().RESPONSE).toMatchObject({ isLoggedIn: true, firstName: 'Chitra' });
    expect(
      (
        await accountClient(t).post('/api/4/user/authenticate', {
          loginId: 'churned.demo@example.com',
          password: 'come-back-1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('when a GUEST signs up, then the guest account becomes active', async () => {
    const c = accountClient(t);
    const status = await c.post('/api/6/user/signup/status', { loginId: ['+919876500004'], supportAllStates: true });
    expect(status.json().RESPONSE.data.userDetails['+919876500004']).toBe('GUEST');
    const plain = await c.post('/api/6/user/signup/status', { loginId: ['+919876500004'] });
    expect(plain.json().RESPONSE.data.userDetails['+919876500004']).toBe('NOT_FOUND');
    const res = await signUpWithMobile(c, '+919876500004', 'guest-now-1', 'Gopal');
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE.accountId).toBe('demo-guest');
  });
});
