import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  clearSearch,
  searchOrdersButton,
  searchOrdersLabel,
  searchOrdersPlaceholder,
} from '../../features/orders/orders-texts.ts';
import s from './orders.module.css';

/**
 * The search over the shopper's orders by product title (`?q=`): a plain GET form, so it works
 * before the page's script has loaded; once it has, the list is replaced in place.
 */
export function OrdersSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);
  // A new search from elsewhere (Clear search, the back button) shows its own text; typing is kept
  // otherwise, and the box keeps its focus after Enter.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    void navigate(next ? `/account/orders?q=${encodeURIComponent(next)}` : '/account/orders');
  };
  return (
    <form className={s.search} role="search" action="/account/orders" method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {searchOrdersLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        placeholder={searchOrdersPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={s.searchButton}>
        <span className={s.searchIcon} aria-hidden="true" />
        {searchOrdersButton}
      </button>
      {q && (
        <a
          className={s.clear}
          href="/account/orders"
          onClick={(event) => (event.preventDefault(), void navigate('/account/orders'))}
        >
          {clearSearch}
        </a>
      )}
    </form>
  );
}
