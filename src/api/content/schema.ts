import { sql } from 'drizzle-orm';
import { integer, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A slot of a layout as stored: the widget's data key and kind. */
export type LayoutSlot = { id: string; type: string; data: { dataKey: string } };

/** Which products a PRODUCT_ROW shows, resolved live from the catalogue. */
export type ProductRowSource = {
  categoryIds?: string[];
  sort: 'discount' | 'rating' | 'popularity';
  limit: number;
  /** Interleave categories instead of the overall best. */
  spread?: boolean;
};

export type OfferTileConfig = { title: string; subtitle: string; url: string; from: string; to: string };

export type WidgetConfig =
  | { type: 'BANNER_CAROUSEL'; bannerIds: string[] }
  | { type: 'PRODUCT_ROW'; title: string; viewAllUrl?: string; source: ProductRowSource }
  | { type: 'OFFER_TILES'; title: string; tiles: OfferTileConfig[] }
  | { type: 'DEFERRED'; title: string; key: string };

/** How a banner's artwork is drawn (src/api/content/banner-artwork.ts). */
export type BannerArtwork = {
  headline: string;
  subline: string;
  /** Gradient from and to, #rrggbb. */
  from: string;
  to: string;
  /** Colour of the call to action and the decoration. */
  accent: string;
  cta: string;
};

/**
 * Page layouts: which widgets a screen shows, in order. `hash` changes with `children`, so a
 * client holding a layout asks only for those whose hash changed (`GET /api/3/layout/{ids}`).
 * `page_key` is '' for a screen's main page.
 */
export const layouts = pgTable(
  'layouts',
  {
    layoutId: serial('layout_id').primaryKey(),
    screen: text('screen').notNull(),
    pageKey: text('page_key').notNull().default(''),
    hash: text('hash').notNull(),
    children: jsonb('children').$type<LayoutSlot[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('layouts_screen_page_idx').on(t.screen, t.pageKey)],
);

/** What a layout slot shows, by data key. */
export const widgets = pgTable('widgets', {
  dataKey: text('data_key').primaryKey(),
  type: text('type').notNull(),
  config: jsonb('config').$type<WidgetConfig>().notNull(),
});

export const banners = pgTable('banners', {
  /** `banner-...`: also the image id of its artwork. */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  alt: text('alt').notNull(),
  artwork: jsonb('artwork').$type<BannerArtwork>().notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * Content answered by `GET /lc/getData?dataSourceId=` (navigation, quick links, footer) and the
 * site-wide SEO text, as JSON documents checked against their contracts when written. Stored as
 * `json`, not `jsonb`: the menu is a map whose key order is the display order, and jsonb
 * reorders keys.
 */
export const dataSources = pgTable('data_sources', {
  id: text('id').primaryKey(),
  data: json('data').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SEO metadata of known pages, by path. Unknown paths get the defaults. */
export const seoPages = pgTable('seo_pages', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  canonical: text('canonical').notNull(),
  /** Page-specific SEO text; the site-wide text when null. */
  seoText: jsonb('seo_text').$type<{ heading: string; text: string }[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Static pages of `/pages/{name}` (help, policies, company). The HTML is sanitized when written
 * and again when read (docs/decisions/0017-content-pages.md).
 */
export const staticPages = pgTable('static_pages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Deferred content by key (`GET /api/3/deferred/{key}`): sanitized HTML loaded after the page. */
export const deferredContent = pgTable('deferred_content', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GuideSection = { heading: string; paragraphs: string[]; links: { title: string; url: string }[] };

/** Buying guides, one a category, by its browse store id (`GET /api/1/buying-guide?sid=`). */
export const buyingGuides = pgTable(
  'buying_guides',
  {
    slug: text('slug').primaryKey(),
    sid: text('sid').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    browseUrl: text('browse_url').notNull(),
    sections: jsonb('sections').$type<GuideSection[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('buying_guides_sid_idx').on(t.sid)],
);
