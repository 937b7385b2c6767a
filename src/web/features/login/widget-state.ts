import type { Field } from './login-codes.ts';

/** Spec 000 §2: the widget's views. */
export type View = 'login' | 'signup' | 'verification' | 'login-load' | 'info';

/** Why a code was sent, which decides what the verification view asks for and calls. */
export type Purpose = 'login-otp' | 'signup' | 'forgot-password' | 'verify-account' | 'reactivate' | 'social-update';

/** A code the server sent (spec 000 §3 OTP response fields). */
export interface OtpRequest {
  purpose: Purpose;
  /** The login id the code went to ('+91…' or an email). */
  loginId: string;
  requestId: string;
  otpRegex: string | null;
  /** For a code sent to an email: the masked address to show. */
  emailMask: string | null;
  /** A churned account's second code, sent to its email (spec 000 §4 Signup). */
  email?: { loginId: string; requestId: string; emailMask: string | null };
  /** For social-update: the identity the social login came with. */
  oldIdentity?: string;
}

/** Spec 000 §3 "Login widget state: view, extra.socialLogin, extra.userName", and what the views need. */
export interface WidgetState {
  view: View;
  extra: {
    /** The visitor came back from a social provider. */
    socialLogin: boolean;
    /** What the username field holds, carried across views. */
    userName: string;
  };
  /** Compact signup with an email: the signup form (email, mobile, name) comes first. */
  signupForm: boolean;
  /** The signup of a churned account: mobile OTP, email OTP and password. */
  churned: boolean;
  /** LOGIN_1032: the account is inactive; codes reactivate it. */
  reactivation: boolean;
  /** The social flow asks for a mobile number before its code. */
  socialMobile: boolean;
  otp: OtpRequest | null;
  /** The code was accepted: a check mark shows (spec 000 §4 Verification). */
  verified: boolean;
  errors: Partial<Record<Field, string>>;
  /** The info view's message (LOGIN_1004, LOGIN_1006). */
  info: string | null;
  busy: boolean;
}

export type WidgetAction =
  | { type: 'show'; view: 'login' | 'signup'; userName?: string }
  | { type: 'username'; value: string }
  | { type: 'busy' }
  | { type: 'idle' }
  | { type: 'errors'; errors: Partial<Record<Field, string>> }
  | { type: 'signup-form' }
  | { type: 'otp-sent'; otp: OtpRequest }
  | { type: 'verified' }
  | { type: 'info'; message: string }
  | { type: 'churned'; userName?: string }
  | { type: 'reactivation' }
  | { type: 'social-start' }
  | { type: 'social-login'; userName?: string }
  | { type: 'social-mobile' };

export function initialWidgetState(view: 'login' | 'signup' = 'login', userName = ''): WidgetState {
  return {
    view,
    extra: { socialLogin: false, userName },
    signupForm: false,
    churned: false,
    reactivation: false,
    socialMobile: false,
    otp: null,
    verified: false,
    errors: {},
    info: null,
    busy: false,
  };
}

/**
 * The widget's state machine (spec 000 §4 login, signup, verification, social login). The calls
 * and toasts happen in the component; this only says which view shows what.
 */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'show':
      return {
        ...initialWidgetState(action.view, action.userName ?? state.extra.userName),
        extra: { socialLogin: state.extra.socialLogin, userName: action.userName ?? state.extra.userName },
      };
    case 'username':
      return {
        ...state,
        extra: { ...state.extra, userName: action.value },
        errors: { ...state.errors, username: undefined },
      };
    case 'busy':
      return { ...state, busy: true, errors: {} };
    case 'idle':
      return { ...state, busy: false };
    case 'errors':
      return { ...state, busy: false, errors: action.errors };
    case 'signup-form':
      return { ...state, view: 'signup', signupForm: true, busy: false, errors: {} };
    case 'otp-sent':
      return {
        ...state,
        view: 'verification',
        otp: action.otp,
        verified: false,
        busy: false,
        errors: {},
        socialMobile: false,
      };
    case 'verified':
      return { ...state, verified: true, errors: {} };
    case 'info':
      return { ...state, view: 'info', info: action.message, busy: false };
    case 'churned':
      return {
        ...state,
        view: 'signup',
        churned: true,
        signupForm: false,
        otp: null,
        busy: false,
        errors: {},
        extra: { ...state.extra, userName: action.userName ?? state.extra.userName },
      };
    case 'reactivation':
      return { ...state, reactivation: true, busy: false };
    case 'social-start':
      return { ...initialWidgetState('login'), view: 'login-load', extra: { socialLogin: true, userName: '' } };
    case 'social-login':
      return {
        ...state,
        view: 'login',
        busy: false,
        extra: { socialLogin: true, userName: action.userName ?? state.extra.userName },
      };
    case 'social-mobile':
      return { ...state, view: 'verification', socialMobile: true, otp: null, busy: false, errors: {} };
  }
}
