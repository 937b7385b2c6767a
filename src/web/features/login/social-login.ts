import type { SocialLogin } from '../../../contracts/accounts.ts';
import { socialLoginFailed, socialLoginNotSupported, socialLoginUnavailable } from '../../texts.ts';
import type { Toast } from '../../app/toast-store.ts';
import type { Failure } from './login-codes.ts';
import { fromLoginId } from './validation.ts';
import type { WidgetAction } from './widget-state.ts';

/** What the URL hash brings back from a social provider (spec 000 §2, §4). */
export type SocialHash = { kind: 'token'; token: string; provider: 'google' | 'facebook' } | { kind: 'error' } | null;

/** The provider is google when the hash's state says so, otherwise the other provider (spec 000 §4). */
export const socialProvider = (state: string | null): 'google' | 'facebook' =>
  state === 'google' ? 'google' : 'facebook';

export function readSocialHash(hash: string): SocialHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (token) return { kind: 'token', token, provider: socialProvider(params.get('state')) };
  return params.has('error') ? { kind: 'error' } : null;
}

export interface SocialStep {
  action: WidgetAction;
  toast?: Toast;
}

/** Spec 000 §4 Social login: what the social login info answer leads to. */
export function socialAnswerStep(answer: SocialLogin): SocialStep {
  if (answer.loginId) {
    return {
      action: { type: 'social-login', userName: fromLoginId(answer.loginId) },
      toast: { message: socialLoginUnavailable, level: 'ERROR', ttl: 5000 },
    };
  }
  if (
    !answer.isRegisteredUser &&
    answer.loggedIn &&
    (answer.mobileStatus === 'ACCOUNT_NOT_FOUND' || answer.mobileStatus === 'NOT_VERIFIED')
  ) {
    return { action: { type: 'social-mobile' } };
  }
  // No login id: back to login with the error that stays until dismissed (spec 000 §8).
  return { action: { type: 'social-login' }, toast: { message: socialLoginFailed, level: 'ERROR', dismissible: true } };
}

/** A failed social login info call: LOGIN_1034 says so, anything else is the discontinued message. */
export function socialErrorStep(failure: Failure): SocialStep {
  const message = failure.code === 'LOGIN_1034' ? socialLoginNotSupported : socialLoginUnavailable;
  return { action: { type: 'social-login' }, toast: { message, level: 'ERROR', ttl: 5000 } };
}
