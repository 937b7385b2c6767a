/** A toast of spec 000 §3. */
export interface Toast {
  message: string;
  level?: 'INFO' | 'SUCCESS' | 'ERROR';
  /** Small image shown before the message. */
  image?: string;
  button?: { text: string; href?: string; external?: boolean; onClick?: () => void };
  theme?: 'LIGHT';
  /** Shows a close button; without a ttl the toast then stays until dismissed. */
  dismissible?: boolean;
  /** Milliseconds before the toast hides; overrides the 5000 ms default. */
  ttl?: number;
}

/** What the toast area renders: the toast, and whether it is shown or sliding away. */
export interface ToastState {
  toast: Toast | null;
  visible: boolean;
}

/** Spec 000 §9: toasts hide after 5000 ms unless ttl is given or the toast is dismissible. */
export const defaultTtl = 5000;
/** Spec 000 §4: a new toast waits this long while the visible one hides. */
export const swapDelay = 310;

/**
 * The timing of the shared toast area, without React: show, hide, replace. A toast shown while
 * another is visible hides the old one first and appears 310 ms later; the latest wins.
 */
export function createToastStore() {
  let state: ToastState = { toast: null, visible: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ToastState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const later = (ms: number, run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const appear = (toast: Toast) => {
    set({ toast, visible: true });
    if (toast.ttl || !toast.dismissible) later(toast.ttl || defaultTtl, hide);
    else clearTimeout(timer);
  };
  // Keeps the toast rendered while it slides away, then empties the area.
  function hide() {
    if (!state.visible) return;
    set({ ...state, visible: false });
    later(swapDelay, () => set({ toast: null, visible: false }));
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(toast: Toast) {
      if (!state.toast) return appear(toast);
      set({ ...state, visible: false });
      later(swapDelay, () => appear(toast));
    },
    hide,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
