import { z } from 'zod';

/** `GET /lc/getData?dataSourceId=` (spec 000 §3 Navigation data, §7). */
export const dataSourceQuery = z.object({ dataSourceId: z.string().min(1).max(100) });

export const navItemSchema = z.object({
  type: z.enum(['heading', 'new-heading', 'new-subheading', 'view-all', 'link']),
  title: z.string(),
  url: z.string(),
});

export const navTabSchema = z.object({
  title: z.string(),
  url: z.string().optional(),
  /** Columns of the submenu, left to right; each a list of items top to bottom. */
  columns: z.array(z.array(navItemSchema)),
});

export const navEntrySchema = z.object({
  title: z.string(),
  url: z.string(),
  /** Empty for a direct link such as the offer zone. */
  tabs: z.array(navTabSchema),
});

/** Menu key to entry, in display order. */
export const navigationSchema = z.record(z.string(), navEntrySchema);

export const quickLinkSchema = z.object({ title: z.string(), url: z.string(), imageUrl: z.string().optional() });
export const quickLinksSchema = z.object({ links: z.array(quickLinkSchema) });

export type Navigation = z.infer<typeof navigationSchema>;
export type NavEntry = z.infer<typeof navEntrySchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type NavTab = z.infer<typeof navTabSchema>;
export type QuickLinks = z.infer<typeof quickLinksSchema>;

/**
 * `GET /lc/getData?dataSourceId=footerDS_1.0`: the footer's links, blurbs and addresses
 * (spec 000 §2 Footer), kept as content so changing a link is a data change, not a release.
 */
export const footerSchema = z.object({
  /** Columns of links: ABOUT, HELP, POLICY, SOCIAL ... */
  linkGroups: z.array(
    z.object({
      title: z.string(),
      links: z.array(
        z.object({
          title: z.string(),
          url: z.string(),
          /** Opens another site in a new tab. */ external: z.boolean().optional(),
        }),
      ),
    }),
  ),
  /** The three blurbs: track your order, free and easy returns, online cancellations. */
  blurbs: z.array(z.object({ title: z.string(), text: z.string() })),
  mailingAddress: z.array(z.string()),
  registeredAddress: z.array(z.string()),
  /** Seller, affiliate and infringement links along the bottom bar. */
  bottomLinks: z.array(z.object({ title: z.string(), url: z.string(), external: z.boolean().optional() })),
  copyright: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;
