import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { backToTop } from '../../texts.ts';
import s from './scroll.module.css';

/** Spec 000 §9: back-to-top threshold, target offset and animation; scroll handler throttle. */
export const topThreshold = 1300;
const topOffset = 40;
const animationMs = 300;
const throttleMs = 150;
const storageKey = 'scroll:';

/** Scrolls to `y` with an ease-in-out curve over 0.3 s. */
function easeTo(y: number) {
  const from = scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / animationMs);
    scrollTo(0, from + (y - from) * (t < 0.5 ? 2 * t * t : 1 - (2 - 2 * t) ** 2 / 2));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Restores `y` once the page is tall enough (screens may still be loading), for at most a second. */
function restore(y: number, tries = 60) {
  scrollTo(0, y);
  if (Math.abs(scrollY - y) > 1 && tries) requestAnimationFrame(() => restore(y, tries - 1));
}

/**
 * Scroll position per history entry: a new navigation starts at the top; back and forward (POP)
 * return to where the shopper was, remembered in session storage under the location's key. Also
 * the back-to-top control of routes flagged showTop, shown past 1300 px.
 */
export function ScrollManager({ showTop }: { showTop?: boolean }) {
  const { key } = useLocation();
  const type = useNavigationType();
  const [past, setPast] = useState(false);
  const first = useRef(true);

  // Layout effects: the old entry's position is stored before the next screen's layout can clamp it.
  useLayoutEffect(() => {
    let y = scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      setPast(y > topThreshold);
      try {
        sessionStorage.setItem(storageKey + key, String(y));
      } catch {
        // Storage full or refused (private browsing): the position is simply not remembered.
      }
    };
    const onScroll = () => {
      y = scrollY;
      timer ??= setTimeout(save, throttleMs);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      // The last position before leaving, not the one the next screen is clamped to.
      if (timer) {
        clearTimeout(timer);
        save();
      }
    };
  }, [key]);

  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    // A first page load (key 'default') keeps the browser's own restoration.
    if (key === 'default') return;
    if (!initial) history.scrollRestoration = 'manual';
    if (type !== 'POP') scrollTo(0, 0);
    else restore(Number(sessionStorage.getItem(storageKey + key)) || 0);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return showTop && past ? (
    <button type="button" className={s.top} onClick={() => easeTo(topOffset)}>
      {backToTop}
    </button>
  ) : null;
}
