import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { LoginSuccess } from '../../../contracts/accounts.ts';
import { storeName } from '../../texts.ts';
import {
  churnedNote,
  contactUs,
  loginDesc,
  loginTitle,
  reactivateNote,
  signupDesc,
  signupTitle,
} from '../../screen-texts.ts';
import { cleanMobile, fromLoginId, mobileMaxLength, otpLength } from './validation.ts';
import { useLoginFlow, type LoginFlow } from './use-login-flow.ts';
import s from './login-widget.module.css';

export interface LoginWidgetProps {
  /** The modal's compact view (spec 000 §2); the full page otherwise. */
  compact?: boolean;
  initialView?: 'login' | 'signup';
  /** Title and description of the login page's ?title= and ?desc= (login-required routes). */
  title?: string;
  desc?: string;
  /** Id of the heading, for the modal's aria-labelledby. */
  headingId?: string;
  onSuccess: (account: LoginSuccess | null) => void;
}

/**
 * The login and signup widget of spec 000 §2: views login, signup, verification, login-load and
 * info, as a full page or the compact modal.
 */
export function LoginWidget({
  compact = false,
  initialView = 'login',
  title,
  desc,
  headingId,
  onSuccess,
}: LoginWidgetProps) {
  const flow = useLoginFlow({ compact, initialView, onSuccess });
  const { view } = flow.state;
  const purpose = flow.state.otp?.purpose;
  const signingUp =
    view === 'signup' ||
    (view === 'verification' && (flow.state.socialMobile || purpose === 'signup' || purpose === 'social-update'));
  const heading = signingUp ? signupTitle : view === 'login' && title ? title : loginTitle;
  const text = signingUp ? signupDesc : view === 'login' && desc ? desc : loginDesc;
  // The page's own heading on the full page; a dialog's heading in the modal.
  const Heading = compact ? 'h2' : 'h1';
  return (
    <div className={s.widget} data-compact={compact || undefined} data-view={view}>
      <div className={s.aside}>
        <Heading id={headingId}>{heading}</Heading>
        <p>{text}</p>
      </div>
      <div className={s.body} aria-busy={flow.state.busy || view === 'login-load'}>
        {view === 'login' && <LoginView flow={flow} />}
        {view === 'signup' && <SignupView flow={flow} />}
        {view === 'verification' && <VerificationView flow={flow} />}
        {view === 'login-load' && (
          <p className={s.loading} role="status">
            Logging you in with {flow.social?.provider === 'facebook' ? 'Facebook' : 'Google'}…
          </p>
        )}
        {view === 'info' && <InfoView flow={flow} />}
      </div>
    </div>
  );
}

const submit = (run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  run();
};

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string;
  onValue: (value: string) => void;
  after?: ReactNode;
  done?: boolean;
}

/** A labelled input with its message under it, announced and tied to it for screen readers. */
function Field({ label, error, onValue, after, done, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={s.field} data-invalid={!!error || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className={s.control}>
        <input
          id={id}
          {...input}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onValue(e.target.value)}
        />
        {done && (
          <span className={s.check} role="img" aria-label="Verified">
            ✓
          </span>
        )}
        {after}
      </div>
      {error && (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The mobile number of the signup form and of the social identity update: digits only, 10 at most. */
function MobileField({ flow }: { flow: LoginFlow }) {
  return (
    <Field
      label="Enter Mobile number"
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={flow.values.mobile}
      onValue={(v) => flow.set('mobile', cleanMobile(v))}
      error={flow.state.errors.mobile}
      maxLength={mobileMaxLength}
    />
  );
}

function LoginView({ flow }: { flow: LoginFlow }) {
  const { state, values } = flow;
  return (
    <form className={s.form} onSubmit={submit(flow.login)} noValidate>
      <Field
        label="Enter Email/Mobile number"
        name="username"
        autoComplete="username"
        value={state.extra.userName}
        onValue={flow.setUsername}
        error={state.errors.username}
        maxLength={254}
      />
      <Field
        label="Enter Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValue={(v) => flow.set('password', v)}
        error={state.errors.password}
        maxLength={128}
        after={
          <button type="button" className={s.link} onClick={flow.forgotPassword} disabled={state.busy}>
            Forgot?
          </button>
        }
      />
      <button type="submit" className={s.primary} disabled={state.busy}>
        Login
      </button>
      <p className={s.or}>OR</p>
      <button type="button" className={s.secondary} onClick={flow.requestLoginOtp} disabled={state.busy}>
        Request OTP
      </button>
      <button type="button" className={s.switch} onClick={() => flow.show('signup')}>
        New to {storeName}? Create an account
      </button>
    </form>
  );
}

function SignupView({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  return (
    <form className={s.form} onSubmit={submit(flow.signup)} noValidate>
      {state.churned && <p className={s.note}>{churnedNote}</p>}
      <Field
        label={state.signupForm ? 'Email ID' : 'Enter Mobile number/Email'}
        name="username"
        autoComplete={state.signupForm ? 'email' : 'username'}
        value={state.extra.userName}
        onValue={flow.setUsername}
        error={state.errors.username}
        maxLength={254}
        readOnly={state.churned}
      />
      {state.signupForm && <MobileField flow={flow} />}
      <button type="submit" className={s.primary} disabled={state.busy}>
        Continue
      </button>
      <button type="button" className={s.switch} onClick={() => flow.show('login')}>
        Existing User? Log in
      </button>
    </form>
  );
}

function VerificationView({ flow }: { flow: LoginFlow }) {
  const { state, values } = flow;
  if (state.socialMobile) {
    return (
      <form className={s.form} onSubmit={submit(flow.sendSocialMobileOtp)} noValidate>
        <p className={s.note}>
          Add your mobile number to finish signing up with your{' '}
          {flow.social?.provider === 'facebook' ? 'Facebook' : 'Google'} account.
        </p>
        <MobileField flow={flow} />
        <button type="submit" className={s.primary} disabled={state.busy}>
          Send OTP
        </button>
      </form>
    );
  }
  const otp = state.otp;
  if (!otp) return null;
  const withPassword = otp.purpose === 'signup' || otp.purpose === 'forgot-password' || otp.purpose === 'social-update';
  const target = otp.emailMask ?? fromLoginId(otp.loginId);
  const action =
    otp.purpose === 'forgot-password'
      ? 'Set password and login'
      : otp.purpose === 'signup' || otp.purpose === 'social-update'
        ? 'Signup'
        : 'Verify';
  const code = {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: otpLength,
    pattern: '[0-9]*',
  } as const;
  return (
    <form className={s.form} onSubmit={submit(flow.complete)} noValidate>
      {state.reactivation && otp.purpose === 'reactivate' && <p className={s.note}>{reactivateNote}</p>}
      <p className={s.note}>
        {otp.email
          ? `Enter the codes sent to ${fromLoginId(otp.loginId)} and ${otp.email.emailMask ?? 'your email'}`
          : `Enter the code sent to ${target}`}{' '}
        <button
          type="button"
          className={s.link}
          onClick={() => flow.show(otp.purpose === 'signup' ? 'signup' : 'login')}
        >
          Change
        </button>
      </p>
      <Field
        label={otp.email ? 'Enter Mobile OTP' : 'Enter OTP'}
        name="otp"
        {...code}
        value={values.otp}
        onValue={(v) => flow.typeCode('otp', v)}
        error={state.errors.otp}
        done={state.verified}
      />
      {otp.email && (
        <Field
          label="Enter Email OTP"
          name="emailOtp"
          {...code}
          value={values.emailOtp}
          onValue={(v) => flow.typeCode('emailOtp', v)}
          error={state.errors.emailOtp}
          done={state.verified}
        />
      )}
      {otp.purpose === 'signup' && (
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onValue={(v) => flow.set('firstName', v)}
          maxLength={60}
        />
      )}
      {withPassword && (
        <Field
          label={otp.purpose === 'forgot-password' ? 'Enter new Password' : 'Set Password'}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={(v) => flow.set('password', v)}
          error={state.errors.password}
          maxLength={128}
        />
      )}
      <button type="submit" className={s.primary} disabled={state.busy}>
        {action}
      </button>
      <button type="button" className={s.switch} onClick={flow.resend} disabled={state.busy}>
        Resend code
      </button>
    </form>
  );
}

function InfoView({ flow }: { flow: LoginFlow }) {
  return (
    <div className={s.form}>
      <p className={s.info} role="alert">
        {flow.state.info}
      </p>
      <p>
        Need help? <a href="/helpcentre">{contactUs}</a>
      </p>
      <button type="button" className={s.switch} onClick={() => flow.show('login')}>
        Back to login
      </button>
    </div>
  );
}
