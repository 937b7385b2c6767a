import type { RouteFlags } from '../../app/route-flags.ts';
import type { ScreenRoute } from '../../app/route-table.ts';
import { PlaceholderScreen } from './placeholder-screen.tsx';

/** Screens whose capability arrives in a later issue: their title, in the right shell. */
const later = (path: string, flags: RouteFlags): ScreenRoute => ({ path, flags, Screen: PlaceholderScreen });
const login = (title: string, desc: string) => ({ loginRequired: { title, desc } });
const checkout = { minimalHeader: 'CHECKOUT', minimalFooter: true } as const;

export const routes: ScreenRoute[] = [
  later('/:vertical/compare', { screen: 'compare', title: 'Compare Products' }),
  later('/:titleSlug/write-review/:itemId', { screen: 'write-review', title: 'Rate and Review' }),
  later('/review-purchases', { screen: 'review-purchases', title: 'Review your purchases' }),
  later('/:titleSlug/product-reviews/:itemId', { screen: 'product-reviews', title: 'Ratings and Reviews', showTop: true }),
  later('/exchange/deferred/*', { screen: 'exchange-info', title: 'Exchange' }),
  later('/viewcart', { screen: 'cart', title: 'Shopping Cart', minimalHeader: 'CART', minimalFooter: true }),
  later('/account/orders', { screen: 'orders', title: 'My Orders', ...login('My Orders', 'Track and manage your orders') }),
  later('/orders/returns', { screen: 'returns', title: 'Return Order', ...login('Returns', 'Return or exchange an item of your order') }),
  later('/order_details', { screen: 'order-details', title: 'Order Details', ...login('Order Details', 'See the details of your order') }),
  later('/orderresponse', { screen: 'order-response', title: 'Order Confirmation', ...login('Order Confirmation', 'See your order confirmation') }),
  later('/checkout/init', { screen: 'checkout', title: 'Secure Payment', ...checkout }),
  later('/checkout/retry', { screen: 'checkout', title: 'Secure Payment', ...checkout }),
  later('/checkout/pending', { screen: 'checkout-pending', title: 'Payment Pending', ...checkout }),
  later('/giveaway', { screen: 'giveaway', title: 'Giveaway', ...login('Giveaway', 'Log in to take part in the give-away') }),
  later('/account/flipkartfirst', { screen: 'account-first', title: 'Marketplace First' }),
  later('/wishlist', { screen: 'wishlist', title: 'My Wishlist' }),
  later('/profile', { screen: 'profile', title: 'My Reviews and Ratings' }),
];
