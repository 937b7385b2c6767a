import { useEffect, useState } from 'react';
import type { FlowContext } from './flow-context.ts';
import { failureOf } from './login-codes.ts';
import { readSocialHash, socialAnswerStep, socialErrorStep, type SocialStep } from './social-login.ts';
import { checkMobile, mobilePrefix } from './validation.ts';

/**
 * Social login (spec 000 §4): the token the provider left in the hash is sent once, when the widget
 * opens; a started account then gives a mobile and its code (SOCIAL_UPDATE).
 */
export function useSocialLogin(ctx: FlowContext) {
  const [social, setSocial] = useState<{ provider: string; identity: string | null } | null>(null);

  // All three are stable (the reducer's dispatch, the toast store's show, the mutation's
  // mutateAsync), so the effect runs once, when the widget opens; the hash is cleared then anyway.
  const { dispatch, toast } = ctx;
  const { socialLogin } = ctx.calls;
  useEffect(() => {
    const hash = readSocialHash(location.hash);
    if (!hash) return;
    // The token is used once: a reload must not send it again.
    history.replaceState(history.state, '', location.pathname + location.search);
    if (hash.kind === 'error') return dispatch({ type: 'show', view: 'login' });
    const { provider } = hash;
    setSocial({ provider, identity: null });
    dispatch({ type: 'social-start' });
    const step = ({ action, toast: message }: SocialStep) => {
      dispatch(action);
      if (message) toast(message);
    };
    socialLogin({ accessToken: hash.token, mobileLogin: true }).then(
      (answer) => {
        step(socialAnswerStep(answer));
        // The provider's identity, which updateIdentity names as oldIdentity.
        if (!answer.loginId && answer.loggedIn) setSocial({ provider, identity: answer.providerIdentity });
      },
      (error: unknown) => step(socialErrorStep(failureOf(error))),
    );
  }, [dispatch, toast, socialLogin]);

  /** The mobile the started account is given, then its code. */
  function sendSocialMobileOtp() {
    const { mobile } = ctx.live.current.values;
    const problem = checkMobile(mobile);
    if (problem) return ctx.errors({ mobile: problem });
    void ctx.sendOtp('social-update', `${mobilePrefix}${mobile}`, social?.identity ?? undefined);
  }

  return { social, sendSocialMobileOtp };
}
