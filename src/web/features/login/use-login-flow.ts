import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { LoginSuccess, OtpState } from '../../../contracts/accounts.ts';
import { useApi } from '../../app/api-context.tsx';
import { fill } from '../../texts.ts';
import { loginCodeSent } from '../../screen-texts.ts';
import { useToast } from '../../app/toasts.tsx';
import { accountApi } from './account-api.ts';
import { alreadyRegisteredToast, failureOf, notRegisteredToast, outcomeOf, type Field } from './login-codes.ts';
import { afterLogin } from '../../app/session-change.ts';
import { readSocialHash, socialAnswerStep, socialErrorStep, type SocialStep } from './social-login.ts';
import {
  checkMobile,
  checkOtp,
  checkPassword,
  checkUsername,
  cleanOtp,
  fromLoginId,
  isValidEmail,
  mobilePrefix,
  otpMatches,
  toLoginId,
  usernameKind,
} from './validation.ts';
import { initialWidgetState, widgetReducer, type OtpRequest, type Purpose } from './widget-state.ts';

const otpStateOf: Record<Purpose, OtpState> = {
  'login-otp': 'LOGIN',
  signup: 'SIGNUP',
  'forgot-password': 'FORGOT_PASSWORD',
  'verify-account': 'VERIFY',
  reactivate: 'REACTIVATE',
  'social-update': 'SOCIAL_UPDATE',
};

/** Values typed in the widget's fields besides the username (which is widget state). */
export interface Values {
  password: string;
  otp: string;
  emailOtp: string;
  firstName: string;
  mobile: string;
}
const emptyValues: Values = { password: '', otp: '', emailOtp: '', firstName: '', mobile: '' };

export interface LoginFlowOptions {
  compact: boolean;
  initialView?: 'login' | 'signup';
  /** Called once the shopper is logged in; the storage of the previous shopper is already cleared. */
  onSuccess: (account: LoginSuccess | null) => void;
}

/**
 * The widget's flows of spec 000 §4 (password login, login with a code, forgot password, signup,
 * churned signup, verification, reactivation, social login) over the account calls, with every
 * answer handled as the login codes table of §8 says.
 */
export function useLoginFlow({ compact, initialView = 'login', onSuccess }: LoginFlowOptions) {
  const { client } = useApi();
  const api = useMemo(() => accountApi(client), [client]);
  const toast = useToast();
  const [state, dispatch] = useReducer(widgetReducer, undefined, () => initialWidgetState(initialView));
  const [values, setValues] = useState<Values>(emptyValues);
  const [social, setSocial] = useState<{ provider: string; identity: string | null } | null>(null);
  const live = useRef({ state, values });
  live.current = { state, values };

  const set = useCallback((field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  const errors = (e: Partial<Record<Field, string>>) => dispatch({ type: 'errors', errors: e });
  const succeed = (account: LoginSuccess | null) => {
    afterLogin();
    onSuccess(account);
  };

  async function sendOtp(purpose: Purpose, loginId: string, oldIdentity?: string) {
    dispatch({ type: 'busy' });
    try {
      const data = await api.generateOtp({ loginId, state: otpStateOf[purpose] });
      setValues((v) => ({ ...v, otp: '', emailOtp: '' }));
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
      handle(error, loginId);
    }
  }

  /** A churned account: a code to its mobile and one to its email, then both with a password. */
  async function sendChurnOtps(loginId: string) {
    dispatch({ type: 'busy' });
    try {
      const mobile = await api.generateOtp({ loginId, state: 'CHURN' });
      const email = await api.generateOtp({ loginId, state: 'CHURN', churnEmailRequest: true });
      setValues((v) => ({ ...v, otp: '', emailOtp: '' }));
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
      handle(error, loginId);
    }
  }

  /** Every failed call goes through the table of spec 000 §8. */
  function handle(error: unknown, loginId: string, fields?: { secret?: Field; code?: Field }) {
    const failure = failureOf(error);
    if (failure.code === 'ACCOUNT_EXISTS') {
      toast(alreadyRegisteredToast);
      if (compact) dispatch({ type: 'show', view: 'login', userName: fromLoginId(loginId) });
      else dispatch({ type: 'idle' });
      return;
    }
    const outcome = outcomeOf(failure, fields);
    switch (outcome.kind) {
      case 'success':
        return succeed(null);
      case 'info':
        return dispatch({ type: 'info', message: outcome.message });
      case 'field':
        return errors({ [outcome.field]: outcome.message });
      case 'toast':
        dispatch({ type: 'idle' });
        return toast(outcome.toast);
      case 'churned':
        return dispatch({ type: 'churned', userName: fromLoginId(loginId) });
      case 'reactivate':
        dispatch({ type: 'reactivation' });
        return void sendOtp('reactivate', loginId);
      case 'verify-account':
        return void sendOtp('verify-account', loginId);
    }
  }

  /** The username field, checked; null (with the message shown) when it is not valid. */
  function validUsername(): string | null {
    const problem = checkUsername(live.current.state.extra.userName);
    if (problem) {
      errors({ username: problem });
      return null;
    }
    return toLoginId(live.current.state.extra.userName);
  }

  // ---- login view --------------------------------------------------------------------------

  async function login() {
    const username = checkUsername(live.current.state.extra.userName);
    const password = checkPassword(live.current.values.password);
    if (username || password) return errors({ username: username ?? undefined, password: password ?? undefined });
    const loginId = toLoginId(live.current.state.extra.userName);
    dispatch({ type: 'busy' });
    try {
      succeed(await api.authenticate({ loginId, password: live.current.values.password }));
    } catch (error) {
      handle(error, loginId);
    }
  }

  /** Log in with a one-time code instead of the password. */
  function requestLoginOtp() {
    const loginId = validUsername();
    if (loginId) void sendOtp('login-otp', loginId);
  }

  /** Spec 000 §4 Forgot password: status first; unregistered or guest is told so. */
  async function forgotPassword() {
    const loginId = validUsername();
    if (!loginId) return;
    dispatch({ type: 'busy' });
    try {
      const status = await api.status(loginId);
      if (status === 'NOT_FOUND' || status === 'GUEST') {
        dispatch({ type: 'idle' });
        return toast(notRegisteredToast);
      }
      if (status === 'CHURNED') return dispatch({ type: 'churned', userName: fromLoginId(loginId) });
      await sendOtp('forgot-password', loginId);
    } catch (error) {
      handle(error, loginId);
    }
  }

  // ---- signup view -------------------------------------------------------------------------

  /** Spec 000 §4 Signup: status first; a new id gets a code, a known one the registered message. */
  async function signup() {
    const { state: s, values: v } = live.current;
    const loginId = validUsername();
    if (!loginId) return;
    if (s.churned) return void sendChurnOtps(loginId);
    const email = usernameKind(s.extra.userName) === 'email';
    // The compact view takes an email to a short form first: the mobile the account is made with.
    if (compact && email && !s.signupForm) return dispatch({ type: 'signup-form' });
    let target = loginId;
    if (s.signupForm) {
      const problem = checkMobile(v.mobile);
      if (problem) return errors({ mobile: problem });
      target = `${mobilePrefix}${v.mobile}`;
    }
    dispatch({ type: 'busy' });
    try {
      const status = await api.status(target);
      if (status === 'NOT_FOUND' || status === 'GUEST') return void (await sendOtp('signup', target));
      if (status === 'CHURNED') return dispatch({ type: 'churned', userName: fromLoginId(target) });
      toast(alreadyRegisteredToast);
      if (compact) dispatch({ type: 'show', view: 'login', userName: fromLoginId(target) });
      else dispatch({ type: 'idle' });
    } catch (error) {
      handle(error, target);
    }
  }

  // ---- verification view -------------------------------------------------------------------

  /** Types into a code field; a complete code is submitted at once (spec 000 §4 Verification). */
  function typeCode(field: 'otp' | 'emailOtp', raw: string) {
    const value = cleanOtp(raw);
    set(field, value);
    const otp = live.current.state.otp;
    if (!otp || live.current.state.busy) return;
    dispatch({ type: 'errors', errors: {} });
    if (otpMatches(value, otp.otpRegex)) void submitCode(field, value, otp);
  }

  async function submitCode(field: 'otp' | 'emailOtp', code: string, otp: OtpRequest) {
    const fields = { code: field };
    dispatch({ type: 'busy' });
    try {
      switch (otp.purpose) {
        case 'login-otp': {
          const result = await api.verifyOtp({ otp: code, otpRequestId: otp.requestId, loginId: otp.loginId });
          dispatch({ type: 'verified' });
          return succeed(result.account ?? null);
        }
        case 'verify-account':
          succeed(await api.verifyIdentity({ loginId: otp.loginId, otp: code, otpRequestId: otp.requestId }));
          return dispatch({ type: 'verified' });
        case 'reactivate':
          succeed(await api.reactivate({ loginId: otp.loginId, otp: code, otpRequestId: otp.requestId }));
          return dispatch({ type: 'verified' });
        default: {
          // Signup, forgot password, identity update: the code is checked now (a check mark)
          // and used by the call that completes the flow with the password.
          const email = field === 'emailOtp' && otp.email;
          await api.verifyOtp({
            otp: code,
            otpRequestId: email ? email.requestId : otp.requestId,
            loginId: otp.loginId,
            ...(otp.email ? { churnEmailRequest: !!email } : {}),
          });
          const other = otp.email ? (field === 'otp' ? live.current.values.emailOtp : live.current.values.otp) : code;
          if (otpMatches(other, otp.otpRegex)) dispatch({ type: 'verified' });
          return dispatch({ type: 'idle' });
        }
      }
    } catch (error) {
      handle(error, otp.loginId, fields);
    }
  }

  /** The verification view's button: completes signup, the new password or the identity update. */
  async function complete() {
    const { state: s, values: v } = live.current;
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
      return errors({
        otp: problems.otp ?? undefined,
        emailOtp: problems.emailOtp ?? undefined,
        password: password ?? undefined,
      });
    if (!needsPassword) return void submitCode('otp', v.otp, otp);
    dispatch({ type: 'busy' });
    try {
      let account: LoginSuccess;
      if (otp.purpose === 'forgot-password') {
        account = await api.setPassword({
          loginId: otp.loginId,
          otp: v.otp,
          password: v.password,
          otpRequestId: otp.requestId,
        });
      } else if (otp.purpose === 'social-update') {
        account = await api.updateIdentity({
          otp: v.otp,
          password: v.password,
          otpRequestId: otp.requestId,
          oldIdentity: otp.oldIdentity || otp.loginId,
          newIdentity: otp.loginId,
          requestType: 'SOCIAL_UPDATE',
        });
      } else if (otp.email) {
        account = await api.signUp({
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
        account = await api.signUp({
          loginId: otp.loginId,
          password: v.password,
          otp: v.otp,
          otpRequestId: otp.requestId,
          ...(formEmail ? { emailId: formEmail } : {}),
          ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
        });
      }
      dispatch({ type: 'verified' });
      succeed(account);
    } catch (error) {
      handle(error, otp.loginId);
    }
  }

  function resend() {
    const otp = live.current.state.otp;
    if (!otp) return;
    if (otp.email) return void sendChurnOtps(otp.loginId);
    void sendOtp(otp.purpose, otp.loginId, otp.oldIdentity);
  }

  /** Social flow: the mobile the started account is given, then its code (SOCIAL_UPDATE). */
  function sendSocialMobileOtp() {
    const problem = checkMobile(live.current.values.mobile);
    if (problem) return errors({ mobile: problem });
    void sendOtp('social-update', `${mobilePrefix}${live.current.values.mobile}`, social?.identity ?? undefined);
  }

  // ---- social login (spec 000 §4) -----------------------------------------------------------

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
    api.socialLogin({ accessToken: hash.token, mobileLogin: true }).then(
      (answer) => {
        step(socialAnswerStep(answer));
        // The provider's identity, which updateIdentity names as oldIdentity.
        if (!answer.loginId && answer.loggedIn) setSocial({ provider, identity: answer.providerIdentity });
      },
      (error: unknown) => step(socialErrorStep(failureOf(error))),
    );
    // Runs once, when the widget opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    signup,
    typeCode,
    complete,
    resend,
    sendSocialMobileOtp,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
