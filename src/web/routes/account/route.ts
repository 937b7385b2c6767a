import { lazyPrefetch, lazyScreen, type ScreenRoute } from '../../app/route-table.ts';

// The four account pages share one prefetch, which picks each page's call from the path.
const prefetch = lazyPrefetch(() => import('./account-prefetch.ts'));
const login = (title: string, desc: string) => ({ loginRequired: { title, desc } });

export const routes: ScreenRoute[] = [
  {
    path: '/account',
    flags: {
      screen: 'account',
      title: 'My Account',
      ...login('My Account', 'Manage your profile, addresses and preferences'),
    },
    ...lazyScreen(
      () => import('./account-screen.tsx').then((m) => m.AccountScreen),
      import.meta.env.SSR ? './account-screen.tsx' : '',
    ),
    prefetch,
  },
  {
    path: '/account/addresses',
    flags: {
      screen: 'account-addresses',
      title: 'Manage Addresses',
      ...login('Manage Addresses', 'Log in to manage your saved addresses'),
    },
    ...lazyScreen(
      () => import('./account-addresses-screen.tsx').then((m) => m.AccountAddressesScreen),
      import.meta.env.SSR ? './account-addresses-screen.tsx' : '',
    ),
    prefetch,
  },
  {
    path: '/account/subscriptions',
    flags: {
      screen: 'account-subscriptions',
      title: 'Email Preferences',
      ...login('Email Preferences', 'Log in to choose the emails you get'),
    },
    ...lazyScreen(
      () => import('./account-subscriptions-screen.tsx').then((m) => m.AccountSubscriptionsScreen),
      import.meta.env.SSR ? './account-subscriptions-screen.tsx' : '',
    ),
    prefetch,
  },
  {
    path: '/account/wallet',
    flags: {
      screen: 'account-wallet',
      title: 'Gift Cards Wallet',
      ...login('Gift Cards Wallet', 'Log in to see your gift card balance'),
    },
    ...lazyScreen(
      () => import('./account-wallet-screen.tsx').then((m) => m.AccountWalletScreen),
      import.meta.env.SSR ? './account-wallet-screen.tsx' : '',
    ),
    prefetch,
  },
];
