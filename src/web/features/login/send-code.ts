import type { OtpState } from '../../../contracts/accounts.ts';
import { fill } from '../../texts.ts';
import { loginCodeSent } from '../../screen-texts.ts';
import type { FlowContext } from './flow-context.ts';
import { fromLoginId, usernameKind } from './validation.ts';
import type { Purpose } from './widget-state.ts';

const otpStateOf: Record<Purpose, OtpState> = {
  'login-otp': 'LOGIN',
  signup: 'SIGNUP',
  'forgot-password': 'FORGOT_PASSWORD',
  'verify-account': 'VERIFY',
  reactivate: 'REACTIVATE',
  'social-update': 'SOCIAL_UPDATE',
};

/** A code for the purpose: the verification view opens and a toast says where the code went. */
export async function sendCode(ctx: FlowContext, purpose: Purpose, loginId: string, oldIdentity?: string) {
  const { calls, dispatch, toast } = ctx;
  dispatch({ type: 'busy' });
  try {
    const data = await calls.generateOtp({ loginId, state: otpStateOf[purpose] });
    ctx.setValues((v) => ({ ...v, otp: '', emailOtp: '' }));
    dispatch({
      type: 'otp-sent',
      otp: {
        purpose,
        loginId,
        requestId: data.requestId,
        otpRegex: data.otpRegex,
        emailMask: data.emailMask ?? null,
        oldIdentity,
      },
    });
    toast({
      message: fill(loginCodeSent, { target: data.emailMask ?? fromLoginId(loginId) }),
      level: 'INFO',
      ttl: 5000,
    });
  } catch (error) {
    ctx.fail(error, loginId);
  }
}

/** A churned account: a code to its mobile and one to its email, then both with a password. */
export async function sendChurnCodes(ctx: FlowContext, loginId: string) {
  const { calls, dispatch, toast } = ctx;
  dispatch({ type: 'busy' });
  try {
    const mobile = await calls.generateOtp({ loginId, state: 'CHURN' });
    const email = await calls.generateOtp({ loginId, state: 'CHURN', churnEmailRequest: true });
    ctx.setValues((v) => ({ ...v, otp: '', emailOtp: '' }));
    dispatch({
      type: 'otp-sent',
      otp: {
        purpose: 'signup',
        loginId,
        requestId: mobile.requestId,
        otpRegex: mobile.otpRegex,
        emailMask: null,
        email: { loginId, requestId: email.requestId, emailMask: email.emailMask ?? null },
      },
    });
    toast({
      message: fill(loginCodeSent, {
        target: [usernameKind(loginId) === 'mobile' ? fromLoginId(loginId) : null, email.emailMask]
          .filter(Boolean)
          .join(', '),
      }),
      level: 'INFO',
      ttl: 5000,
    });
  } catch (error) {
    ctx.fail(error, loginId);
  }
}
