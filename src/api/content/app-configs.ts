import { appConfigGroups, type AppConfigs } from '../../contracts/content.ts';

/**
 * The storefront's app configs (`POST /api/3/resource/desktop/appConfigs`): feature flags, the
 * co-brand variants, and the constants of spec 000 §9 and 001 that the browser acts on. Kept in
 * code: they change with releases, not with merchandising (docs/decisions/0017-content-pages.md).
 */
const featureFlags: Record<string, boolean> = {
  /** Spec 000 §2: `/payments` exists only if a build flag is on; both flags are off. */
  paymentsRoute: false,
  paymentsRouteV2: false,
  /** An A/B flag makes link types atlc2 and atlssmo open as normal links (spec 000 §9). */
  normalLinkTypes: true,
  buyingGuide: true,
  offerZone: true,
  flipkartFirst: true,
  socialLogin: true,
  recentPincodeSuggestions: true,
};

const cobrands: NonNullable<AppConfigs['cobrands']> = {
  offers: { storeName: 'Offer Zone', storeLink: '/offers', logo: '/cobrand/offers.svg' },
  itzcash: { storeName: 'ItzCash Store', storeLink: '/itzcash-store', logo: '/cobrand/itzcash.svg' },
  indusind: { storeName: 'IndusInd Bank Store', storeLink: '/indusind-store', logo: '/cobrand/indusind.svg' },
  yahoo: { storeName: 'Yahoo Shopping', storeLink: '/yahoo-store', logo: '/cobrand/yahoo.svg' },
};

const constants: Record<string, number | string> = {
  apiTimeoutMs: 10_000,
  serverApiTimeoutMs: 2_000,
  mobilePrefix: '+91',
  otpLength: 6,
  searchDebounceMs: 250,
  wordSuggestionsMax: 5,
  suggestionsHideMs: 300,
  navigationHoverDelayMs: 150,
  navigationCacheMs: 600_000,
  notificationsPageSize: 10,
  browsedProductsMax: 12,
  recentPincodesKept: 3,
  compareMax: 4,
  toastAutoHideMs: 5_000,
  layoutCacheMs: 60_000,
  pageDataCacheMs: 60_000,
  productInfoCacheMs: 60_000,
  searchPageSize: 60,
  mainStore: 'all',
  booksStore: 'bks',
  reviewsPerFetch: 10,
  ratingFilteredReviewsPerFetch: 5,
  reviewTitleMax: 60,
  reviewDescriptionMinHint: 100,
  reviewDescriptionMax: 5_000,
  backToTopThresholdPx: 1_300,
  backToTopScrollOffset: 40,
  backToTopAnimationMs: 300,
  lazyImageThresholdPx: 350,
  scrollThrottleMs: 150,
  scrollTrackingThrottleMs: 300,
  fontLoadTimeoutMs: 3_000,
  perfSampleRate: 0.1,
  giftCardsPerTransaction: 15,
  defaultPageTitle: 'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
};

const all: Required<AppConfigs> = { featureFlags, cobrands, constants };

/** The groups asked for, all of them when none are named. */
export function getAppConfigs(groups: readonly (typeof appConfigGroups)[number][] = appConfigGroups): AppConfigs {
  return Object.fromEntries(groups.map((g) => [g, all[g]]));
}
