import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchLabel } from '../../texts.ts';
import { useCobrand } from './cobrand.ts';
import s from './header.module.css';

/**
 * The header search (spec 000 §2): a GET form to /search?q=, so it works before the script
 * arrives; with the script it navigates inside the app. An empty search does nothing (§4).
 * The suggestion dropdown of the search issue renders inside this form, below the input.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const cobrand = useCobrand();
  const [params] = useSearchParams();
  const current = useLocation().pathname === '/search' ? (params.get('q') ?? '') : '';
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
      <input id="q" name="q" type="search" key={current} defaultValue={current} placeholder={searchLabel} autoComplete="off" enterKeyHint="search" />
      <button aria-label="Search" />
    </form>
  );
}
