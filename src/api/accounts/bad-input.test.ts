import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { accountPaths } from '../../contracts/accounts.ts';
import { errorBodySchema } from '../../contracts/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.database.db);
});
afterAll(() => t.close());

const json = (url: string, payload: unknown) => t.call({ method: 'POST', url, payload: payload as object });
const raw = (url: string, body: string, type: string) =>
  t.call({ method: 'POST', url, payload: body, headers: { 'content-type': type } });

/** Every answer to bad input: a 4xx in the error shape, never a 500. */
function expectClientError(res: { statusCode: number; json(): unknown }, codes?: string[]) {
  expect(res.statusCode, JSON.stringify(res.json())).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = errorBodySchema.parse(res.json());
  expect(body.RESPONSE.errorCode).toBe(body.ERROR_CODE);
  expect(typeof body.RESPONSE.errorMessage).toBe('string');
  if (codes) expect(codes).toContain(body.RESPONSE.errorCode);
}

const calls = [
  accountPaths.authenticate,
  accountPaths.otpGenerate,
  accountPaths.otpVerify,
  accountPaths.signUp,
  accountPaths.passwordSet,
  accountPaths.signupStatus,
  accountPaths.socialLogin,
  accountPaths.updateIdentity,
  accountPaths.reactivate,
  accountPaths.verifyIdentity,
];
const code = '123456';

describe('bad input to every account call', () => {
  it('when fields are missing or of the wrong type, then 400 naming the field', async () => {
    for (const url of calls) {
      for (const payload of [
        {},
        { loginId: 42, password: ['x'], otp: {}, otpRequestId: null, accessToken: 7 },
        [],
        'text',
      ]) {
        const res = await json(url, payload);
        expectClientError(res);
      }
    }
  });

  it('when the body is malformed JSON or a malformed form, then 400', async () => {
    for (const url of calls) {
      expectClientError(await raw(url, '{"loginId": "+9198', 'application/json'));
      expectClientError(await raw(url, '%%%&&&===', 'application/x-www-form-urlencoded'));
      expectClientError(await raw(url, 'loginId=+919876543210', 'text/plain'));
    }
  });

  it('when the mobile has 9 digits, then LOGIN_1011 wherever a login id is read', async () => {
    const loginId = '+91987654321';
    const bodies: [string, unknown][] = [
      [accountPaths.authenticate, { loginId, password: 'whatever-1' }],
      [accountPaths.otpVerify, { loginId, otp: code, otpRequestId: 'x' }],
      [accountPaths.signUp, { loginId, password: 'whatever-1', otp: code, otpRequestId: 'x' }],
      [accountPaths.passwordSet, { loginId, password: 'whatever-1', otp: code, otpRequestId: 'x' }],
      [accountPaths.signupStatus, { loginId: [loginId] }],
      [accountPaths.reactivate, { loginId, otp: code, otpRequestId: 'x' }],
      [accountPaths.verifyIdentity, { loginId, otp: code, otpRequestId: 'x' }],
    ];
    for (const [url, body] of bodies) expectClientError(await json(url, body), ['LOGIN_1011']);
    expectClientError(
      await raw(
        accountPaths.otpGenerate,
        new URLSearchParams({ loginId, state: 'SIGNUP' }).toString(),
        'application/x-www-form-urlencoded',
      ),
      ['LOGIN_1011'],
    );
  });

  it('when the code has 20 digits or letters, then a wrong code, or 400 when absurdly long', async () => {
    const gen = await raw(
      accountPaths.otpGenerate,
      new URLSearchParams({ loginId: '+919876543210', state: 'LOGIN' }).toString(),
      'application/x-www-form-urlencoded',
    );
    const otpRequestId = gen.json().RESPONSE.data.requestId;
    expectClientError(
      await json(accountPaths.otpVerify, { loginId: '+919876543210', otp: '12345678901234567890', otpRequestId }),
      ['LOGIN_1008'],
    );
    expectClientError(await json(accountPaths.otpVerify, { loginId: '+919876543210', otp: 'abcdef', otpRequestId }), [
      'LOGIN_1008',
    ]);
    expectClientError(
      await json(accountPaths.otpVerify, { loginId: '+919876543210', otp: '1'.repeat(5000), otpRequestId }),
      ['VALIDATION_FAILED'],
    );
    expectClientError(
      await json(accountPaths.otpVerify, { loginId: '+919876543210', otp: code, otpRequestId: 'x'.repeat(500) }),
      ['VALIDATION_FAILED'],
    );
  });

  it('when the password is huge, then 400 or 413 without hashing it', async () => {
    const big = 'p'.repeat(200_000);
    expectClientError(await json(accountPaths.authenticate, { loginId: '+919876543210', password: big }), [
      'VALIDATION_FAILED',
    ]);
    expectClientError(
      await json(accountPaths.signUp, {
        loginId: '+919800000001',
        password: 'p'.repeat(129),
        otp: code,
        otpRequestId: 'x',
      }),
      ['VALIDATION_FAILED'],
    );
    expectClientError(
      await json(accountPaths.authenticate, { loginId: '+919876543210', password: 'p'.repeat(1024 * 1024) }),
      ['PAYLOAD_TOO_LARGE'],
    );
  });

  it('when the otp state is unknown or signup status gets too many ids, then 400', async () => {
    expectClientError(
      await raw(accountPaths.otpGenerate, 'loginId=%2B919876543210&state=HACK', 'application/x-www-form-urlencoded'),
      ['VALIDATION_FAILED'],
    );
    expectClientError(
      await json(accountPaths.signupStatus, {
        loginId: Array.from({ length: 11 }, (_, i) => `+9198765432${String(i).padStart(2, '0')}`),
      }),
      ['VALIDATION_FAILED'],
    );
    expectClientError(await json(accountPaths.signupStatus, { loginId: '+919876543210' }), ['VALIDATION_FAILED']);
    expectClientError(
      await json(accountPaths.updateIdentity, {
        otp: code,
        password: 'whatever-1',
        otpRequestId: 'x',
        oldIdentity: 'a@b.com',
        newIdentity: '+919876543210',
        requestType: 'OTHER',
      }),
      ['VALIDATION_FAILED'],
    );
  });

  it('when a request id is unknown, then a wrong code and nothing is written', async () => {
    expectClientError(
      await json(accountPaths.signUp, {
        loginId: '+919800000002',
        password: 'whatever-1',
        otp: code,
        otpRequestId: 'no-such-request',
      }),
      ['LOGIN_1008'],
    );
    const status = await json(accountPaths.signupStatus, { loginId: ['+919800000002'], supportAllStates: true });
    expect(status.json().RESPONSE.data.userDetails['+919800000002']).toBe('NOT_FOUND');
  });

  it('when a state change comes from another site, then 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountPaths.authenticate,
      payload: { loginId: '+919876543210', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
