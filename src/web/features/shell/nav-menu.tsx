import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/api-context.tsx';
import s from './nav.module.css';

const loadPanel = () => import('./nav-panel.tsx');
const NavPanel = lazy(() => loadPanel().then((m) => ({ default: m.NavPanel })));

/** Spec 000 §9: a submenu opens after the pointer rests on its entry for 150 ms. */
export const hoverDelay = 150;

/**
 * The top navigation menu from `websiteNavigationMenuDS_1.0` (cached 10 min). An entry with tabs
 * opens its submenu on hover after the delay, or at once on keyboard focus; Escape closes it and
 * returns focus to the entry. An entry without tabs (the offer zone) is a direct link. The
 * submenu's code loads when the pointer or focus first reaches the bar.
 */
export function NavMenu(_: { flags?: unknown }) {
  const { queries } = useApi();
  const nav = useQuery(queries.navigation()).data;
  const [open, setOpen] = useState<string | null>(null);
  // Fetched once the page is idle, so the first hover opens after 150 ms, not after a download.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => void loadPanel());
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openLater = (key: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(setOpen, hoverDelay, key);
  };
  const openNow = (key: string | null) => {
    clearTimeout(timer.current);
    setOpen(key);
  };
  return (
    <nav
      className={s.nav}
      aria-label="Categories"
      onPointerEnter={loadPanel}
      onFocus={loadPanel}
      onMouseLeave={() => openLater(null)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        ((e.target as Element).closest(`.${s.entry}`)?.firstChild as HTMLElement | null)?.focus();
        openNow(null);
      }}
    >
      <ul>
        {Object.entries(nav ?? {}).map(([key, entry]) => {
          const menu = entry.tabs.length > 0;
          return (
            <li
              key={key}
              className={s.entry}
              onMouseEnter={() => openLater(menu ? key : null)}
              onFocus={() => open !== key && openNow(menu ? key : null)}
              onBlur={(e) => e.currentTarget.contains(e.relatedTarget) || openNow(null)}
            >
              <a href={entry.url} aria-expanded={menu ? open === key : undefined}>
                {entry.title}
              </a>
              {open === key && (
                <Suspense fallback={null}>
                  <NavPanel entry={entry} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
