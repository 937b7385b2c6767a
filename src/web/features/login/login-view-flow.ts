import { validUsername, type FlowContext } from './flow-context.ts';
import { notRegisteredToast } from './login-codes.ts';
import { checkPassword, checkUsername, fromLoginId, toLoginId } from './validation.ts';

/** The login view's three ways in (spec 000 §4): the password, a one-time code, a forgotten password. */
export function loginViewFlow(ctx: FlowContext) {
  const { calls, dispatch } = ctx;

  async function login() {
    const { state, values } = ctx.live.current;
    const username = checkUsername(state.extra.userName);
    const password = checkPassword(values.password);
    if (username || password) return ctx.errors({ username: username ?? undefined, password: password ?? undefined });
    const loginId = toLoginId(state.extra.userName);
    dispatch({ type: 'busy' });
    try {
      ctx.succeed(await calls.authenticate({ loginId, password: values.password }));
    } catch (error) {
      ctx.fail(error, loginId);
    }
  }

  /** Log in with a one-time code instead of the password. */
  function requestLoginOtp() {
    const loginId = validUsername(ctx);
    if (loginId) void ctx.sendOtp('login-otp', loginId);
  }

  /** Spec 000 §4 Forgot password: status first; unregistered or guest is told so. */
  async function forgotPassword() {
    const loginId = validUsername(ctx);
    if (!loginId) return;
    dispatch({ type: 'busy' });
    try {
      const status = await calls.status(loginId);
      if (status === 'NOT_FOUND' || status === 'GUEST') {
        dispatch({ type: 'idle' });
        return ctx.toast(notRegisteredToast);
      }
      if (status === 'CHURNED') return dispatch({ type: 'churned', userName: fromLoginId(loginId) });
      await ctx.sendOtp('forgot-password', loginId);
    } catch (error) {
      ctx.fail(error, loginId);
    }
  }

  return { login, requestLoginOtp, forgotPassword };
}
