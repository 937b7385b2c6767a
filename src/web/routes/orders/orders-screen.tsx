import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { OrdersList } from '../../../contracts/orders.ts';
import { useApi } from '../../app/api-context.tsx';
import { Empty, Loading, LoadError } from '../../components/screen-states.tsx';
import { loadsOnScroll, orderListState } from '../../features/orders/order-list-paging.ts';
import { ordersListQuery, searchOf } from '../../features/orders/orders-api.ts';
import {
  loadingMoreOrders,
  loadingOrders,
  myOrdersTitle,
  ordersListTitle,
  noMatches,
  noMatchesHint,
  noMoreOrders,
  noOrdersText,
  noOrdersTitle,
  oneOrderFound,
  ordersFound,
  showMore,
  shownOrders,
  startShopping,
} from '../../features/orders/orders-texts.ts';
import { fill, retry, somethingWrong } from '../../texts.ts';
import { OrderCard } from './order-card.tsx';
import { OrdersSearch } from './orders-search.tsx';
import s from './orders.module.css';

/**
 * My orders (spec 001 §2, §4, §9): the shopper's orders, newest first, 10 a page. Page 1 comes
 * with the page (and replaces the list on a new search); pages 2 to 5 append as the end of the
 * list scrolls into view; after them each page waits for Show more. The list's state (SHOW_MORE,
 * NO_MORE, LOADING) is read out in a status line.
 */
export function OrdersScreen() {
  const { client } = useApi();
  const q = searchOf(useLocation().search);
  const list = useInfiniteQuery(ordersListQuery(client, q));
  const pages = list.data?.pages ?? [];
  const first = pages[0];

  let body;
  if (list.isError && !first) body = <LoadError className={s.state} onRetry={() => void list.refetch()} />;
  else if (!first) body = <Loading className={s.loading} label={loadingOrders} />;
  else if (first.total === 0 && !q) body = <NoOrders />;
  else if (first.total === 0)
    body = (
      <Empty className={s.state}>
        <b>{fill(noMatches, { q })}</b>
        <span>{noMatchesHint}</span>
      </Empty>
    );
  else body = <OrderPages pages={pages} q={q} />;
  // A search is made in place and the focus stays in its box: its outcome is read out from a
  // status that is always in the page (one added with its text would not be announced).
  const outcome =
    !q || !first
      ? ''
      : first.total === 0
        ? fill(noMatches, { q })
        : fill(first.total === 1 ? oneOrderFound : ordersFound, { total: first.total, q });

  return (
    <div className={s.page} data-screen-ready>
      <div className={s.head}>
        <h1 className={s.title}>{myOrdersTitle}</h1>
        <OrdersSearch q={q} />
      </div>
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
      {body}
    </div>
  );
}

function NoOrders() {
  return (
    <div className={s.state} data-orders="empty">
      <span className={s.emptyArt} aria-hidden="true" />
      <h2>{noOrdersTitle}</h2>
      <p>{noOrdersText}</p>
      <a className={s.primary} href="/">
        {startShopping}
      </a>
    </div>
  );
}

function OrderPages({ pages, q }: { pages: OrdersList[]; q: string }) {
  const { client } = useApi();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = useInfiniteQuery(
    ordersListQuery(client, q),
  );
  const total = pages[0]?.total ?? 0;
  const orders = pages.flatMap((p) => p.orders);
  const state = orderListState({ fetching: isFetchingNextPage, hasMore: hasNextPage });
  const byScroll = hasNextPage && loadsOnScroll(pages.length) && !isFetchNextPageError;
  const end = useRef<HTMLDivElement>(null);

  // The end of the list coming into view (or near it) loads the next page, while pages load on
  // scroll; a new observer after each page, so a list still short of the screen keeps loading.
  useEffect(() => {
    const target = end.current;
    if (!target || !byScroll || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void fetchNextPage();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [byScroll, isFetchingNextPage, pages.length, fetchNextPage]);

  const status =
    state === 'LOADING'
      ? loadingMoreOrders
      : state === 'SHOW_MORE'
        ? fill(shownOrders, { shown: orders.length, total })
        : pages.length > 1
          ? noMoreOrders
          : '';
  return (
    <section aria-labelledby="orders-list-title">
      <h2 id="orders-list-title" className="visually-hidden">
        {ordersListTitle}
      </h2>
      {q && (
        <p className={s.found} aria-hidden="true">
          {fill(total === 1 ? oneOrderFound : ordersFound, { total, q })}
        </p>
      )}
      <ol className={s.orders} data-pages={pages.length}>
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </ol>
      <div ref={end} className={s.listEnd} data-list-state={state}>
        {state === 'LOADING' && <span className={s.spinner} aria-hidden="true" />}
        <p className={s.listStatus} role="status">
          {status}
        </p>
        {isFetchNextPageError ? (
          <div role="alert" className={s.moreError}>
            <p>{somethingWrong}</p>
            <button type="button" className={s.secondary} onClick={() => void fetchNextPage()}>
              {retry}
            </button>
          </div>
        ) : (
          state === 'SHOW_MORE' &&
          !byScroll && (
            <button type="button" className={s.secondary} onClick={() => void fetchNextPage()}>
              {showMore}
            </button>
          )
        )}
      </div>
    </section>
  );
}
