import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

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

export const routes: ScreenRoute[] = [
  {
    path: '/pages/:pageName',
    flags: { screen: 'static-page', title: 'Help' },
    ...lazyScreen(
      () => import('./static-page-screen.tsx').then((m) => m.StaticPageScreen),
      import.meta.env.SSR ? './static-page-screen.tsx' : '',
    ),
    prefetch: lazyPrefetch(() => import('./static-page-prefetch.ts')),
  },
  // Only the server meets these paths: every link to them is a plain anchor that loads a page
  // (isInAppPath in features/shell/in-app-links.ts), so the browser bundle leaves the table out.
  ...(import.meta.env.SSR
    ? staticPageLinks.map(([path, name]): ScreenRoute => ({
        path,
        flags: { screen: 'static-page-redirect' },
        redirectTo: (url) => `/pages/${name}${url.search}`,
      }))
    : []),
];
