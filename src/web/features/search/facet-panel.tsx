import { memo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Facet } from '../../../contracts/search.ts';
import { filterSheetId } from './phone-sheet.tsx';
import { clearFilters, toggleFilter, withParams } from './search-view.ts';
import s from './search.module.css';

/** Values shown before "more": long brand lists stay short. */
const shownValues = 8;

/**
 * Left panel: each facet's values as checkboxes with counts, a price range, and clear all. On a
 * phone it is a sheet (a modal dialog) opened by the Filter button; `onClose` is its Done button.
 * Memoized, like the result grid: its props change only with the results and the sheet.
 */
export const FacetPanel = memo(function FacetPanel({
  facets,
  estimated = false,
  url,
  filtered,
  onClose,
}: {
  facets: Facet[];
  /** The counts are estimates from a sample of many matches (docs/decisions/0058). */
  estimated?: boolean;
  url: URL;
  filtered: boolean;
  onClose?: () => void;
}) {
  const navigate = useNavigate();
  const sheet = onClose ? { role: 'dialog', 'aria-modal': true } : {};
  return (
    <aside className={s.facets} aria-label="Filters" id={filterSheetId} tabIndex={-1} {...sheet}>
      <div className={s.facetsHead}>
        <h2>Filters</h2>
        {filtered && (
          <Link to={clearFilters(url)} className={s.clear}>
            CLEAR ALL
          </Link>
        )}
        {onClose && (
          <button type="button" className={s.done} onClick={onClose}>
            Done
          </button>
        )}
      </div>
      {facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <FacetGroup
            key={facet.name}
            facet={facet}
            estimated={estimated}
            onToggle={(value) => navigate(toggleFilter(url, facet.name, value))}
          >
            {facet.name === 'price' && <PriceRange url={url} />}
          </FacetGroup>
        ),
      )}
    </aside>
  );
});

function FacetGroup({
  facet,
  estimated,
  onToggle,
  children,
}: {
  facet: Facet;
  estimated: boolean;
  onToggle: (value: string) => void;
  children?: React.ReactNode;
}) {
  const [all, setAll] = useState(false);
  const values = all ? facet.values : facet.values.slice(0, shownValues);
  return (
    <fieldset className={s.facet}>
      <legend>{facet.title}</legend>
      {children}
      {values.map((v) => (
        <label key={v.value} className={v.count === 0 && !v.selected && !estimated ? s.empty : undefined}>
          <input
            type="checkbox"
            name={facet.name}
            value={v.value}
            checked={v.selected}
            onChange={() => onToggle(v.value)}
          />
          <span>{v.title}</span>
          <ValueCount count={v.count} estimated={estimated} />
        </label>
      ))}
      {facet.values.length > shownValues && (
        <button type="button" className={s.more} onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show less' : `${facet.values.length - shownValues} MORE`}
        </button>
      )}
    </fieldset>
  );
}

/**
 * A value's count: exact, or an estimate shown as '~1,200'. An estimate of none is not shown: a
 * sample can miss a value that a few products hold, so it is not greyed out as empty either.
 */
function ValueCount({ count, estimated }: { count: number; estimated: boolean }) {
  if (!estimated) return <small>({count.toLocaleString('en-IN')})</small>;
  if (count === 0) return null;
  return (
    <small>
      (<span aria-hidden="true">~</span>
      <span className="visually-hidden">about </span>
      {count.toLocaleString('en-IN')})
    </small>
  );
}

/** A minimum and maximum in rupees: `price=min-max`. */
function PriceRange({ url }: { url: URL }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const min = String(data.get('min') ?? '').trim();
    const max = String(data.get('max') ?? '').trim();
    if (
      (min && !/^\d{1,7}$/.test(min)) ||
      (max && !/^\d{1,7}$/.test(max)) ||
      (!min && !max) ||
      (min && max && Number(min) > Number(max))
    ) {
      setError('Enter a valid price range');
      return;
    }
    setError('');
    navigate(withParams(url, { price: `${min || '*'}-${max || '*'}` }));
  };
  return (
    <form className={s.range} onSubmit={submit}>
      <label>
        <span className="visually-hidden">Minimum price in rupees</span>
        <input name="min" inputMode="numeric" placeholder="Min ₹" maxLength={7} />
      </label>
      <span aria-hidden="true">to</span>
      <label>
        <span className="visually-hidden">Maximum price in rupees</span>
        <input name="max" inputMode="numeric" placeholder="Max ₹" maxLength={7} />
      </label>
      <button>GO</button>
      {error && (
        <p role="alert" className={s.error}>
          {error}
        </p>
      )}
    </form>
  );
}
