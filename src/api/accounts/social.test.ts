import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { accountClient, lastCode } from './account-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

/** Goes through the development provider's page as a tester would and returns the redirect. */
async function authorize(provider: string, identity: string, decision = 'allow') {
  const page = await t.call({
    method: 'GET',
    url: `/dev/social/authorize?provider=${provider}&redirect_uri=${encodeURIComponent('/account/login?ret=%2F')}&state=${provider}`,
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<label for="identity">');
  const res = await t.call({
    method: 'POST',
    url: '/dev/social/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      provider,
      redirect_uri: '/account/login?ret=%2F',
      state: provider,
      identity,
      decision,
    }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string);
  return { location, hash: new URLSearchParams(location.hash.slice(1)) };
}

const socialInfo = (c: ReturnType<typeof accountClient>, accessToken: string) =>
  c.postForm('/api/4/user/social', { accessToken, mobileLogin: 'true' });

describe('development social login provider', () => {
  it('when the tester continues, then it redirects to the page with an access token and the state in the hash', async () => {
    const { location, hash } = await authorize('google', 'asha.demo@example.com');
    expect(location.origin).toBe(testOrigin);
    expect(location.pathname).toBe('/account/login');
    expect(hash.get('access_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash.get('state')).toBe('google');
  });

  it('when the tester cancels, then the hash carries an error', async () => {
    const { hash } = await authorize('google', '', 'deny');
    expect(hash.get('error')).toBe('access_denied');
  });

  it('when redirect_uri names another site, then 400 and no redirect', async () => {
    for (const uri of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await t.call({
        method: 'GET',
        url: `/dev/social/authorize?provider=google&redirect_uri=${encodeURIComponent(uri)}&state=google`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().RESPONSE.errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/4/user/social', () => {
  it('when the identity has an account, then its login id comes back and nobody is logged in', async () => {
    const { hash } = await authorize('google', 'asha.demo@example.com');
    const c = accountClient(t);
    const res = await socialInfo(c, hash.get('access_token')!);
    expect(res.statusCode).toBe(200);
    expect(res.json().RESPONSE).toEqual({
      mobileStatus: 'ACCOUNT_FOUND',
      isRegisteredUser: true,
      loggedIn: false,
      loginId: '+919876543210',
      providerIdentity: null,
    });
    expect(c.sid).toBeNull();
    // A token works once.
    const again = await socialInfo(c, hash.get('access_token')!);
    expect(again.json().RESPONSE.errorCode).toBe('INVALID_ACCESS_TOKEN');
  });

  it('when a facebook identity has no account, then LOGIN_1034', async () => {
    const { hash } = await authorize('facebook', 'new.fb.user@example.com');
    const res = await socialInfo(accountClient(t), hash.get('access_token')!);
    expect(res.statusCode).toBe(400);
    expect(res.json().RESPONSE.errorCode).toBe('LOGIN_1034');
    expect(res.json().RESPONSE.errorMessage).toBe('Social login not supported. Please sign up.');
  });

  it('when a new google identity arrives, then the session holds a started account and the mobile-then-code update finishes the signup and logs in', async () => {
    const { hash } = await authorize('google', 'meera.new@gmail.com');
    const c = accountClient(t);
    const res = await socialInfo(c, hash.get('access_token')!);
    expect(res.json().RESPONSE).toEqual({
      mobileStatus: 'ACCOUNT_NOT_FOUND',
      isRegisteredUser: false,
      loggedIn: true,
      loginId: null,
      providerIdentity: 'meera.new@gmail.com',
    });
    expect(c.sid).not.toBeNull();
    // The session holds the started account; the header stays logged out until the update.
    const before = await c.post('/api/3/user/state', { abDataId: 'visitor-social' });
    expect(before.json().RESPONSE.isLoggedIn).toBe(false);

    // A mobile another account holds is refused before any code is sent.
    const taken = await c.postForm('/api/5/user/otp/generate', { loginId: '+919876543210', state: 'SOCIAL_UPDATE' });
    expect(taken.statusCode).toBe(409);

    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919812340000', state: 'SOCIAL_UPDATE' });
    expect(gen.statusCode).toBe(200);
    const otp = await lastCode(t, '+919812340000');
    const body = {
      otp,
      password: 'social-pass-1',
      otpRequestId: gen.json().RESPONSE.data.requestId,
      oldIdentity: 'meera.new@gmail.com',
      newIdentity: '+919812340000',
      requestType: 'SOCIAL_UPDATE',
    };
    // Someone else's session cannot use the code.
    expect((await accountClient(t).post('/api/3/user/updateIdentity', body)).statusCode).toBe(401);
    const done = await c.post('/api/3/user/updateIdentity', body);
    expect(done.statusCode).toBe(200);
    expect(done.json().RESPONSE).toMatchObject({
      isLoggedIn: true,
      loginId: '+919812340000',
      userEmail: 'meera.new@gmail.com',
    });
    const after = await c.post('/api/3/user/state', { abDataId: 'visitor-social' });
    expect(after.json().RESPONSE).toMatchObject({
      isLoggedIn: true,
      userEmail: 'meera.new@gmail.com',
      notifications: { unreadCount: 1 },
    });
    // The code was used up: a second update is refused.
    expect((await c.post('/api/3/user/updateIdentity', body)).statusCode).toBe(401);
    const login = await accountClient(t).post('/api/4/user/authenticate', {
      loginId: '9812340000',
      password: 'social-pass-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('when the token is unknown or mobileLogin is false, then a 4xx in the error shape', async () => {
    const unknown = await socialInfo(accountClient(t), 'not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().RESPONSE.errorCode).toBe('INVALID_ACCESS_TOKEN');
    const off = await accountClient(t).postForm('/api/4/user/social', { accessToken: 'x', mobileLogin: 'false' });
    expect(off.statusCode).toBe(400);
    const other = await accountClient(t).postForm('/api/4/user/unknownAction', { accessToken: 'x' });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /dev/outbox', () => {
  it('when asked as a page, then it lists the messages newest first in a table', async () => {
    await accountClient(t).postForm('/api/5/user/otp/generate', { loginId: '+919811111111', state: 'SIGNUP' });
    await accountClient(t).postForm('/api/5/user/otp/generate', { loginId: '+919822222222', state: 'SIGNUP' });
    const res = await t.call({ method: 'GET', url: '/dev/outbox' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<table>');
    expect(res.body.indexOf('+919822222222')).toBeLessThan(res.body.indexOf('+919811111111'));
  });

  it('when the server runs in production, then there is no outbox and no social provider page', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.call({ method: 'GET', url: '/dev/outbox?format=json' })).statusCode).toBe(404);
      expect(
        (await prod.call({ method: 'GET', url: '/dev/social/authorize?provider=google&redirect_uri=/&state=x' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('development provider page, bad identity', () => {
  it('when the tester types something that is neither an email nor a mobile, then the page shows the message again', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/dev/social/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        provider: 'google',
        redirect_uri: '/',
        state: 'google',
        identity: '12345',
        decision: 'allow',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Please enter valid Email ID/Mobile number');
  });
});
