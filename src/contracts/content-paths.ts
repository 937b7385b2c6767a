/** Zod-free paths and keys of the content calls, safe for the browser bundle (contracts in content.ts). */
export const contentPaths = {
  /** `POST`: feature flags, co-brand configs and the constants the storefront needs. */
  appConfigs: '/api/3/resource/desktop/appConfigs',
  /** `POST` `{url: '/' + pageName}`: a static page's title and sanitized HTML. */
  pageFetch: '/api/3/page/fetch',
  /** `GET ?sid=`: the buying guide of a category store id; without sid, the index. */
  buyingGuide: '/api/1/buying-guide',
} as const;

/** Error key of failed deferred content (spec 000 §8); the storefront shows its text. */
export const deferredErrorKey = 'errortnc';

/** Screen of the store landing and category landing layouts, and of the offer zone. */
export const storeScreen = 'store';
export const offerZoneScreen = 'offer-zone';

/**
 * Page key of a store landing or category landing path: `/mobiles-store` → `mobiles-store`,
 * `/mobiles-store/samsung` → `mobiles-store--samsung`, `/watches/men` → `watches--men`.
 */
export const storePageKey = (path: string): string =>
  path
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .join('--');
