import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Queries } from '../api/queries.ts';
import { loginRedirectUrl, nextPathKey } from '../features/login/return-url.ts';
import { classifySplat, type RouteFlags } from './route-flags.ts';
import { Root, RouteErrorBoundary } from './root.tsx';
import { HomeScreen } from '../routes/home/home-screen.tsx';
import { homeLoader } from '../routes/home/home-loader.ts';
import { PlaceholderScreen } from '../routes/placeholder-screen.tsx';
import { NotFoundScreen } from '../routes/not-found-screen.tsx';
import { LoginScreen } from '../routes/account-login/login-screen.tsx';

export interface RouteDeps {
  queryClient: QueryClient;
  queries: Queries;
  /** Visitor id sent as abDataId with the user-state call. */
  visitorId: string;
  isServer: boolean;
}

const flags = (f: RouteFlags) => f;

/** Loads what every page needs: the visitor's state, the navigation and the page's SEO data. */
function rootLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    await Promise.all([
      deps.queryClient.ensureQueryData(deps.queries.userState(deps.visitorId, url.pathname + url.search)),
      deps.queryClient.ensureQueryData(deps.queries.navigation()).catch(() => null),
      deps.queryClient.ensureQueryData(deps.queries.seo(url.pathname)).catch(() => null),
    ]);
    return null;
  };
}

/** Sends a logged-out visitor to the login page with ret (path plus query), title and desc. */
function requireLogin(deps: RouteDeps, title: string, desc: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await deps.queryClient.ensureQueryData(deps.queries.userState(deps.visitorId));
    if (state.isLoggedIn) return null;
    const url = new URL(request.url);
    const ret = url.pathname + url.search;
    if (!deps.isServer) sessionStorage.setItem(nextPathKey, ret);
    throw redirect(loginRedirectUrl(ret, title, desc));
  };
}

function placeholder(path: string, f: RouteFlags, deps: RouteDeps): RouteObject {
  return {
    path,
    handle: f,
    loader: f.loginRequired ? requireLogin(deps, f.loginRequired.title, f.loginRequired.desc) : undefined,
    element: <PlaceholderScreen />,
  };
}

/** Every route of spec 000 §2; screens of later issues show their title in the right shell. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const p = (path: string, f: RouteFlags) => placeholder(path, f, deps);
  const browse = { showTop: true } as const;
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(deps),
      element: <Root />,
      errorElement: <RouteErrorBoundary />,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      children: [
        { index: true, handle: flags({ screen: 'home', showTop: true, hideFooterSummary: true }), loader: homeLoader(deps), element: <HomeScreen /> },
        p('products-list/:seoSlug', { screen: 'products-list', title: 'Products', ...browse }),
        p('offers-list/:seoSlug', { screen: 'offers-list', title: 'Offers', ...browse }),
        p('offers', { screen: 'offer-zone', title: 'Offer Zone', ...browse }),
        p('offers/:seoSlug', { screen: 'offer-zone', title: 'Offer Zone', ...browse }),
        p('search', { screen: 'search', title: 'Search', ...browse }),
        p('author/:author', { screen: 'author', title: 'Books by author', ...browse }),
        p('q/:qtag', { screen: 'query-page', title: 'Search', ...browse }),
        p('buying-guide', { screen: 'buying-guide', title: 'Buying Guide', showTop: true }),
        p('buying-guide/:categorySlug', { screen: 'buying-guide', title: 'Buying Guide', showTop: true }),
        p(':titleSlug/p/:itemId', { screen: 'product', title: 'Product', showTop: true }),
        p(':vertical/compare', { screen: 'compare', title: 'Compare Products' }),
        p(':titleSlug/write-review/:itemId', { screen: 'write-review', title: 'Rate and Review' }),
        p('review-purchases', { screen: 'review-purchases', title: 'Review your purchases' }),
        p(':titleSlug/product-reviews/:itemId', { screen: 'product-reviews', title: 'Ratings and Reviews', showTop: true }),
        p('sellers', { screen: 'sellers', title: 'Sellers' }),
        p('exchange/deferred/*', { screen: 'exchange-info', title: 'Exchange' }),
        p('pages/:pageName', { screen: 'static-page', title: 'Help' }),
        p('viewcart', { screen: 'cart', title: 'Shopping Cart', minimalHeader: 'CART', minimalFooter: true }),
        { path: 'login', loader: ({ request }) => redirect(`/account/login${new URL(request.url).search}`) },
        { path: 'account/login', handle: flags({ screen: 'login', title: 'Login' }), element: <LoginScreen /> },
        p('account/orders', { screen: 'orders', title: 'My Orders', loginRequired: { title: 'My Orders', desc: 'Track and manage your orders' } }),
        p('orders/returns', { screen: 'returns', title: 'Return Order', loginRequired: { title: 'Returns', desc: 'Return or exchange an item of your order' } }),
        p('order_details', { screen: 'order-details', title: 'Order Details', loginRequired: { title: 'Order Details', desc: 'See the details of your order' } }),
        p('orderresponse', { screen: 'order-response', title: 'Order Confirmation', loginRequired: { title: 'Order Confirmation', desc: 'See your order confirmation' } }),
        p('checkout/init', { screen: 'checkout', title: 'Secure Payment', minimalHeader: 'CHECKOUT', minimalFooter: true }),
        p('checkout/retry', { screen: 'checkout', title: 'Secure Payment', minimalHeader: 'CHECKOUT', minimalFooter: true }),
        p('checkout/pending', { screen: 'checkout-pending', title: 'Payment Pending', minimalHeader: 'CHECKOUT', minimalFooter: true }),
        p('giveaway', { screen: 'giveaway', title: 'Giveaway', loginRequired: { title: 'Giveaway', desc: 'Log in to take part in the give-away' } }),
        p('notifications', { screen: 'notifications', title: 'All Notifications' }),
        p('google-login', { screen: 'google-login', title: 'Login' }),
        p('account', { screen: 'account', title: 'My Account' }),
        p('account/addresses', { screen: 'account-addresses', title: 'Manage Addresses' }),
        p('account/subscriptions', { screen: 'account-subscriptions', title: 'Email Preferences' }),
        p('account/wallet', { screen: 'account-wallet', title: 'Gift Cards Wallet' }),
        p('account/flipkartfirst', { screen: 'account-first', title: 'Marketplace First' }),
        p('wishlist', { screen: 'wishlist', title: 'My Wishlist' }),
        p('profile', { screen: 'profile', title: 'My Reviews and Ratings' }),
        {
          path: '*',
          loader: ({ request }) => {
            const screen = classifySplat(new URL(request.url).pathname);
            if (screen.kind === 'not-found') throw new Response('Not Found', { status: 404 });
            return screen;
          },
          handle: flags({ screen: 'splat', showTop: true }),
          element: <PlaceholderScreen />,
          errorElement: <NotFoundScreen />,
        },
      ],
    },
  ];
}
