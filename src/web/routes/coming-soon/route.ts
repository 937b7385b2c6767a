import type { RouteFlags } from '../../app/route-flags.ts';
import { lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

const placeholder = lazyScreen(
  () => import('./placeholder-screen.tsx').then((m) => m.PlaceholderScreen),
  import.meta.env.SSR ? './placeholder-screen.tsx' : '',
);

/** Screens whose capability arrives in a later issue: their title, in the right shell. */
const later = (path: string, screen: string, title: string, more?: Partial<RouteFlags>): ScreenRoute => ({
  path,
  flags: { screen, title, ...more },
  ...placeholder,
});
const login = (title: string, desc: string) => ({ loginRequired: { title, desc } });

export const routes: ScreenRoute[] = [
  later('/:vertical/compare', 'compare', 'Compare Products'),
  later('/:titleSlug/write-review/:itemId', 'write-review', 'Rate and Review'),
  later('/review-purchases', 'review-purchases', 'Review your purchases'),
  later('/:titleSlug/product-reviews/:itemId', 'product-reviews', 'Ratings and Reviews', { showTop: true }),
  later('/exchange/deferred/*', 'exchange-info', 'Exchange'),
  later('/orders/cancel', 'cancel', 'Cancel Order', login('Cancel Order', 'Cancel an item of your order')),
  later('/orders/returns', 'returns', 'Return Order', login('Returns', 'Return or exchange an item of your order')),
  later('/giveaway', 'giveaway', 'Giveaway', login('Giveaway', 'Log in to take part in the give-away')),
  later('/profile', 'profile', 'My Reviews and Ratings'),
];
