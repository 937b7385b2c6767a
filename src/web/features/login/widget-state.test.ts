import { describe, expect, it } from 'vitest';
import { failureOf, outcomeOf } from './login-codes.ts';
import {
  initialWidgetState,
  widgetReducer,
  type OtpRequest,
  type WidgetAction,
  type WidgetState,
} from './widget-state.ts';

const run = (actions: WidgetAction[], start: WidgetState = initialWidgetState()) =>
  actions.reduce(widgetReducer, start);
const otp: OtpRequest = {
  purpose: 'signup',
  loginId: '+919876543210',
  requestId: 'r1',
  otpRegex: '^\\d{6}$',
  emailMask: null,
};

describe('the login widget state (spec 000 §3: view, extra.socialLogin, extra.userName)', () => {
  it('when the widget opens, then it shows login, or signup for ?signup=true, with no social login', () => {
    expect(initialWidgetState()).toMatchObject({ view: 'login', extra: { socialLogin: false, userName: '' } });
    expect(initialWidgetState('signup').view).toBe('signup');
  });

  it('when the shopper switches between login and signup, then the typed username travels along and errors clear', () => {
    const state = run([
      { type: 'username', value: '9876543210' },
      { type: 'errors', errors: { password: 'x' } },
      { type: 'show', view: 'signup' },
    ]);
    expect(state).toMatchObject({ view: 'signup', extra: { userName: '9876543210' }, errors: {} });
  });

  it('when a call starts, then the widget is busy; when it fails on a field, then the message sits under that field', () => {
    const busy = run([{ type: 'busy' }]);
    expect(busy.busy).toBe(true);
    const failed = widgetReducer(busy, {
      type: 'errors',
      errors: { password: 'Your username or password is not correct' },
    });
    expect(failed).toMatchObject({
      busy: false,
      view: 'login',
      errors: { password: 'Your username or password is not correct' },
    });
  });

  it('when a code is sent, then the verification view opens with the request id and pattern; a match marks it verified', () => {
    const state = run([{ type: 'show', view: 'signup' }, { type: 'busy' }, { type: 'otp-sent', otp }]);
    expect(state).toMatchObject({ view: 'verification', otp, verified: false, busy: false });
    expect(widgetReducer(state, { type: 'verified' }).verified).toBe(true);
  });

  it('when too many attempts or a blocked account answer, then the info view shows the server message', () => {
    const state = run([
      { type: 'otp-sent', otp },
      { type: 'info', message: 'Too many attempts. Try again in an hour.' },
    ]);
    expect(state).toMatchObject({ view: 'info', info: 'Too many attempts. Try again in an hour.' });
  });

  it('when a churned account logs in, then signup opens in churn mode with the username kept', () => {
    const state = run([{ type: 'username', value: 'asha@example.in' }, { type: 'churned' }]);
    expect(state).toMatchObject({ view: 'signup', churned: true, extra: { userName: 'asha@example.in' } });
  });

  it('when the compact signup gets a valid email, then the signup form comes first', () => {
    expect(run([{ type: 'show', view: 'signup' }, { type: 'signup-form' }])).toMatchObject({
      view: 'signup',
      signupForm: true,
    });
  });

  it('when an access token arrives, then login-load shows; a login id back prefills the username in the login view', () => {
    const loading = run([{ type: 'social-start' }]);
    expect(loading).toMatchObject({ view: 'login-load', extra: { socialLogin: true } });
    expect(widgetReducer(loading, { type: 'social-login', userName: '9876543210' })).toMatchObject({
      view: 'login',
      extra: { socialLogin: true, userName: '9876543210' },
    });
  });

  it('when the social account has no verified mobile, then verification asks for a mobile first', () => {
    const state = run([{ type: 'social-start' }, { type: 'social-mobile' }]);
    expect(state).toMatchObject({ view: 'verification', socialMobile: true, otp: null });
    expect(widgetReducer(state, { type: 'otp-sent', otp: { ...otp, purpose: 'social-update' } })).toMatchObject({
      socialMobile: false,
      otp: { purpose: 'social-update' },
    });
  });
});

describe('the login codes table (spec 000 §8)', () => {
  const cases: [string, ReturnType<typeof outcomeOf>][] = [
    ['LOGIN_1004', { kind: 'info', message: 'server says' }],
    ['LOGIN_1006', { kind: 'info', message: 'server says' }],
    [
      'LOGIN_1003',
      {
        kind: 'toast',
        toast: { message: 'You are not registered with us. Please sign up.', level: 'INFO', ttl: 5000 },
      },
    ],
    ['LOGIN_1012', { kind: 'field', field: 'password', message: 'Your username or password is not correct' }],
    ['LOGIN_1011', { kind: 'toast', toast: { message: 'server says', level: 'ERROR', ttl: 5000 } }],
    ['LOGIN_1008', { kind: 'field', field: 'otp', message: 'server says' }],
    ['LOGIN_1007', { kind: 'field', field: 'otp', message: 'This OTP has expired, request a new OTP to continue' }],
    ['LOGIN_1009', { kind: 'field', field: 'password', message: 'server says' }],
    ['LOGIN_1039', { kind: 'churned' }],
    ['LOGIN_1032', { kind: 'reactivate' }],
    [
      'LOGIN_1034',
      { kind: 'toast', toast: { message: 'Social login not supported. Please sign up.', level: 'ERROR', ttl: 5000 } },
    ],
    ['MAPI_0017', { kind: 'verify-account' }],
    ['MAPI_0004', { kind: 'success' }],
    ['CART_1234', { kind: 'toast', toast: { message: 'server says', level: 'ERROR', ttl: 5000 } }],
  ];
  for (const [code, outcome] of cases) {
    it(`when the server answers ${code}, then the widget does what the table says`, () => {
      expect(outcomeOf({ code, message: 'server says' })).toEqual(outcome);
    });
  }

  it('when a call fails without an answer in the error shape, then the retry message shows for 5 s', () => {
    expect(outcomeOf({})).toEqual({
      kind: 'toast',
      toast: { message: "Something's not right. Please try again.", level: 'ERROR', ttl: 5000 },
    });
  });

  it('when the code field is the email OTP, then its messages go under that field', () => {
    expect(outcomeOf({ code: 'LOGIN_1008', message: 'Wrong code' }, { code: 'emailOtp' })).toEqual({
      kind: 'field',
      field: 'emailOtp',
      message: 'Wrong code',
    });
  });

  it('when an ApiError-like rejection arrives, then its code and message are read from error.RESPONSE', () => {
    const error = { body: { ERROR_MESSAGE: 'top', RESPONSE: { errorCode: 'LOGIN_1012', errorMessage: 'bad' } } };
    expect(failureOf(error)).toEqual({ code: 'LOGIN_1012', message: 'bad' });
    expect(failureOf(new Error('offline'))).toEqual({});
  });
});
