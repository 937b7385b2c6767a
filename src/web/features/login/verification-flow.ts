import type { LoginSuccess } from '../../../contracts/accounts.ts';
import type { FlowContext } from './flow-context.ts';
import { checkOtp, checkPassword, cleanOtp, isValidEmail, otpMatches } from './validation.ts';
import type { OtpRequest } from './widget-state.ts';

/** The verification view (spec 000 §4 Verification): codes typed, checked and used to finish the flow. */
export function verificationFlow(ctx: FlowContext) {
  const { calls, dispatch } = ctx;

  /** Types into a code field; a complete code is submitted at once. */
  function typeCode(field: 'otp' | 'emailOtp', raw: string) {
    const value = cleanOtp(raw);
    ctx.setValues((v) => ({ ...v, [field]: value }));
    const otp = ctx.live.current.state.otp;
    if (!otp || ctx.live.current.state.busy) return;
    dispatch({ type: 'errors', errors: {} });
    if (otpMatches(value, otp.otpRegex)) void submitCode(field, value, otp);
  }

  async function submitCode(field: 'otp' | 'emailOtp', code: string, otp: OtpRequest) {
    const fields = { code: field };
    dispatch({ type: 'busy' });
    try {
      switch (otp.purpose) {
        case 'login-otp': {
          const result = await calls.verifyOtp({ otp: code, otpRequestId: otp.requestId, loginId: otp.loginId });
          dispatch({ type: 'verified' });
          return ctx.succeed(result.account ?? null);
        }
        case 'verify-account':
          ctx.succeed(await calls.verifyIdentity({ loginId: otp.loginId, otp: code, otpRequestId: otp.requestId }));
          return dispatch({ type: 'verified' });
        case 'reactivate':
          ctx.succeed(await calls.reactivate({ loginId: otp.loginId, otp: code, otpRequestId: otp.requestId }));
          return dispatch({ type: 'verified' });
        default: {
          // Signup, forgot password, identity update: the code is checked now (a check mark)
          // and used by the call that completes the flow with the password.
          const email = field === 'emailOtp' && otp.email;
          await calls.verifyOtp({
            otp: code,
            otpRequestId: email ? email.requestId : otp.requestId,
            loginId: otp.loginId,
            ...(otp.email ? { churnEmailRequest: !!email } : {}),
          });
          const { values } = ctx.live.current;
          const other = otp.email ? (field === 'otp' ? values.emailOtp : values.otp) : code;
          if (otpMatches(other, otp.otpRegex)) dispatch({ type: 'verified' });
          return dispatch({ type: 'idle' });
        }
      }
    } catch (error) {
      ctx.fail(error, otp.loginId, fields);
    }
  }

  /** The view's button: completes signup, the new password or the identity update. */
  async function complete() {
    const { state: s, values: v } = ctx.live.current;
    const otp = s.otp;
    if (!otp) return;
    const problems = {
      otp: checkOtp(v.otp, otp.otpRegex),
      emailOtp: otp.email ? checkOtp(v.emailOtp, otp.otpRegex) : null,
    };
    const needsPassword =
      otp.purpose === 'signup' || otp.purpose === 'forgot-password' || otp.purpose === 'social-update';
    const password = needsPassword ? checkPassword(v.password) : null;
    if (problems.otp || problems.emailOtp || password)
      return ctx.errors({
        otp: problems.otp ?? undefined,
        emailOtp: problems.emailOtp ?? undefined,
        password: password ?? undefined,
      });
    if (!needsPassword) return void submitCode('otp', v.otp, otp);
    dispatch({ type: 'busy' });
    try {
      let account: LoginSuccess;
      if (otp.purpose === 'forgot-password') {
        account = await calls.setPassword({
          loginId: otp.loginId,
          otp: v.otp,
          password: v.password,
          otpRequestId: otp.requestId,
        });
      } else if (otp.purpose === 'social-update') {
        account = await calls.updateIdentity({
          otp: v.otp,
          password: v.password,
          otpRequestId: otp.requestId,
          oldIdentity: otp.oldIdentity || otp.loginId,
          newIdentity: otp.loginId,
          requestType: 'SOCIAL_UPDATE',
        });
      } else if (otp.email) {
        account = await calls.signUp({
          loginId: otp.loginId,
          password: v.password,
          otp: v.otp,
          mobileRequestId: otp.requestId,
          emailOtp: v.emailOtp,
          emailRequestId: otp.email.requestId,
          ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
        });
      } else {
        const formEmail = s.signupForm && isValidEmail(s.extra.userName) ? s.extra.userName.trim() : undefined;
        account = await calls.signUp({
          loginId: otp.loginId,
          password: v.password,
          otp: v.otp,
          otpRequestId: otp.requestId,
          ...(formEmail ? { emailId: formEmail } : {}),
          ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
        });
      }
      dispatch({ type: 'verified' });
      ctx.succeed(account);
    } catch (error) {
      ctx.fail(error, otp.loginId);
    }
  }

  function resend() {
    const otp = ctx.live.current.state.otp;
    if (!otp) return;
    if (otp.email) return void ctx.sendChurnOtps(otp.loginId);
    void ctx.sendOtp(otp.purpose, otp.loginId, otp.oldIdentity);
  }

  return { typeCode, complete, resend };
}
