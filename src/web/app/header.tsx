import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { RouteFlags } from './route-flags.ts';
import { Disclosure } from '../components/disclosure.tsx';
import { cartLabel, loginSignup, notificationsLabel, storeName } from '../texts.ts';
import { greeting } from '../features/shell/greeting.ts';
import { useCobrand } from '../features/shell/cobrand.ts';
import { SearchBox } from './search-box.tsx';
import { useUser } from './use-user.ts';
import s from '../features/shell/header.module.css';

const loadAccountMenu = () => import('../features/shell/account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
const loadNotifications = () => import('./notifications-popup.tsx');
const NotificationsPopup = lazy(() => loadNotifications().then((m) => ({ default: m.NotificationsPopup })));
const LoginModal = lazy(() => import('../features/login/login-modal.tsx').then((m) => ({ default: m.LoginModal })));
/** Spec 000 §2: the login modal opens by itself when the URL hash contains one of these. */
const modalHash = /access_token|error|show_login_modal/;

/** Top bar links of spec 000 §1, §2; each is a full page load. */
const topLinks = [
  ['/pages/sell-online', `Sell on ${storeName}`],
  ['/pages/advertise', 'Advertise'],
  ['/buy-gift-voucher', 'Gift Cards'],
  ['/mobile-apps', 'Download App'],
  ['/helpcentre', '24x7 Customer Care'],
  ['/account/orders', 'Track Order'],
];

/**
 * The header of spec 000 §2 in its three variants: full; CART (no cart icon); CHECKOUT (no top bar,
 * no search). Heights are fixed in the stylesheet so that nothing moves when the visitor's state
 * arrives after hydration.
 */
export function Header({ flags }: { flags: RouteFlags }) {
  const checkout = flags.minimalHeader === 'CHECKOUT';
  const user = useUser();
  const cobrand = useCobrand();
  const { pathname, search } = useLocation();
  // On the login page itself the link keeps that page's own ret instead of nesting it.
  const loginHref =
    pathname === '/account/login' ? pathname + search : `/account/login?ret=${encodeURIComponent(pathname + search)}`;
  const onLoginPage = pathname === '/account/login';
  // The login modal (its code loads on first use); the links keep their href for script-less use.
  const [loginView, setLoginView] = useState<'login' | 'signup' | null>(null);
  // On load, and when a link of the page itself sets the hash (href="#show_login_modal").
  useEffect(() => {
    if (onLoginPage) return;
    const check = () => modalHash.test(location.hash) && setLoginView('login');
    check();
    addEventListener('hashchange', check);
    return () => removeEventListener('hashchange', check);
  }, [onLoginPage]);
  // Closing drops the hash that opened the modal, so a reload does not open it again and the same
  // link opens it a second time.
  const closeLogin = () => {
    if (modalHash.test(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
    setLoginView(null);
  };
  // A plain click opens the modal; a click meant for a new tab or window follows the link.
  const openLogin = (e: MouseEvent) => {
    if (onLoginPage || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    setLoginView('login');
  };
  const unread = user?.notifications.unreadCount ?? 0;
  const cartCount = user?.cart.items.length ?? 0;
  return (
    <header className={s.header} data-variant={flags.minimalHeader}>
      {!checkout && (
        <div className={s.top}>
          <nav aria-label="Store links">
            {topLinks.map(([href, text]) => (
              <a key={href} href={href}>
                {text}
              </a>
            ))}
            <Disclosure
              onIntent={loadNotifications}
              label={unread ? `${notificationsLabel}, ${unread} unread` : notificationsLabel}
              button={
                <>
                  {notificationsLabel}
                  {/* The count is drawn by CSS: the button's name already says 'Notifications, N unread', and a
                      count in its text would not match that name (axe label-content-name-mismatch). */}
                  {unread > 0 && <b className={s.badge} data-count={unread} aria-hidden="true" />}
                </>
              }
            >
              <NotificationsPopup loggedIn={!!user?.isLoggedIn} loginHref={loginHref} />
            </Disclosure>
            <Disclosure
              hover
              onIntent={loadAccountMenu}
              before={
                user?.isLoggedIn ? null : (
                  <a href={loginHref} onClick={openLogin}>
                    {loginSignup}
                  </a>
                )
              }
              label={user?.isLoggedIn ? undefined : 'Account'}
              button={user?.isLoggedIn ? greeting(user.firstName) : null}
            >
              <AccountMenu
                loggedIn={!!user?.isLoggedIn}
                loginHref={loginHref}
                onSignup={onLoginPage ? undefined : setLoginView}
              />
            </Disclosure>
          </nav>
        </div>
      )}
      <div className={s.bar}>
        <div className={s.logo}>
          <a href="/" className={s.wordmark}>
            {storeName}
            <i>Explore More</i>
          </a>
          {cobrand && (
            <a href={cobrand.storeLink} className={s.partner}>
              <img src={cobrand.logo} alt={cobrand.storeName} width={96} height={28} />
            </a>
          )}
        </div>
        {!checkout && <SearchBox />}
        {!flags.minimalHeader && (
          <a
            href="/viewcart"
            className={s.cart}
            aria-label={cartCount ? `${cartLabel}, ${cartCount} items` : cartLabel}
          >
            {cartLabel}
            {cartCount > 0 && <b className={s.badge} data-count={cartCount} aria-hidden="true" />}
          </a>
        )}
      </div>
      {loginView && (
        <Suspense fallback={null}>
          <LoginModal initialView={loginView} onClose={closeLogin} />
        </Suspense>
      )}
      {cobrand && (
        <img
          className="visually-hidden"
          src={`${cobrand.pixelTrackingUrl}&p=${encodeURIComponent(pathname)}`}
          alt=""
          width={1}
          height={1}
        />
      )}
    </header>
  );
}
