import { describe, expect, it } from 'vitest';
import { readSocialHash, socialAnswerStep, socialErrorStep } from './social-login.ts';

describe('the hash a social provider comes back with (spec 000 §4)', () => {
  it('when it holds an access token, then the provider is google for state=google and the other one otherwise', () => {
    expect(readSocialHash('#access_token=abc&state=google')).toEqual({
      kind: 'token',
      token: 'abc',
      provider: 'google',
    });
    expect(readSocialHash('#access_token=abc&state=fb')).toEqual({ kind: 'token', token: 'abc', provider: 'facebook' });
    expect(readSocialHash('#access_token=abc')).toEqual({ kind: 'token', token: 'abc', provider: 'facebook' });
  });

  it('when it holds an error, then the widget goes to the login view; anything else is not a social return', () => {
    expect(readSocialHash('#error=access_denied&state=google')).toEqual({ kind: 'error' });
    expect(readSocialHash('#show_login_modal')).toBeNull();
    expect(readSocialHash('')).toBeNull();
  });
});

describe('the social login info answer (spec 000 §4, §8)', () => {
  it('when a login id comes back, then login opens with it, +91 removed, and the unavailable toast shows for 5 s', () => {
    expect(
      socialAnswerStep({
        mobileStatus: 'ACCOUNT_FOUND',
        isRegisteredUser: true,
        loggedIn: false,
        loginId: '+919876543210',
        providerIdentity: null,
      }),
    ).toEqual({
      action: { type: 'social-login', userName: '9876543210' },
      toast: {
        message: 'Social login is unavailable. Log in with the provider credentials.',
        level: 'ERROR',
        ttl: 5000,
      },
    });
  });

  it('when the identity is new and the session holds it, then verification asks for a mobile', () => {
    for (const mobileStatus of ['ACCOUNT_NOT_FOUND', 'NOT_VERIFIED'] as const) {
      expect(
        socialAnswerStep({
          mobileStatus,
          isRegisteredUser: false,
          loggedIn: true,
          loginId: null,
          providerIdentity: 'meera@gmail.com',
        }),
      ).toEqual({ action: { type: 'social-mobile' } });
    }
  });

  it('when no login id comes back otherwise, then login shows the failure until dismissed', () => {
    expect(
      socialAnswerStep({
        mobileStatus: 'ACCOUNT_FOUND',
        isRegisteredUser: false,
        loggedIn: false,
        loginId: null,
        providerIdentity: null,
      }),
    ).toEqual({
      action: { type: 'social-login' },
      toast: { message: 'Social login failed. Please retry after sometime.', level: 'ERROR', dismissible: true },
    });
  });

  it('when the call fails with LOGIN_1034, then it reads not supported; any other error the unavailable message', () => {
    expect(socialErrorStep({ code: 'LOGIN_1034', message: 'x' }).toast?.message).toBe(
      'Social login not supported. Please sign up.',
    );
    expect(socialErrorStep({ code: 'INVALID_ACCESS_TOKEN', message: 'x' }).toast?.message).toBe(
      'Social login is unavailable. Log in with the provider credentials.',
    );
    expect(socialErrorStep({}).action).toEqual({ type: 'social-login' });
  });
});
