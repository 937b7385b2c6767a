import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { LoginSuccess } from '../../../contracts/accounts.ts';
import { LoginWidget } from './login-widget.tsx';
import s from './login-modal.module.css';

const focusable =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export interface LoginModalProps {
  initialView?: 'login' | 'signup';
  onClose: () => void;
  /** Runs instead of the reload after a successful login (spec 000 §2 "or runs a callback"). */
  onLogin?: (account: LoginSuccess | null) => void;
}

/**
 * The compact login widget in a modal dialog: labelled by its heading, focus kept inside while it
 * is open and given back to what opened it; it closes on the overlay, Escape or the close button.
 * A successful login reloads the page, so the shopper stays where they were, now logged in.
 */
export function LoginModal({ initialView = 'login', onClose, onLogin }: LoginModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>('input,button:not([aria-label=Close])');
    (first ?? dialog.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !dialog.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !dialog.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const done = (account: LoginSuccess | null) => {
    if (onLogin) return onLogin(account);
    // Without the hash that opened the modal (#show_login_modal, #error…): the reloaded page must
    // not open it again for the shopper who is now logged in.
    if (/access_token|error|show_login_modal/.test(location.hash))
      history.replaceState(history.state, '', location.pathname + location.search);
    location.reload();
  };

  return createPortal(
    <div
      className={s.overlay}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      data-testid="login-overlay"
    >
      <div
        ref={dialog}
        className={s.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={s.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
        <LoginWidget compact initialView={initialView} headingId={headingId} onSuccess={done} />
      </div>
    </div>,
    document.body,
  );
}
