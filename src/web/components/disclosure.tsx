import { Suspense, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss.ts';
import s from './disclosure.module.css';

interface DisclosureProps {
  /** What the toggle button shows. */
  button: ReactNode;
  /** The button's accessible name when its content is not enough. */
  label?: string;
  /** Shown before the button, inside the same hover area (e.g. the login link). */
  before?: ReactNode;
  /** Also open while a mouse hovers the area (menus); popups open on click only. */
  hover?: boolean;
  /** Called when the pointer or focus comes near: a chance to load the popup's code early. */
  onIntent?: () => void;
  className?: string;
  /** The popup, often a React.lazy component, rendered only while open. */
  children: ReactNode;
}

/** A button that opens a popup below it; Escape or a press outside closes it. */
export function Disclosure({ button, label, before, hover, onIntent, className, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const mouse = (value: boolean) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    onIntent?.();
    if (hover) setOpen(value);
  };
  return (
    <div
      ref={ref}
      className={className ? `${s.disclosure} ${className}` : s.disclosure}
      onPointerEnter={mouse(true)}
      onPointerLeave={mouse(false)}
      onFocus={onIntent}
    >
      {before}
      <button type="button" aria-expanded={open} aria-label={label} onClick={() => setOpen(!open)}>
        {button}
      </button>
      {open && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
