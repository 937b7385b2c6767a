import type { ReactNode } from 'react';
import { retry, somethingWrong } from '../texts.ts';
import s from './screen-states.module.css';

/*
 * The loading, error and empty states every screen shows around its data, in one place. Each
 * takes the screen's own class: a loading block keeps the shape of what it stands for, so nothing
 * moves when the data arrives (CLS), and the error card sits where the content would.
 */

/** The screen-sized card of an error, a refusal or an empty result, for screens without a card of their own. */
export const stateCard = s.state;

/** A busy block while a screen's data loads; `label` names it for assistive technology. */
export function Loading({ className, label }: { className?: string; label?: string }) {
  return <div className={className} aria-busy="true" aria-label={label} />;
}

/** 'Something's not right!' with RETRY, announced as an alert. */
export function LoadError({
  className,
  buttonClassName,
  onRetry,
}: {
  className?: string;
  buttonClassName?: string;
  onRetry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p>{somethingWrong}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** What a screen says when its data has nothing to show. */
export function Empty({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={className}>{children}</p>;
}
