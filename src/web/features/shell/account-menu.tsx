import * as accountCalls from '../../../contracts/account-calls.ts';
import type { MouseEvent } from 'react';
import { callEndpoint } from '../../api/call.ts';
import { useApi } from '../../app/api-context.tsx';
import { clearShopperStorage } from '../../app/session-change.ts';
import { tryAgain } from '../../texts.ts';
import { useToast } from '../../app/toasts.tsx';
import s from './popup.module.css';

/** Account links of spec 000 §2 "Header and account links"; each is a full page load. */
const accountLinks = [
  ['/account/?rd=0&link=home_account', 'My Profile'],
  ['/account/orders', 'Orders'],
  ['/wishlist', 'Wishlist'],
  ['/profile', 'My Reviews & Ratings'],
  ['/account/wallet', 'Gift Cards Wallet'],
  ['/account/subscriptions', 'Email Preferences'],
  ['/account/flipkartfirst', 'Bazaar First'],
  ['/buy-gift-voucher', 'Gift Cards'],
  ['/helpcentre', 'Contact Us'],
  ['/mobile-apps', 'Download App'],
];

/** The account dropdown, loaded on first hover or focus. */
export function AccountMenu({
  loggedIn,
  loginHref,
  onSignup,
}: {
  loggedIn: boolean;
  loginHref: string;
  onSignup?: (view: 'signup') => void;
}) {
  const { client } = useApi();
  const toast = useToast();
  // Spec 000 §7: success goes home, and so does a 401 (the session had already ended); either
  // way the compare list and recently viewed products go (spec 000 §4, 001 §4).
  const home = () => {
    clearShopperStorage();
    location.assign('/');
  };
  const logout = () =>
    callEndpoint(client, accountCalls.logout, { body: { timestamp: Date.now() } }, 'logout').then(
      home,
      (error: { status?: number }) => (error.status === 401 ? home() : toast({ message: tryAgain, level: 'ERROR' })),
    );
  // Sign Up opens the modal's signup view; a click meant for a new tab follows the link.
  const signup = (e: MouseEvent) => {
    if (!onSignup || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    onSignup('signup');
  };
  return (
    <div className={s.popup}>
      {!loggedIn && (
        <p className={s.head}>
          New customer?{' '}
          <a href={`${loginHref}&signup=true`} onClick={signup}>
            Sign Up
          </a>
        </p>
      )}
      <ul>
        {accountLinks.map(([href, text]) => (
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        ))}
        {loggedIn && (
          <li>
            <button type="button" onClick={logout}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
