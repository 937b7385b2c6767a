import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { searchQueries } from './queries.ts';
import s from './suggestions.module.css';

/** Spec 000 §9: fetch 250 ms after typing stops (a single character at once); hide 300 ms after blur. */
const debounceMs = 250;
const hideAfterBlurMs = 300;
export const listboxId = 'search-suggestions';

interface Row {
  text: string;
  url: string;
  /** The store a store-scoped row searches in: "in Mobiles". */
  store?: string;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** A row's identity across lists: a highlight follows its row when the list is refreshed. */
const rowKey = (row: Row) => `${row.text}|${row.store ?? ''}`;

function suggestionUrl(term: string, position: number, sid?: string) {
  const params = new URLSearchParams({ q: term });
  if (sid) params.set('sid', sid);
  params.set('as', 'on');
  params.set('as-show', 'on');
  params.set('otracker', 'AS_Query_OrganicAutoSuggest');
  params.set('as-pos', String(position));
  return `/search?${params}`;
}

/**
 * The header's suggestion dropdown (spec 000 §4 Search suggestions), loaded on the first focus
 * or keystroke. It follows the ARIA combobox pattern on the header's input: arrow keys move the
 * highlight, Enter goes to the highlighted suggestion (or searches the typed text), Escape closes.
 */
export function Suggestions({ input, startOpen }: { input: HTMLInputElement; startOpen: boolean }) {
  const { client, queryClient } = useApi();
  const navigate = useNavigate();
  const [text, setText] = useState(() => input.value);
  const [asked, setAsked] = useState(() => normalise(input.value));
  const [open, setOpen] = useState(() => startOpen && document.activeElement === input && input.value.trim() !== '');
  const [highlightKey, setHighlightKey] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A query already cached shows at once; otherwise a single character fetches at once, longer text after the pause.
  useEffect(() => {
    const q = normalise(text);
    if (!q || queryClient.getQueryData(searchQueries.suggestions(client, q).queryKey) || q.length === 1) {
      setAsked(q);
      return;
    }
    const timer = setTimeout(() => setAsked(q), debounceMs);
    return () => clearTimeout(timer);
  }, [text, client, queryClient]);

  // While the answer for the newer text is on its way, the older answer stays (placeholder data):
  // the list must not blink out under a shopper's arrow key as the newer call starts.
  const result = useQuery({
    ...searchQueries.suggestions(client, asked),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });
  const typed = normalise(text);
  // The answer for the typed text shows whole; an older one (for 's' while 'sams' is asked) shows
  // only what still fits the typed text: 'sams' never lists the suggestions of 's'.
  const answered = asked === typed && !result.isPlaceholderData;
  const words =
    asked && typed !== ''
      ? (result.data?.wordSuggestionList ?? []).filter((w) => answered || normalise(w).startsWith(typed))
      : [];
  const rows: Row[] = [];
  words.forEach((term, i) => {
    rows.push({ text: term, url: suggestionUrl(term, i + 1) });
    const store = i === 0 ? result.data?.storeData[term]?.[0] : undefined;
    if (store) rows.push({ text: term, store: store.title, url: suggestionUrl(term, i + 1, store.store) });
  });
  const shown = open && rows.length > 0;
  // A refreshed list keeps the highlighted row if it is still there; otherwise nothing is highlighted,
  // so Enter never opens a row the shopper did not pick.
  const highlight = highlightKey === null ? -1 : rows.findIndex((row) => rowKey(row) === highlightKey);
  const location = useLocation();
  // A search or any other navigation closes the list (the results must not sit under it).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setOpen(false);
    setHighlightKey(null);
  }, [location.key]);

  // The input is the header's; its combobox state is kept here.
  const latest = useRef({ rows, highlight, shown, text });
  latest.current = { rows, highlight, shown, text };
  useEffect(() => {
    // The input becomes a combobox once its list exists (ARIA combobox pattern).
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    const onInput = () => {
      setText(input.value);
      setHighlightKey(null);
      setOpen(true);
    };
    const close = () => {
      setOpen(false);
      setHighlightKey(null);
    };
    // The input shows the highlighted suggestion (ARIA combobox with list autocomplete) and the
    // typed text again when the highlight goes back to it.
    const highlightAt = (index: number) => {
      const row = latest.current.rows[index];
      setHighlightKey(row ? rowKey(row) : null);
      input.value = row ? row.text : latest.current.text;
    };
    // A press anywhere outside the search form closes the list at once.
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !input.form?.contains(e.target)) close();
    };
    const onFocus = () => {
      clearTimeout(hideTimer.current);
      setOpen(true);
    };
    const onBlur = () => {
      hideTimer.current = setTimeout(() => setOpen(false), hideAfterBlurMs);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const { rows: current, highlight: at, shown: visible } = latest.current;
      if (e.key === 'Escape') {
        // The first Escape closes the list and gives back the typed text; only a second one lets
        // the search field clear itself (its native Escape).
        if (visible) e.preventDefault();
        if (at >= 0) input.value = latest.current.text;
        close();
        return;
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!current.length) return;
        e.preventDefault();
        setOpen(true);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        // Positions run -1 (the typed text) to the last row, and wrap around.
        const from = visible ? at : -1;
        highlightAt(
          step > 0 ? (from + 1 >= current.length ? -1 : from + 1) : from - 1 < -1 ? current.length - 1 : from - 1,
        );
        return;
      }
      if (e.key === 'Enter' && visible && at >= 0 && at < current.length) {
        e.preventDefault();
        const row = current[at];
        if (!row) return;
        close();
        input.value = row.text;
        navigate(row.url);
        return;
      }
      // Enter on the typed text submits the search form: the list closes with it.
      if (e.key === 'Enter') close();
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
      clearTimeout(hideTimer.current);
    };
  }, [input, navigate]);

  const active = shown && highlight >= 0 && highlight < rows.length ? `${listboxId}-${highlight}` : '';
  useEffect(() => {
    input.setAttribute('aria-expanded', String(shown));
    if (active) input.setAttribute('aria-activedescendant', active);
    else input.removeAttribute('aria-activedescendant');
  }, [input, shown, active]);

  return (
    <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={s.list} hidden={!shown}>
      {rows.map((row, i) => (
        <li
          key={rowKey(row)}
          id={`${listboxId}-${i}`}
          role="option"
          aria-selected={i === highlight}
          className={i === highlight ? s.active : undefined}
          // Keeps the input focused, so its blur does not hide the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setOpen(false);
            input.value = row.text;
            navigate(row.url);
          }}
        >
          <a href={row.url} tabIndex={-1} onClick={(e) => e.preventDefault()}>
            {row.text}
            {row.store && <span className={s.store}> in {row.store}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
