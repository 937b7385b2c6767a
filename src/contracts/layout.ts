import { z } from 'zod';

/** A slot of a page layout; its data is fetched by `dataKey` from the widgets call. */
export const layoutChildSchema = z.object({
  id: z.string(),
  /** Widget kind the storefront renders: BANNER_CAROUSEL, PRODUCT_ROW, ... */
  type: z.string(),
  data: z.object({ dataKey: z.string() }),
});

/** `GET /api/3/layout/page/{screen}[/{pageKey}]`: layoutId 0 means the layout failed. */
export const layoutSchema = z.object({
  layoutId: z.number().int(),
  /** Changes whenever the layout changes, so clients fetch only changed layouts. */
  hash: z.string(),
  children: z.array(layoutChildSchema),
});

/** `POST /api/3/data/{screen}[/{pageKey}]/widgets` body. */
export const widgetsPayload = z.object({
  /** Data keys to fetch; all of the page's when absent. */
  dataKeys: z.array(z.string().min(1).max(100)).max(50).optional(),
  pincode: z
    .string()
    .regex(/^[1-9][0-9]{5}$/)
    .optional(),
});

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Where a click on the banner goes. */
  url: z.string(),
  /** Image URL template with {@width}, {@height} and {@quality} placeholders. */
  imageUrl: z.string(),
  alt: z.string(),
});

export const productCardSchema = z.object({
  productId: z.string(),
  title: z.string(),
  brand: z.string(),
  url: z.string(),
  /** Image URL template with {@width}, {@height} and {@quality} placeholders. */
  imageUrl: z.string(),
  /** Price and MRP in paise. */
  price: z.number().int().nonnegative(),
  mrp: z.number().int().nonnegative(),
  discountPercent: z.number().int().min(0).max(100),
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
});

/** A tile of an offer grid: a headline on a gradient, linking to an offer or a browse page. */
export const offerTileSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  /** Gradient from and to, #rrggbb. */
  from: z.string().regex(/^#[0-9a-f]{6}$/i),
  to: z.string().regex(/^#[0-9a-f]{6}$/i),
});

export const widgetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BANNER_CAROUSEL'), data: z.object({ banners: z.array(bannerSchema) }) }),
  z.object({
    type: z.literal('PRODUCT_ROW'),
    data: z.object({ title: z.string(), viewAllUrl: z.string().optional(), products: z.array(productCardSchema) }),
  }),
  /** A grid of offer tiles (store landings, offer zone). */
  z.object({ type: z.literal('OFFER_TILES'), data: z.object({ title: z.string(), tiles: z.array(offerTileSchema) }) }),
  /** Content loaded after the page through `GET /api/3/deferred/{key}` (terms, long notes). */
  z.object({ type: z.literal('DEFERRED'), data: z.object({ title: z.string(), key: z.string() }) }),
]);

export const widgetsSchema = z.object({ widgets: z.record(z.string(), widgetSchema) });

export type Layout = z.infer<typeof layoutSchema>;
export type Widget = z.infer<typeof widgetSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type OfferTile = z.infer<typeof offerTileSchema>;

/** Path parameters of the layout and widgets calls: a screen (`home`) and an optional page key. */
export const pageParams = z.object({
  screen: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a screen name'),
  pageKey: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'must be a page key')
    .optional(),
});

/**
 * `GET /api/3/layout/{ids}?hashes=`: `ids` are comma-separated layout ids; `hashes` the hashes
 * the client holds for them, comma-separated in the same order (an empty or missing one: none held).
 */
export const changedLayoutsParams = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/, 'must be up to 50 comma-separated layout ids')
    .transform((ids) => ids.split(',').map(Number)),
});
export const changedLayoutsQuery = z.object({
  hashes: z
    .string()
    .max(50 * 40)
    .regex(/^[A-Za-z0-9_,-]*$/, 'must be comma-separated hashes')
    .optional()
    .transform((hashes) => (hashes ? hashes.split(',') : [])),
});

/** Answer of `GET /api/3/layout/{ids}`: only the layouts whose hash changed, by id. */
export const changedLayoutsSchema = z.object({
  /** Changed layouts by id; an id the server does not know answers layoutId 0 (a failure). */
  layouts: z.record(z.string(), layoutSchema),
  /** Ids whose hash matched: the client's copy is current. */
  unchanged: z.array(z.number().int()),
});
