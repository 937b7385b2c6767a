import { useId, useState, type FormEvent } from 'react';
import type { IdentityOtpResult, Profile } from '../../../contracts/profile.ts';
import { ApiError } from '../../api/client.ts';
import { useApi } from '../../app/api-context.tsx';
import { enterMobile, fill, invalidMobile, invalidNotifyEmail, invalidOtp, tryAgain } from '../../texts.ts';
import { codeSentTo } from './account-texts.ts';
import { accountCalls } from './account-api.ts';
import s from './account.module.css';

const mobilePattern = /^[6-9]\d{9}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/**
 * Changing the email or mobile: a code goes to the new one, and only the right code changes it
 * (the accounts service checks it and that nobody else holds that email or mobile).
 */
export function IdentityChange({
  kind,
  onChanged,
  onCancel,
}: {
  kind: 'email' | 'mobile';
  onChanged: (profile: Profile) => void;
  onCancel: () => void;
}) {
  const { client } = useApi();
  const calls = accountCalls(client);
  const id = useId();
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<IdentityOtpResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newIdentity = kind === 'mobile' ? `+91${value}` : value.trim();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tryAgain);
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'mobile' && !value) return setError(enterMobile);
    if (kind === 'mobile' && !mobilePattern.test(value)) return setError(invalidMobile);
    if (kind === 'email' && !emailPattern.test(value.trim())) return setError(invalidNotifyEmail);
    void run(async () => {
      setSent(await calls.sendIdentityOtp(newIdentity));
      setOtp('');
    });
  };

  const verify = (code: string) => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setError(invalidOtp);
    void run(async () =>
      onChanged(await calls.changeIdentity({ newIdentity, otpRequestId: sent.requestId, otp: code })),
    );
  };

  const typeOtp = (raw: string) => {
    const code = raw.replace(/\D/g, '').slice(0, 6);
    setOtp(code);
    setError(null);
    // Spec 000 §4: the code is submitted as soon as it matches the expected pattern.
    let matches: boolean;
    try {
      matches = !!sent && new RegExp(sent.otpRegex).test(code);
    } catch {
      matches = code.length === 6;
    }
    if (matches && !busy) verify(code);
  };

  const label = kind === 'mobile' ? 'New mobile number' : 'New email address';
  return (
    <div className={s.editing}>
      {!sent ? (
        <form className={s.readonly} onSubmit={send} noValidate>
          <label className={s.field} htmlFor={`${id}-value`}>
            <span>{label}</span>
            <input
              id={`${id}-value`}
              name={kind}
              type={kind === 'mobile' ? 'tel' : 'email'}
              inputMode={kind === 'mobile' ? 'numeric' : 'email'}
              maxLength={kind === 'mobile' ? 10 : 254}
              value={value}
              autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setValue(kind === 'mobile' ? e.target.value.replace(/\D/g, '').slice(0, 10) : e.target.value);
                setError(null);
              }}
            />
          </label>
          <button type="submit" className={s.primary} disabled={busy}>
            Send code
          </button>
          <button type="button" className={s.link} onClick={onCancel}>
            Cancel
          </button>
        </form>
      ) : (
        <form
          className={s.readonly}
          onSubmit={(e) => {
            e.preventDefault();
            verify(otp);
          }}
          noValidate
        >
          <label className={s.field} htmlFor={`${id}-otp`}>
            <span>{fill(codeSentTo, { target: sent.emailMask ?? newIdentity })}</span>
            <input
              id={`${id}-otp`}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => typeOtp(e.target.value)}
            />
          </label>
          <button type="submit" className={s.primary} disabled={busy}>
            Verify
          </button>
          <button type="button" className={s.link} onClick={onCancel}>
            Cancel
          </button>
        </form>
      )}
      {error && (
        <p className={s.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
