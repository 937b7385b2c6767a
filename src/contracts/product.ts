import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { envelope } from './envelope.ts';
import { productCardSchema } from './layout.ts';
import { productLimits, productPaths } from './product-paths.ts';

/**
 * The product page and its satellite calls (spec 000 §7, 001 §7): the page, swatches, product
 * info, product summary, similar products and the sellers page. docs/decisions/0014 describes
 * the payloads and answers the spec does not show.
 */

/** Product ids (FSN-like) and item ids are short and URL-safe. */
const productId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a product id');
const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an item id');
/** Checked by the server with the rule of spec 000 §5, answering 400 'Not a valid pincode'; empty is none. */
const pincode = z.string().max(20);
/** Swatch values chosen by the shopper, attribute id to value: { color: 'Black', storage: '64 GB' }. */
const swatchContext = z
  .record(z.string().max(40), z.string().max(80))
  .refine((o) => Object.keys(o).length <= 10, 'at most 10 attributes');

/** `POST /api/3/page/dynamic/product` */
export const productPagePayload = z.object({
  locationContext: z.object({ pincode: pincode.optional() }).optional(),
  requestContext: z
    .object({
      productId: productId.optional(),
      itemId: itemId.optional(),
      /** Shows this seller's offer instead of the buy box, when it is one of the product's. */
      listingId: z.string().max(80).optional(),
      /** Resolves the variant of the product's model that has these values. */
      swatchContext: swatchContext.optional(),
    })
    .refine((r) => r.productId || r.itemId, { message: 'productId or itemId is required' }),
  sessionContext: z.object({ pids: z.array(productId).max(50).optional() }).optional(),
});
export type ProductPagePayload = z.infer<typeof productPagePayload>;

export const returnPolicySchema = z.object({
  kind: z.enum(['RETURN', 'REPLACEMENT', 'NO_RETURN']),
  days: z.number().int(),
});

/** Whether and when a listing reaches the pincode; null fields when no pincode was given. */
export const deliverySchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** `YYYY-MM-DD` in Asia/Kolkata; null when not serviceable. */
  date: z.string().nullable(),
  days: z.number().int(),
});

export const sellerOfferSchema = z.object({
  listingId: z.string(),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    rating: z.number(),
    ratingCount: z.number().int(),
    assured: z.boolean(),
    city: z.string(),
  }),
  /** Paise. */
  price: z.number().int(),
  mrp: z.number().int(),
  discountPercent: z.number().int(),
  stockState: z.enum(['IN_STOCK', 'FEW_LEFT', 'OUT_OF_STOCK']),
  returnPolicy: returnPolicySchema,
  /** Present when the request named a pincode. */
  delivery: deliverySchema.nullable(),
});
export type SellerOffer = z.infer<typeof sellerOfferSchema>;

/** Swatch details of one product's model (spec 000 §3): attributes, their options, variants. */
export const swatchSchema = z.object({
  /** Attributes in display order: color, storage, size, capacity, ... */
  attributes: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Options of each attribute, in the order of `attributes`; available: some variant with it is in stock. */
  attributeOptions: z.array(z.array(z.object({ value: z.string(), available: z.boolean() }))),
  /** Every variant of the model by product id: index of its option in each attribute. */
  products: z.record(
    z.string(),
    z.object({
      attributeIndexes: z.array(z.number().int()),
      url: z.string(),
      available: z.boolean(),
      listingId: z.string().nullable(),
    }),
  ),
});
export type Swatch = z.infer<typeof swatchSchema>;

export const ratingDataSchema = z.object({
  average: z.number(),
  count: z.number().int(),
  reviewCount: z.number().int(),
  /** Counts of 1, 2, 3, 4 and 5 star ratings, in that order. */
  breakup: z.array(z.number().int()),
  writeReviewUrl: z.string(),
  readReviewUrl: z.string(),
});

export const productImageSchema = z.object({
  /** Template with {@width}, {@height} and {@quality}. */
  url: z.string(),
  alt: z.string(),
});

export const offerSchema = z.object({
  kind: z.enum(['BANK', 'PARTNER', 'EMI', 'SPECIAL']),
  title: z.string(),
  text: z.string(),
});

export const productDetailSchema = z.object({
  productId: z.string(),
  itemId: z.string(),
  title: z.string(),
  url: z.string(),
  brand: z.string(),
  category: z.object({ id: z.string(), title: z.string() }),
  images: z.array(productImageSchema),
  price: z.number().int(),
  mrp: z.number().int(),
  discountPercent: z.number().int(),
  inStock: z.boolean(),
  offers: z.array(offerSchema),
  highlights: z.array(z.string()),
  specifications: z.array(
    z.object({ group: z.string(), items: z.array(z.object({ name: z.string(), value: z.string() })) }),
  ),
  description: z.string(),
  authors: z.array(z.string()),
  /** This variant's swatch values. */
  variantAttributes: z.record(z.string(), z.string()),
});

export const productPageSchema = z.object({
  product: productDetailSchema,
  /** The shown seller's offer (the buy box unless a listingId was asked for); null when none sells it. */
  listing: sellerOfferSchema.nullable(),
  /** Sellers besides the shown one, and where they are listed. */
  otherSellers: z.object({ count: z.number().int(), url: z.string() }),
  ratingData: ratingDataSchema,
  swatch: swatchSchema,
  breadcrumbs: z.array(z.object({ title: z.string(), url: z.string() })),
  seo: z.object({ title: z.string(), description: z.string(), canonical: z.string() }),
  /** Cards of `sessionContext.pids` that exist, in the order sent, this product left out. */
  recentlyViewed: z.array(productCardSchema),
});
export const productPageResponse = envelope(productPageSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** `GET /api/3/product/swatch?http-method=POST&http-body={"productContexts":[{"productId":"..."}]}` */
export const swatchQuery = z.object({
  'http-method': z.literal('POST').optional(),
  'http-body': z.string().min(2).max(4000),
});
export const swatchBody = z.object({ productContexts: z.array(z.object({ productId })).min(1).max(20) });
/** Swatches keyed by the product ids asked for; unknown ids are left out. */
export const swatchResponse = envelope(z.record(z.string(), swatchSchema));

/** `GET /api/2/discover/productInfo/0?pids=a,b` */
export const productInfoQuery = z.object({
  pids: z
    .string()
    .min(1)
    .max(productLimits.productInfo * 41)
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(productId).min(1).max(productLimits.productInfo)),
});
/** Product info keyed by pid; an unknown pid is answered `{ found: false }`. */
export const productInfoSchema = z.union([
  productCardSchema.extend({
    found: z.literal(true),
    itemId: z.string(),
    inStock: z.boolean(),
    categoryId: z.string(),
  }),
  z.object({ found: z.literal(false) }),
]);
export type ProductInfo = z.infer<typeof productInfoSchema>;
export const productInfoResponse = envelope(z.record(z.string(), productInfoSchema));

/** `POST /api/3/product/summary` (001 §7): products as ids or `{ productId }`; the browser sends 20 at a time. */
export const summaryPayload = z.object({
  requestContext: z.object({
    products: z
      .array(z.union([productId, z.object({ productId })]))
      .min(1)
      .max(productLimits.summary),
    dgTackingParams: z.unknown().optional(),
  }),
  locationContext: z.object({ pincode: pincode.optional() }).optional(),
});
export const summaryEntrySchema = z.union([
  productCardSchema.extend({ itemId: z.string(), inStock: z.boolean(), delivery: deliverySchema.nullable() }),
  /** An id the catalogue does not hold. */
  z.object({ error: z.object({ errorCode: z.string(), errorMessage: z.string() }) }),
]);
export type SummaryEntry = z.infer<typeof summaryEntrySchema>;
export const summaryResponse = envelope(z.record(z.string(), summaryEntrySchema));

/** `POST /api/3/discover/similar?pageType=productPage` */
export const similarQuery = z.object({ pageType: z.string().max(40).optional() });
export const similarPayload = z.object({
  requestContext: z.object({
    products: z
      .array(z.union([productId, z.object({ productId })]))
      .min(1)
      .max(10),
  }),
  /** Hash of the answer the client holds; an unchanged answer comes back as `unchanged: true` (spec 000 §5). */
  hash: z.string().max(64).optional(),
});
export const similarSchema = z.object({
  hash: z.string(),
  unchanged: z.boolean(),
  products: z.array(productCardSchema),
});
export const similarResponse = envelope(similarSchema);
export type Similar = z.infer<typeof similarSchema>;

/** `POST /api/3/page/dynamic/product-sellers` */
export const sellersPayload = z.object({
  requestContext: z.object({ productId }),
  locationContext: z.object({ pincode: pincode.optional() }).optional(),
});
export const sellersPageSchema = z.object({
  product: z.object({
    productId: z.string(),
    title: z.string(),
    url: z.string(),
    imageUrl: z.string(),
    brand: z.string(),
    ratingAverage: z.number(),
    ratingCount: z.number().int(),
  }),
  pincode: z.string().nullable(),
  /** Every seller's offer, cheapest first (in-stock before out-of-stock). */
  sellers: z.array(sellerOfferSchema),
});
export const sellersResponse = envelope(sellersPageSchema);
export type SellersPage = z.infer<typeof sellersPageSchema>;

/** Product calls (docs/decisions/0024). */
export const productEndpoints = {
  page: defineEndpoint({
    method: 'POST',
    path: productPaths.page,
    body: productPagePayload,
    optionalBody: true,
    response: productPageSchema,
  }),
  /** `?http-body=` carries JSON `{productContexts}`, read by the route (its own error for bad JSON). */
  swatch: defineEndpoint({
    method: 'GET',
    path: productPaths.swatch,
    query: swatchQuery,
    response: z.record(z.string(), swatchSchema),
  }),
  productInfo: defineEndpoint({
    method: 'GET',
    path: productPaths.productInfo,
    query: productInfoQuery,
    response: z.record(z.string(), productInfoSchema),
  }),
  summary: defineEndpoint({
    method: 'POST',
    path: productPaths.summary,
    body: summaryPayload,
    optionalBody: true,
    response: z.record(z.string(), summaryEntrySchema),
  }),
  similar: defineEndpoint({
    method: 'POST',
    path: productPaths.similar,
    query: similarQuery,
    body: similarPayload,
    optionalBody: true,
    response: similarSchema,
  }),
  sellers: defineEndpoint({
    method: 'POST',
    path: productPaths.sellers,
    body: sellersPayload,
    optionalBody: true,
    response: sellersPageSchema,
  }),
};
