import { useEffect, type RefObject } from 'react';

/** Closes an open popover on Escape (focus returns to its button) or on a press outside it. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus goes back to the toggle rather than being lost with the popup.
      if (ref.current?.contains(document.activeElement)) ref.current.querySelector('button')?.focus();
      close();
    };
    const onPress = (e: Event) => ref.current?.contains(e.target as Node) || close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
}
