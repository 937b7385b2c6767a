import type { FlowContext } from './flow-context.ts';
import { alreadyRegisteredToast, failureOf, outcomeOf, type Field } from './login-codes.ts';
import { fromLoginId } from './validation.ts';

/** A failed call, handled as the login codes table of spec 000 §8 says. */
export function handleFailure(
  ctx: FlowContext,
  error: unknown,
  loginId: string,
  fields?: { secret?: Field; code?: Field },
) {
  const { dispatch, toast } = ctx;
  const failure = failureOf(error);
  if (failure.code === 'ACCOUNT_EXISTS') {
    toast(alreadyRegisteredToast);
    if (ctx.compact) dispatch({ type: 'show', view: 'login', userName: fromLoginId(loginId) });
    else dispatch({ type: 'idle' });
    return;
  }
  const outcome = outcomeOf(failure, fields);
  switch (outcome.kind) {
    case 'success':
      return ctx.succeed(null);
    case 'info':
      return dispatch({ type: 'info', message: outcome.message });
    case 'field':
      return ctx.errors({ [outcome.field]: outcome.message });
    case 'toast':
      dispatch({ type: 'idle' });
      return toast(outcome.toast);
    case 'churned':
      return dispatch({ type: 'churned', userName: fromLoginId(loginId) });
    case 'reactivate':
      dispatch({ type: 'reactivation' });
      return void ctx.sendOtp('reactivate', loginId);
    case 'verify-account':
      return void ctx.sendOtp('verify-account', loginId);
  }
}
