import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { imageTemplate } from '../../contracts/images.ts';
import type { Layout, Widget } from '../../contracts/layout.ts';
import { footerSchema, navigationSchema, quickLinksSchema } from '../../contracts/navigation.ts';
import { dataSourceIds } from '../../contracts/paths.ts';
import { seoMetadataSchema, type SeoMetadata } from '../../contracts/seo.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listBrandGroups, listProductCards, productSeo } from '../catalogue/service.ts';
import { bannerSvg } from './banner-artwork.ts';
import {
  deferredErrorKey,
  type BuyingGuideAnswer,
  type DeferredContent,
  type StaticPage,
} from '../../contracts/content.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import {
  selectBuyingGuides,
  selectDeferredContent,
  selectStaticPage,
  upsertDeferredContent,
  upsertStaticPage,
  selectAllLayouts,
  selectBanner,
  selectBanners,
  selectDataSource,
  selectSeoPages,
  selectWidgets,
  upsertDataSource,
  upsertLayout,
} from './repository.ts';
import type { LayoutSlot } from './schema.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';

/** What the content use cases need: the database and the process's 60 s content cache. */
export interface ContentDeps {
  db: Executor;
  cache: TtlCache;
}

/** Site-wide SEO text block of the footer, kept as a data source like the footer itself. */
export const seoTextDataSourceId = 'seoTextDS_1.0';

/** Contracts of the data sources `GET /lc/getData` answers; content is checked when written. */
const dataSourceContracts: Record<string, z.ZodType> = {
  [dataSourceIds.navigation]: navigationSchema,
  [dataSourceIds.quickLinks]: quickLinksSchema,
  [dataSourceIds.footer]: footerSchema,
  [seoTextDataSourceId]: seoMetadataSchema.shape.seoText,
};

export const defaultSeo = {
  /** Default page title of spec 000 §9. */
  title: 'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
  description:
    'Shop online for mobiles, televisions, cameras, fashion, appliances and books at the best prices in India. Free delivery on orders above ₹500, easy returns and cash on delivery.',
};

/** Short, stable digest of a layout's children: equal children, equal hash. */
export function layoutHash(children: LayoutSlot[]): string {
  return createHash('sha256').update(JSON.stringify(children)).digest('base64url').slice(0, 16);
}

export async function saveLayout(db: Executor, screen: string, pageKey: string, children: LayoutSlot[]) {
  return upsertLayout(db, { screen, pageKey, children, hash: layoutHash(children) });
}

export async function saveDataSource(db: Executor, id: string, data: unknown): Promise<void> {
  const contract = dataSourceContracts[id];
  if (!contract) throw new Error(`No contract for data source ${id}`);
  await upsertDataSource(db, id, contract.parse(data));
}

type LayoutRow = Awaited<ReturnType<typeof selectAllLayouts>>[number];
const toLayout = (row: LayoutRow): Layout => ({ layoutId: row.layoutId, hash: row.hash, children: row.children });

/** All layouts, by page and by id; layouts are few, so one read serves every screen for 60 s. */
function layoutIndex(deps: ContentDeps) {
  return deps.cache.get('layouts', async () => {
    const rows = await selectAllLayouts(deps.db);
    return {
      byPage: new Map(rows.map((r) => [`${r.screen}/${r.pageKey}`, toLayout(r)])),
      byId: new Map(rows.map((r) => [r.layoutId, toLayout(r)])),
    };
  });
}

export async function getPageLayout(deps: ContentDeps, screen: string, pageKey = ''): Promise<Layout> {
  const layout = (await layoutIndex(deps)).byPage.get(`${screen}/${pageKey}`);
  if (!layout) throw AppError.notFound(`The layout of ${pageKey ? `${screen}/${pageKey}` : screen}`);
  return layout;
}

/** A layout id the server does not know: the client treats layoutId 0 as failed (spec 000 §8). */
const failedLayout: Layout = { layoutId: 0, hash: '', children: [] };

/**
 * The layouts among `ids` whose hash differs from the one the client holds (`hashes[i]` for
 * `ids[i]`; a missing or empty hash means the client holds none). Unchanged layouts are left
 * out; an unknown id answers layoutId 0; when no id is known at all, it is a 404.
 */
export async function getChangedLayouts(deps: ContentDeps, ids: number[], hashes: string[]) {
  const index = await layoutIndex(deps);
  if (!ids.some((id) => index.byId.has(id))) throw AppError.notFound(`Layout ${ids.join(',')}`);
  const changed: Record<string, Layout> = {};
  const unchanged: number[] = [];
  ids.forEach((id, i) => {
    const layout = index.byId.get(id);
    if (!layout) changed[id] = failedLayout;
    else if (hashes[i] && hashes[i] === layout.hash) unchanged.push(id);
    else changed[id] = layout;
  });
  return { layouts: changed, unchanged };
}

async function resolveWidget(db: Executor, dataKey: string): Promise<Widget | null> {
  const [row] = await selectWidgets(db, [dataKey]);
  if (!row) return null;
  const config = row.config;
  if (config.type === 'BANNER_CAROUSEL') {
    const rows = await selectBanners(db, config.bannerIds);
    const byId = new Map(rows.map((b) => [b.id, b]));
    const banners = config.bannerIds.flatMap((id) => {
      const b = byId.get(id);
      return b ? [{ id: b.id, title: b.title, url: b.url, alt: b.alt, imageUrl: imageTemplate(b.id) }] : [];
    });
    return { type: 'BANNER_CAROUSEL', data: { banners } };
  }
  if (config.type === 'OFFER_TILES') return { type: 'OFFER_TILES', data: { title: config.title, tiles: config.tiles } };
  if (config.type === 'DEFERRED') return { type: 'DEFERRED', data: { title: config.title, key: config.key } };
  const products = await listProductCards(db, config.source);
  return {
    type: 'PRODUCT_ROW',
    data: { title: config.title, ...(config.viewAllUrl ? { viewAllUrl: config.viewAllUrl } : {}), products },
  };
}

/**
 * The data of a page's widgets, by data key: all of the layout's, or the keys asked for (each
 * must belong to the layout). Product rows are resolved live from the catalogue, each widget
 * cached for 60 s.
 */
export async function getPageWidgets(
  deps: ContentDeps,
  screen: string,
  pageKey: string,
  dataKeys?: string[],
): Promise<Record<string, Widget>> {
  const layout = await getPageLayout(deps, screen, pageKey);
  const known = new Set(layout.children.map((c) => c.data.dataKey));
  const keys = dataKeys ?? [...known];
  const unknown = keys.find((key) => !known.has(key));
  if (unknown) throw AppError.notFound(`Widget ${unknown}`);
  const resolved = await Promise.all(
    keys.map((key) => deps.cache.get(`widget:${key}`, () => resolveWidget(deps.db, key))),
  );
  const widgets: Record<string, Widget> = {};
  keys.forEach((key, i) => {
    const widget = resolved[i];
    if (widget) widgets[key] = widget;
  });
  return widgets;
}

export async function getDataSource(deps: ContentDeps, id: string): Promise<unknown> {
  const row = await deps.cache.get(`data-source:${id}`, () => selectDataSource(deps.db, id));
  if (!row) throw AppError.notFound(`Data source ${id}`);
  return row.data;
}

/** The path a URL names, as the canonical form: no origin, query or trailing slash. */
export function canonicalPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://storefront.invalid').pathname;
  } catch {
    throw AppError.badRequest('url: must be a URL or a path', [{ field: 'url', message: 'must be a URL or a path' }]);
  }
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * SEO metadata of a page: its own record when it has one, else the default title and
 * description with the path as canonical. Brand lists and the SEO text are always there.
 */
export async function getSeoMetadata(deps: ContentDeps, url: string): Promise<SeoMetadata> {
  const path = canonicalPath(url);
  const [pages, brandGroups, siteText] = await Promise.all([
    deps.cache.get('seo-pages', async () => new Map((await selectSeoPages(deps.db)).map((p) => [p.path, p]))),
    deps.cache.get('brand-groups', () => listBrandGroups(deps.db)),
    deps.cache.get(`data-source:${seoTextDataSourceId}`, () => selectDataSource(deps.db, seoTextDataSourceId)),
  ]);
  const seoText = (siteText?.data ?? []) as SeoMetadata['seoText'];
  const page = pages.get(path);
  if (!page) {
    // A product page's title, description and canonical come from the product.
    const product = await deps.cache.get(`product-seo:${path}`, () => productSeo(deps.db, path));
    return { ...defaultSeo, ...product, canonical: product?.canonical ?? path, brandGroups, seoText };
  }
  return {
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    brandGroups,
    seoText: page.seoText ?? seoText,
  };
}

/** A banner's artwork as SVG at the given size, or null when no such banner exists. */
export async function renderBannerSvg(db: Executor, id: string, width: number, height: number): Promise<string | null> {
  const banner = await selectBanner(db, id);
  return banner ? bannerSvg(banner.artwork, width, height) : null;
}

/** Writes a static page; its HTML is sanitized before it is stored. */
export async function saveStaticPage(db: Executor, page: { name: string; title: string; html: string }): Promise<void> {
  await upsertStaticPage(db, { ...page, html: sanitizeContentHtml(page.html) });
}

/**
 * A static page by name (`POST /api/3/page/fetch`), its HTML sanitized again on the way out, so
 * a row written around `saveStaticPage` cannot reach a shopper unsanitized.
 */
export async function getStaticPage(deps: ContentDeps, name: string): Promise<StaticPage> {
  const page = await deps.cache.get(`static-page:${name}`, async () => {
    const row = await selectStaticPage(deps.db, name);
    return row
      ? {
          name: row.name,
          title: row.title,
          html: sanitizeContentHtml(row.html),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null;
  });
  if (!page) throw AppError.notFound(`The page ${name}`);
  return page;
}

export async function saveDeferredContent(db: Executor, key: string, html: string): Promise<void> {
  await upsertDeferredContent(db, { key, html: sanitizeContentHtml(html) });
}

/** Deferred content by key; a missing key fails with the error key the storefront shows ('errortnc'). */
export async function getDeferredContent(deps: ContentDeps, key: string): Promise<DeferredContent> {
  const row = await deps.cache.get(`deferred:${key}`, () => selectDeferredContent(deps.db, key));
  if (!row) throw new AppError(deferredErrorKey, `No content ${key}`, 404);
  return { key, html: sanitizeContentHtml(row.html) };
}

/** Every guide in order, and the guide of `sid` when asked (404 when no guide has that store id). */
export async function getBuyingGuide(deps: ContentDeps, sid?: string): Promise<BuyingGuideAnswer> {
  const rows = await deps.cache.get('buying-guides', () => selectBuyingGuides(deps.db));
  const guides = rows.map((r) => ({ slug: r.slug, sid: r.sid, title: r.title, summary: r.summary }));
  if (!sid) return { guides, guide: null };
  const row = rows.find((r) => r.sid === sid);
  if (!row) throw AppError.notFound(`The buying guide of ${sid}`);
  return {
    guides,
    guide: {
      slug: row.slug,
      sid: row.sid,
      title: row.title,
      summary: row.summary,
      sections: row.sections,
      browseUrl: row.browseUrl,
    },
  };
}
