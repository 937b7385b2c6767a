import { useCallback, useReducer, useRef, useState } from 'react';
import type { LoginSuccess } from '../../../contracts/accounts.ts';
import { useToast } from '../../app/toasts.tsx';
import { afterLogin } from '../../app/session-change.ts';
import { emptyValues, type FlowContext, type Values } from './flow-context.ts';
import { handleFailure } from './handle-failure.ts';
import { useLoginMutations } from './login-mutations.ts';
import { loginViewFlow } from './login-view-flow.ts';
import { sendChurnCodes, sendCode } from './send-code.ts';
import { signup } from './signup-flow.ts';
import { useSocialLogin } from './use-social-login.ts';
import { verificationFlow } from './verification-flow.ts';
import { initialWidgetState, widgetReducer } from './widget-state.ts';

export interface LoginFlowOptions {
  compact: boolean;
  initialView?: 'login' | 'signup';
  /** Called once the shopper is logged in; the storage of the previous shopper is already cleared. */
  onSuccess: (account: LoginSuccess | null) => void;
}

/**
 * The widget's flows of spec 000 §4 (password login, login with a code, forgot password, signup,
 * churned signup, verification, reactivation, social login): each server call is a mutation
 * (login-mutations.ts), the views' state is the reducer of widget-state.ts, and every failed call
 * is handled as the login codes table of §8 says (handle-failure.ts).
 */
export function useLoginFlow({ compact, initialView = 'login', onSuccess }: LoginFlowOptions) {
  const calls = useLoginMutations();
  const toast = useToast();
  const [state, dispatch] = useReducer(widgetReducer, undefined, () => initialWidgetState(initialView));
  const [values, setValues] = useState<Values>(emptyValues);
  const live = useRef({ state, values });
  live.current = { state, values };
  const set = useCallback((field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value })), []);

  const ctx: FlowContext = {
    compact,
    calls,
    dispatch,
    toast,
    live,
    setValues,
    errors: (errors) => dispatch({ type: 'errors', errors }),
    succeed: (account) => {
      afterLogin();
      onSuccess(account);
    },
    fail: (error, loginId, fields) => handleFailure(ctx, error, loginId, fields),
    sendOtp: (purpose, loginId, oldIdentity) => sendCode(ctx, purpose, loginId, oldIdentity),
    sendChurnOtps: (loginId) => sendChurnCodes(ctx, loginId),
  };
  const { login, requestLoginOtp, forgotPassword } = loginViewFlow(ctx);
  const { typeCode, complete, resend } = verificationFlow(ctx);
  const { social, sendSocialMobileOtp } = useSocialLogin(ctx);

  return {
    state,
    values,
    social,
    set,
    setUsername: (value: string) => dispatch({ type: 'username', value }),
    show: (view: 'login' | 'signup') => dispatch({ type: 'show', view }),
    login,
    requestLoginOtp,
    forgotPassword,
    signup: () => signup(ctx),
    typeCode,
    complete,
    resend,
    sendSocialMobileOtp,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
