import { lazy } from 'react';
import type { RouteFlags } from './route-flags.ts';
import type { ScreenRoute } from './route-table.ts';
import { HomeScreen, prefetchHome } from '../routes/home/home-screen.tsx';
import { PlaceholderScreen } from '../routes/placeholder-screen.tsx';

/**
 * Every route of spec 000 §2 with its shell flags. Home is in the first load; every other
 * screen arrives as its own chunk when first visited (docs/decisions/0003-routing.md).
 */
const LoginScreen = lazy(() => import('../routes/account-login/login-screen.tsx').then((m) => ({ default: m.LoginScreen })));
const OutboundScreen = lazy(() => import('../routes/outbound/outbound-screen.tsx').then((m) => ({ default: m.OutboundScreen })));
const NotFoundScreen = lazy(() => import('../routes/not-found-screen.tsx').then((m) => ({ default: m.NotFoundScreen })));

const later = (path: string, flags: RouteFlags): ScreenRoute => ({
  path,
  flags,
  Screen: PlaceholderScreen,
});
const browse = { showTop: true } as const;
const login = (title: string, desc: string) => ({ loginRequired: { title, desc } });

export const routes: ScreenRoute[] = [
  { path: '/', flags: { screen: 'home', showTop: true, hideFooterSummary: true }, Screen: HomeScreen, prefetch: prefetchHome },
  later('/products-list/:seoSlug', { screen: 'products-list', title: 'Products', ...browse }),
  later('/offers-list/:seoSlug', { screen: 'offers-list', title: 'Offers', ...browse }),
  later('/offers', { screen: 'offer-zone', title: 'Offer Zone', ...browse }),
  later('/offers/:seoSlug', { screen: 'offer-zone', title: 'Offer Zone', ...browse }),
  later('/search', { screen: 'search', title: 'Search', ...browse }),
  later('/author/:author', { screen: 'author', title: 'Books by author', ...browse }),
  later('/q/:qtag', { screen: 'query-page', title: 'Search', ...browse }),
  later('/buying-guide', { screen: 'buying-guide', title: 'Buying Guide', showTop: true }),
  later('/buying-guide/:categorySlug', { screen: 'buying-guide', title: 'Buying Guide', showTop: true }),
  later('/:titleSlug/p/:itemId', { screen: 'product', title: 'Product', showTop: true }),
  later('/:vertical/compare', { screen: 'compare', title: 'Compare Products' }),
  later('/:titleSlug/write-review/:itemId', { screen: 'write-review', title: 'Rate and Review' }),
  later('/review-purchases', { screen: 'review-purchases', title: 'Review your purchases' }),
  later('/:titleSlug/product-reviews/:itemId', { screen: 'product-reviews', title: 'Ratings and Reviews', showTop: true }),
  later('/sellers', { screen: 'sellers', title: 'Sellers' }),
  later('/exchange/deferred/*', { screen: 'exchange-info', title: 'Exchange' }),
  later('/pages/:pageName', { screen: 'static-page', title: 'Help' }),
  { path: '/ol', flags: { screen: 'outbound', title: 'Leaving Bazaar' }, Screen: OutboundScreen },
  later('/viewcart', { screen: 'cart', title: 'Shopping Cart', minimalHeader: 'CART', minimalFooter: true }),
  {
    path: '/login',
    flags: { screen: 'login-redirect' },
    Screen: PlaceholderScreen,
    redirectTo: (url) => `/account/login${url.search}`,
  },
  { path: '/account/login', flags: { screen: 'login', title: 'Login' }, Screen: LoginScreen },
  later('/account/orders', { screen: 'orders', title: 'My Orders', ...login('My Orders', 'Track and manage your orders') }),
  later('/orders/returns', { screen: 'returns', title: 'Return Order', ...login('Returns', 'Return or exchange an item of your order') }),
  later('/order_details', { screen: 'order-details', title: 'Order Details', ...login('Order Details', 'See the details of your order') }),
  later('/orderresponse', { screen: 'order-response', title: 'Order Confirmation', ...login('Order Confirmation', 'See your order confirmation') }),
  later('/checkout/init', { screen: 'checkout', title: 'Secure Payment', minimalHeader: 'CHECKOUT', minimalFooter: true }),
  later('/checkout/retry', { screen: 'checkout', title: 'Secure Payment', minimalHeader: 'CHECKOUT', minimalFooter: true }),
  later('/checkout/pending', { screen: 'checkout-pending', title: 'Payment Pending', minimalHeader: 'CHECKOUT', minimalFooter: true }),
  later('/giveaway', { screen: 'giveaway', title: 'Giveaway', ...login('Giveaway', 'Log in to take part in the give-away') }),
  later('/notifications', { screen: 'notifications', title: 'All Notifications' }),
  later('/google-login', { screen: 'google-login', title: 'Login' }),
  later('/account', { screen: 'account', title: 'My Account' }),
  later('/account/addresses', { screen: 'account-addresses', title: 'Manage Addresses' }),
  later('/account/subscriptions', { screen: 'account-subscriptions', title: 'Email Preferences' }),
  later('/account/wallet', { screen: 'account-wallet', title: 'Gift Cards Wallet' }),
  later('/account/flipkartfirst', { screen: 'account-first', title: 'Marketplace First' }),
  later('/wishlist', { screen: 'wishlist', title: 'My Wishlist' }),
  later('/profile', { screen: 'profile', title: 'My Reviews and Ratings' }),
  {
    // Tag and category browse, store landings and category landing paths: patterns a router
    // cannot express, classified from the path (route-flags.ts). Anything else is not found.
    path: '*',
    flags: { screen: 'splat', showTop: true },
    Screen: PlaceholderScreen,
  },
];

/** The screen shown for a path that names nothing. */
export const notFoundRoute: ScreenRoute = { path: '*', flags: { screen: 'not-found', title: 'Page not found' }, Screen: NotFoundScreen };
