import type { Cobrand } from './cobrand.ts';

/**
 * The partner variants of spec 000 §1, server side only: the renderer resolves the visit's variant
 * and hands its config to the page, so the browser bundle never carries this table.
 * Pixels are same-origin (a static 1x1 image); the query says which variant and event it counts.
 */
const variant = (name: string, storeName: string, storeLink: string): Cobrand => ({
  name,
  logo: `/cobrand/${name}.svg`,
  storeLink,
  storeName,
  pixelTrackingUrl: `/cobrand/pixel.gif?v=${name}&e=view`,
  searchPixelUrl: `/cobrand/pixel.gif?v=${name}&e=search`,
});

export const cobrandVariants: Readonly<Record<string, Cobrand>> = {
  offers: variant('offers', 'Offer Zone', '/offers'),
  itzcash: variant('itzcash', 'ItzCash Store', '/itzcash-store'),
  indusind: variant('indusind', 'IndusInd Bank Store', '/indusind-store'),
  yahoo: variant('yahoo', 'Yahoo Shopping', '/yahoo-store'),
};

/** Name of the cookie that keeps the variant for the visit, and the query parameter that sets it. */
export const cobrandCookie = 'cobrand';

export interface CobrandChoice {
  /** A variant name, or 'none' for the plain storefront. */
  name: string;
  /** A value to store in the visit's cookie, when the request chose a variant. */
  setCookie?: string;
}

const known = (value: string | null | undefined): value is string =>
  !!value && (value === 'none' || Object.hasOwn(cobrandVariants, value));

/**
 * `?cobrand=NAME` chooses a variant and keeps it for the visit ('none' turns it off); otherwise the
 * visit's cookie; otherwise the configured DEFAULT_COBRAND. Unknown names are ignored.
 */
export function selectCobrand(query: string | null, cookie: string | undefined, fallback: string): CobrandChoice {
  const asked = query?.trim().toLowerCase();
  if (known(asked)) return { name: asked, setCookie: asked };
  if (known(cookie)) return { name: cookie };
  return { name: known(fallback) ? fallback : 'none' };
}

/** The config of a variant name, or null for 'none' and anything unknown. */
export const cobrandConfig = (name: string | undefined): Cobrand | null =>
  name && Object.hasOwn(cobrandVariants, name) ? (cobrandVariants[name] as Cobrand) : null;
