import { validUsername, type FlowContext } from './flow-context.ts';
import { alreadyRegisteredToast } from './login-codes.ts';
import { checkMobile, fromLoginId, mobilePrefix, usernameKind } from './validation.ts';

/** Spec 000 §4 Signup: status first; a new id gets a code, a known one the registered message. */
export async function signup(ctx: FlowContext) {
  const { calls, dispatch, toast, compact } = ctx;
  const { state: s, values: v } = ctx.live.current;
  const loginId = validUsername(ctx);
  if (!loginId) return;
  if (s.churned) return void ctx.sendChurnOtps(loginId);
  const email = usernameKind(s.extra.userName) === 'email';
  // The compact view takes an email to a short form first: the mobile the account is made with.
  if (compact && email && !s.signupForm) return dispatch({ type: 'signup-form' });
  let target = loginId;
  if (s.signupForm) {
    const problem = checkMobile(v.mobile);
    if (problem) return ctx.errors({ mobile: problem });
    target = `${mobilePrefix}${v.mobile}`;
  }
  dispatch({ type: 'busy' });
  try {
    const status = await calls.status(target);
    if (status === 'NOT_FOUND' || status === 'GUEST') return void (await ctx.sendOtp('signup', target));
    if (status === 'CHURNED') return dispatch({ type: 'churned', userName: fromLoginId(target) });
    toast(alreadyRegisteredToast);
    if (compact) dispatch({ type: 'show', view: 'login', userName: fromLoginId(target) });
    else dispatch({ type: 'idle' });
  } catch (error) {
    ctx.fail(error, target);
  }
}
