import { z } from 'zod';

/** `POST /api/3/user/state` body (spec 000 §3, §7). */
export const userStatePayload = z.object({
  /** Opaque id of the visitor's experiment bucket; the same id always gets the same variants. */
  abDataId: z.string().trim().min(1).max(128),
  channelTaggingInfo: z
    .object({
      /** First page the visitor landed on, recorded for channel attribution. */
      landingPageUrl: z.string().max(2048).optional(),
    })
    .optional(),
});

export const abExperimentSchema = z.object({
  /** Application the experiment belongs to; only `Desktop` entries reach this storefront. */
  appId: z.string(),
  abId: z.string(),
  /** Variant and settings of the experiment for this visitor. */
  metadata: z.record(z.string(), z.string()),
});

export const userStateSchema = z.object({
  isLoggedIn: z.boolean(),
  firstName: z.string().nullable(),
  accountId: z.string().nullable(),
  cart: z.object({
    items: z.array(
      z.object({
        /** Listing (a seller's offer) in the cart. */
        listingId: z.string(),
        productId: z.string(),
        quantity: z.number().int().positive(),
      }),
    ),
  }),
  wishlist: z.object({ productIds: z.array(z.string()) }),
  notifications: z.object({ unreadCount: z.number().int().nonnegative() }),
  /** Member of the paid fast-delivery programme. */
  flipkartFirstUser: z.boolean(),
  /** Pincode of the location the shopper selected, if any. */
  pincode: z.string().nullable(),
  userEmail: z.string().nullable(),
  abResponse: z.object({ abExperiments: z.array(abExperimentSchema) }),
});

export type UserStatePayload = z.infer<typeof userStatePayload>;
export type UserState = z.infer<typeof userStateSchema>;
