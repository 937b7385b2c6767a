import { useEffect, useState } from 'react';
import s from './search.module.css';

/** Which of the phone's sheets is open over search and browse results. */
export type Sheet = 'filter' | 'sort' | null;

export const filterSheetId = 'search-filters';
export const sortSheetId = 'search-sort';

/**
 * On a phone the filters and sort options open as sheets from a Sort and a Filter button, instead
 * of the filters below all results. The sort sheet closes once a sort is chosen (the URL changes);
 * the filter sheet stays open while the shopper ticks several values. Escape closes either.
 */
export function usePhoneSheet(search: string): [Sheet, (sheet: Sheet) => void] {
  const [sheet, setSheet] = useState<Sheet>(null);
  useEffect(() => setSheet((open) => (open === 'sort' ? null : open)), [search]);
  useEffect(() => {
    if (!sheet) return;
    document.getElementById(sheet === 'filter' ? filterSheetId : sortSheetId)?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSheet(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheet]);
  return [sheet, setSheet];
}

/** The Sort and Filter buttons; shown on narrow screens only (search.module.css). */
export function PhoneSheetBar({ sheet, onOpen }: { sheet: Sheet; onOpen: (sheet: Sheet) => void }) {
  return (
    <div className={s.sheetBar}>
      <button
        type="button"
        aria-expanded={sheet === 'sort'}
        aria-controls={sortSheetId}
        onClick={() => onOpen(sheet === 'sort' ? null : 'sort')}
      >
        Sort
      </button>
      <button
        type="button"
        aria-expanded={sheet === 'filter'}
        aria-controls={filterSheetId}
        onClick={() => onOpen(sheet === 'filter' ? null : 'filter')}
      >
        Filter
      </button>
    </div>
  );
}
