import { useState, type FormEvent } from 'react';
import type { UserState } from '../../../contracts/user-state.ts';
import { ApiError } from '../../api/client.ts';
import { LoginWidget } from '../../features/login/login-widget.tsx';
import { fill, invalidMobile, invalidOtp, tryAgain } from '../../texts.ts';
import type { CheckoutActions } from './checkout-api.ts';
import { continueAsGuest, continueCheckout, guestCodeSent, guestNote } from './checkout-texts.ts';
import s from './checkout.module.css';

/**
 * Section 1: a logged-in shopper continues; anyone else logs in or signs up by code with the
 * login widget (spec 000 §2), or continues as a guest with a mobile proven by a code.
 */
export function LoginSection({
  user,
  guest,
  actions,
  onLogin,
  onContinue,
}: {
  user: UserState | undefined;
  guest: boolean;
  actions: CheckoutActions;
  onLogin: () => Promise<void>;
  onContinue: () => void;
}) {
  if (user?.isLoggedIn || guest)
    return (
      <div className={s.loggedIn}>
        <p>
          {user?.isLoggedIn ? (
            <>
              Logged in as <b>{user.firstName ?? 'you'}</b>
            </>
          ) : (
            'Checking out as a guest with a verified mobile number'
          )}
        </p>
        <button type="button" className={s.primary} onClick={onContinue}>
          {continueCheckout}
        </button>
      </div>
    );
  return (
    <div className={s.loginArea}>
      <LoginWidget compact onSuccess={() => void onLogin()} />
      <GuestForm actions={actions} />
    </div>
  );
}

/** Continue as a guest: mobile, a SIGNUP code from the outbox or SMS, then the checkout's guest call. */
function GuestForm({ actions }: { actions: CheckoutActions }) {
  const [open, setOpen] = useState(false);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError || (e instanceof Error && e.message) ? (e as Error).message : tryAgain);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!requestId)
      return void run(async () => {
        if (!/^[6-9]\d{9}$/.test(mobile)) throw new Error(invalidMobile);
        setRequestId((await actions.guestCode(mobile)).data.requestId);
      });
    void run(async () => {
      if (!/^\d{6}$/.test(code)) throw new Error(invalidOtp);
      await actions.guest(mobile, code, requestId);
    });
  };

  if (!open)
    return (
      <div className={s.guest}>
        <p>{guestNote}</p>
        <button type="button" className={s.secondary} onClick={() => setOpen(true)}>
          {continueAsGuest}
        </button>
      </div>
    );
  return (
    <form className={s.guest} onSubmit={submit} aria-label={continueAsGuest} noValidate>
      <label htmlFor="guest-mobile">Mobile number</label>
      <input
        id="guest-mobile"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={mobile}
        readOnly={Boolean(requestId)}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
      />
      {requestId && (
        <>
          <label htmlFor="guest-code">{fill(guestCodeSent, { mobile })}</label>
          <input
            id="guest-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={s.primary} disabled={busy}>
        {requestId ? continueCheckout : 'SEND CODE'}
      </button>
    </form>
  );
}
