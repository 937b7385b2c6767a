import { lazy } from 'react';
import type { RouteFlags } from './route-flags.ts';
import { lazyPrefetch, type ScreenRoute } from './route-table.ts';
import { HomeScreen, prefetchHome } from '../routes/home/home-screen.tsx';
import { PlaceholderScreen } from '../routes/placeholder-screen.tsx';

/**
 * Every route of spec 000 §2 with its shell flags. Home is in the first load; every other
 * screen arrives as its own chunk when first visited (docs/decisions/0003-routing.md).
 */
const LoginScreen = lazy(() => import('../routes/account-login/login-screen.tsx').then((m) => ({ default: m.LoginScreen })));
const OutboundScreen = lazy(() => import('../routes/outbound/outbound-screen.tsx').then((m) => ({ default: m.OutboundScreen })));
const NotFoundScreen = lazy(() => import('../routes/not-found-screen.tsx').then((m) => ({ default: m.NotFoundScreen })));
const SearchScreen = lazy(() => import('../routes/search/search-screen.tsx').then((m) => ({ default: m.SearchScreen })));
const SplatScreen = lazy(() => import('../routes/splat-screen.tsx').then((m) => ({ default: m.SplatScreen })));
const ProductScreen = lazy(() => import('../routes/product/product-screen.tsx').then((m) => ({ default: m.ProductScreen })));
const SellersScreen = lazy(() => import('../routes/sellers/sellers-screen.tsx').then((m) => ({ default: m.SellersScreen })));
const OfferZoneScreen = lazy(() => import('../routes/offer-zone/offer-zone-screen.tsx').then((m) => ({ default: m.OfferZoneScreen })));
const BuyingGuideScreen = lazy(() => import('../routes/buying-guide/buying-guide-screen.tsx').then((m) => ({ default: m.BuyingGuideScreen })));
const StaticPageScreen = lazy(() => import('../routes/static-page/static-page-screen.tsx').then((m) => ({ default: m.StaticPageScreen })));
const NotificationsScreen = lazy(() => import('../routes/notifications/notifications-screen.tsx').then((m) => ({ default: m.NotificationsScreen })));
const AccountScreen = lazy(() => import('../routes/account/account-screen.tsx').then((m) => ({ default: m.AccountScreen })));
const AccountAddressesScreen = lazy(() => import('../routes/account/account-addresses-screen.tsx').then((m) => ({ default: m.AccountAddressesScreen })));
const AccountSubscriptionsScreen = lazy(() =>
  import('../routes/account/account-subscriptions-screen.tsx').then((m) => ({ default: m.AccountSubscriptionsScreen })),
);
const AccountWalletScreen = lazy(() => import('../routes/account/account-wallet-screen.tsx').then((m) => ({ default: m.AccountWalletScreen })));
const AccountFirstScreen = lazy(() => import('../routes/account-first/account-first-screen.tsx').then((m) => ({ default: m.AccountFirstScreen })));
const GoogleLoginScreen = lazy(() => import('../routes/google-login/google-login-screen.tsx').then((m) => ({ default: m.GoogleLoginScreen })));

// Each screen's prefetch lives in its own chunk too.
const prefetchSearch = lazyPrefetch(() => import('../routes/search/search-prefetch.ts'));
const prefetchProduct = lazyPrefetch(() => import('../routes/product/product-prefetch.ts'));
const prefetchSellers = lazyPrefetch(() => import('../routes/sellers/sellers-prefetch.ts'));
const prefetchOfferZone = lazyPrefetch(() => import('../routes/offer-zone/offer-zone-prefetch.ts'));
const prefetchBuyingGuide = lazyPrefetch(() => import('../routes/buying-guide/buying-guide-prefetch.ts'));
const prefetchStaticPage = lazyPrefetch(() => import('../routes/static-page/static-page-prefetch.ts'));
const prefetchNotifications = lazyPrefetch(() => import('../routes/notifications/notifications-prefetch.ts'));
const prefetchAccount = lazyPrefetch(() => import('../routes/account/account-prefetch.ts'));
const prefetchSplat = lazyPrefetch(() => import('../routes/splat-screen.tsx').then((m) => ({ prefetch: m.prefetchSplat })));

/** Footer and header links of spec 000 §2 and the static page each shows (301, query kept). */
const staticPageLinks: [string, string][] = [
  ['/s/help/payments', 'payments'],
  ['/help/savedcard_how', 'saved-cards'],
  ['/s/help/shipping', 'shipping'],
  ['/s/help/cancellation-returns', 'cancellation-returns'],
  ['/s/help', 'helpcentre'],
  ['/s/contact', 'contact-us'],
  ['/about-us', 'about-us'],
  ['/s/press', 'press'],
  ['/buy-gift-voucher', 'gift-vouchers'],
  ['/flipkart-first', 'bazaar-first'],
  ['/mobile-apps', 'mobile-apps'],
  ['/returnpolicy', 'return-policy'],
  ['/s/terms', 'terms'],
  ['/s/paymentsecurity', 'payment-security'],
  ['/s/privacypolicy', 'privacy-policy'],
  ['/helpcentre', 'helpcentre'],
  ['/brands', 'brands'],
];
const staticPageRedirects: ScreenRoute[] = staticPageLinks.map(([path, name]) => ({
  path,
  flags: { screen: 'static-page-redirect' },
  Screen: PlaceholderScreen,
  redirectTo: (url) => `/pages/${name}${url.search}`,
}));

const later = (path: string, flags: RouteFlags): ScreenRoute => ({
  path,
  flags,
  Screen: PlaceholderScreen,
});
const browse = { showTop: true } as const;
const login = (title: string, desc: string) => ({ loginRequired: { title, desc } });

export const routes: ScreenRoute[] = [
  { path: '/', flags: { screen: 'home', showTop: true, hideFooterSummary: true }, Screen: HomeScreen, prefetch: prefetchHome },
  { path: '/products-list/:seoSlug', flags: { screen: 'products-list', title: 'Products', ...browse }, Screen: SearchScreen, prefetch: prefetchSearch },
  { path: '/offers-list/:seoSlug', flags: { screen: 'offers-list', title: 'Offers', ...browse }, Screen: SearchScreen, prefetch: prefetchSearch },
  { path: '/offers', flags: { screen: 'offer-zone', title: 'Offer Zone', ...browse }, Screen: OfferZoneScreen, prefetch: prefetchOfferZone },
  { path: '/offers/:seoSlug', flags: { screen: 'offer-zone', title: 'Offer Zone', ...browse }, Screen: OfferZoneScreen, prefetch: prefetchOfferZone },
  { path: '/search', flags: { screen: 'search', title: 'Search', ...browse }, Screen: SearchScreen, prefetch: prefetchSearch },
  { path: '/author/:author', flags: { screen: 'author', title: 'Books by author', ...browse }, Screen: SearchScreen, prefetch: prefetchSearch },
  { path: '/q/:qtag', flags: { screen: 'query-page', title: 'Search', ...browse }, Screen: SearchScreen, prefetch: prefetchSearch },
  { path: '/buying-guide', flags: { screen: 'buying-guide', title: 'Buying Guide', showTop: true }, Screen: BuyingGuideScreen, prefetch: prefetchBuyingGuide },
  { path: '/buying-guide/:categorySlug', flags: { screen: 'buying-guide', title: 'Buying Guide', showTop: true }, Screen: BuyingGuideScreen, prefetch: prefetchBuyingGuide },
  { path: '/:titleSlug/p/:itemId', flags: { screen: 'product', title: 'Product', showTop: true }, Screen: ProductScreen, prefetch: prefetchProduct },
  later('/:vertical/compare', { screen: 'compare', title: 'Compare Products' }),
  later('/:titleSlug/write-review/:itemId', { screen: 'write-review', title: 'Rate and Review' }),
  later('/review-purchases', { screen: 'review-purchases', title: 'Review your purchases' }),
  later('/:titleSlug/product-reviews/:itemId', { screen: 'product-reviews', title: 'Ratings and Reviews', showTop: true }),
  { path: '/sellers', flags: { screen: 'sellers', title: 'Sellers' }, Screen: SellersScreen, prefetch: prefetchSellers },
  later('/exchange/deferred/*', { screen: 'exchange-info', title: 'Exchange' }),
  { path: '/pages/:pageName', flags: { screen: 'static-page', title: 'Help' }, Screen: StaticPageScreen, prefetch: prefetchStaticPage },
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
  { path: '/notifications', flags: { screen: 'notifications', title: 'All Notifications', ...login('Notifications', 'Log in to see your notifications') }, Screen: NotificationsScreen, prefetch: prefetchNotifications },
  { path: '/google-login', flags: { screen: 'google-login', title: 'Login' }, Screen: GoogleLoginScreen },
  { path: '/account', flags: { screen: 'account', title: 'My Account', ...login('My Account', 'Manage your profile, addresses and preferences') }, Screen: AccountScreen, prefetch: prefetchAccount },
  { path: '/account/addresses', flags: { screen: 'account-addresses', title: 'Manage Addresses', ...login('Manage Addresses', 'Log in to manage your saved addresses') }, Screen: AccountAddressesScreen, prefetch: prefetchAccount },
  { path: '/account/subscriptions', flags: { screen: 'account-subscriptions', title: 'Email Preferences', ...login('Email Preferences', 'Log in to choose the emails you get') }, Screen: AccountSubscriptionsScreen, prefetch: prefetchAccount },
  { path: '/account/wallet', flags: { screen: 'account-wallet', title: 'Gift Cards Wallet', ...login('Gift Cards Wallet', 'Log in to see your gift card balance') }, Screen: AccountWalletScreen, prefetch: prefetchAccount },
  { path: '/account/flipkartfirst', flags: { screen: 'account-first', title: 'Bazaar First' }, Screen: AccountFirstScreen },
  later('/wishlist', { screen: 'wishlist', title: 'My Wishlist' }),
  later('/profile', { screen: 'profile', title: 'My Reviews and Ratings' }),
  // The footer's and header's help, company and policy links land on their static pages.
  ...staticPageRedirects,
  {
    // Tag and category browse, store landings and category landing paths: patterns a router
    // cannot express, classified from the path (route-flags.ts). Anything else is not found.
    path: '*',
    flags: { screen: 'splat', showTop: true },
    Screen: SplatScreen,
    prefetch: prefetchSplat,
  },
];

/** The screen shown for a path that names nothing. */
export const notFoundRoute: ScreenRoute = { path: '*', flags: { screen: 'not-found', title: 'Page not found' }, Screen: NotFoundScreen };
