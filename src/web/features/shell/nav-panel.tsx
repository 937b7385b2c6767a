import { useState } from 'react';
import type { NavEntry } from '../../../contracts/navigation.ts';
import s from './nav.module.css';

/** A submenu: its tabs down the side (hover or focus switches), the chosen tab's columns beside. */
export function NavPanel({ entry }: { entry: NavEntry }) {
  const [chosen, choose] = useState(0);
  const tab = entry.tabs[chosen];
  return (
    <div className={s.panel}>
      {entry.tabs.length > 1 && (
        <ul className={s.tabs}>
          {entry.tabs.map((t, i) => (
            <li
              key={t.title}
              onMouseEnter={() => choose(i)}
              onFocus={() => choose(i)}
              aria-current={i === chosen || undefined}
            >
              <a href={t.url ?? entry.url}>{t.title}</a>
            </li>
          ))}
        </ul>
      )}
      {tab?.columns.map((column, i) => (
        <ul key={i} className={s.column}>
          {column.map((item) => (
            <li key={item.title + item.url} data-type={item.type}>
              <a href={item.url}>{item.title}</a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
