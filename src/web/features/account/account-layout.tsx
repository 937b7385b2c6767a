import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import {
  accountHello,
  emailPreferencesTitle,
  giftCardsWallet,
  manageAddresses,
  profileInformation,
} from './account-texts.ts';
import s from './account.module.css';

type Section = 'profile' | 'addresses' | 'subscriptions' | 'wallet';

/** The account sidebar: each entry is a full page load (spec 000 §2: links outside the app's own pages). */
const groups: { title: string; links: { href: string; text: string; section?: Section }[] }[] = [
  {
    title: 'Account Settings',
    links: [
      { href: '/account/', text: profileInformation, section: 'profile' },
      { href: '/account/addresses', text: manageAddresses, section: 'addresses' },
    ],
  },
  { title: 'Payments', links: [{ href: '/account/wallet', text: giftCardsWallet, section: 'wallet' }] },
  {
    title: 'My Stuff',
    links: [
      { href: '/account/subscriptions', text: emailPreferencesTitle, section: 'subscriptions' },
      { href: '/account/flipkartfirst', text: 'Bazaar First' },
      { href: '/notifications?otracker=Notifications_view_all', text: 'All Notifications' },
      { href: '/wishlist', text: 'My Wishlist' },
      { href: '/profile', text: 'My Reviews & Ratings' },
    ],
  },
];

/** Account pages: the sidebar of sections and the page's own card (login is required by the route). */
export function AccountLayout({ section, title, children }: { section: Section; title: string; children: ReactNode }) {
  const { queries, visitorId, landingPageUrl } = useApi();
  const user = useQuery(queries.userState(visitorId, landingPageUrl)).data;
  return (
    <div className={s.page}>
      <aside className={s.side}>
        <div className={s.hello}>
          <span className={s.avatar} aria-hidden="true">
            {(user?.firstName ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span>
            <small>{accountHello}</small>
            <b>{user?.firstName ?? ''}</b>
          </span>
        </div>
        <nav className={s.nav} aria-label="My account">
          <a className={s.orders} href="/account/orders">
            My Orders
          </a>
          {groups.map((group) => (
            <section key={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} aria-current={link.section === section ? 'page' : undefined}>
                      {link.text}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </aside>
      <section className={s.content} aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Loading, error (with RETRY) and data states of an account page's query. */
export function QueryState({
  query,
  children,
}: {
  query: { isError: boolean; data: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  if (query.isError && !query.data) {
    return <LoadError className={s.state} buttonClassName={s.secondary} onRetry={() => query.refetch()} />;
  }
  if (!query.data) return <Loading className={s.loading} />;
  return <>{children()}</>;
}
