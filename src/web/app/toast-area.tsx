import { useContext, useSyncExternalStore } from 'react';
import { ToastContext } from './toasts.tsx';
import type { ToastStore } from './toast-store.ts';
import s from './toasts.module.css';

const empty = { toast: null, visible: false };

/**
 * The toast area: a polite live region always in the page, so screen readers announce what
 * appears in it; an error toast is an alert. Hydrates empty, as the server rendered it.
 */
export function Toasts() {
  const store = useContext(ToastContext) as ToastStore;
  const { toast, visible } = useSyncExternalStore(store.subscribe, store.getState, () => empty);
  const button = toast?.button;
  return (
    <div className={s.area} role="status" aria-live="polite">
      {toast && (
        <div
          className={s.toast}
          data-level={toast.level}
          data-theme={toast.theme}
          data-visible={visible}
          role={toast.level === 'ERROR' ? 'alert' : undefined}
        >
          {toast.image && <img src={toast.image} alt="" width={32} height={32} />}
          <p>{toast.message}</p>
          {button &&
            (button.href ? (
              <a
                href={button.href}
                onClick={button.onClick}
                {...(button.external && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {button.text}
              </a>
            ) : (
              <button type="button" onClick={button.onClick}>
                {button.text}
              </button>
            ))}
          {toast.dismissible && (
            <button type="button" aria-label="Dismiss" onClick={store.hide}>
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}
