import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import s from './payment.module.css';

/**
 * A labelled input with its message: the message is tied to the input (aria-describedby), marks
 * it invalid, and is announced when it appears (the message element is a live region).
 */
export function Field({
  label,
  error,
  hint,
  after,
  ...input
}: { label: string; error?: string | null; hint?: string; after?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <div className={s.inputRow}>
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {after}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={s.fieldError} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A form-level message: a problem is an alert; a note is polite. */
export function FormMessage({ message, tone = 'error' }: { message?: string | null; tone?: 'error' | 'note' }) {
  if (!message) return null;
  return (
    <p className={tone === 'error' ? s.formError : s.formNote} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
