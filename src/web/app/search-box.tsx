import { useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchLabel } from '../texts.ts';
import { useCobrand } from '../features/shell/cobrand.ts';
import s from '../features/shell/header.module.css';

type Dropdown = ComponentType<{ input: HTMLInputElement; startOpen: boolean }>;

/**
 * The header search (spec 000 §2): a GET form to /search?q=, so it works before the script
 * arrives; with the script it navigates inside the app. An empty search does nothing (§4).
 * The suggestion dropdown is its own chunk, fetched on the first focus or keystroke.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const cobrand = useCobrand();
  const [params] = useSearchParams();
  // State, not a ref: the input is replaced when the query changes, and the dropdown must follow it.
  // Kept only once the dropdown's code is here: a state update from a ref while the page hydrates
  // makes React run every effect of the page, and render again, inside the hydration's long task.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [Suggestions, setSuggestions] = useState<Dropdown | null>(null);
  const current = useLocation().pathname === '/search' ? (params.get('q') ?? '') : '';
  // The query the dropdown arrived on: it opens at once for the text typed while it loaded, but a
  // dropdown made anew by a search (the input is replaced) starts closed over the results.
  const [loadedOn, setLoadedOn] = useState<string | null>(null);
  const load = () => {
    if (Suggestions) return;
    void import('../features/search/suggestions.tsx').then((m) => {
      setLoadedOn(current);
      setSuggestions(() => m.Suggestions);
    });
  };
  return (
    <form
      className={s.search}
      action="/search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q')).trim();
        if (!q) return;
        if (cobrand) new Image().src = `${cobrand.searchPixelUrl}&q=${encodeURIComponent(q)}`;
        navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor="q" className="visually-hidden">
        {searchLabel}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        ref={Suggestions && setInput}
        key={current}
        defaultValue={current}
        placeholder={searchLabel}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={load}
        onInput={load}
      />
      <button aria-label="Search" />
      {Suggestions && input && (
        <Suggestions key={`suggestions:${current}`} input={input} startOpen={loadedOn === current} />
      )}
    </form>
  );
}
