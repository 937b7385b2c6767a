import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import {
  banners,
  buyingGuides,
  dataSources,
  deferredContent,
  layouts,
  seoPages,
  staticPages,
  widgets,
} from './schema.ts';

export async function upsertLayout(
  db: Executor,
  row: { screen: string; pageKey: string; hash: string; children: (typeof layouts.$inferInsert)['children'] },
) {
  const [saved] = await db
    .insert(layouts)
    .values(row)
    .onConflictDoUpdate({
      target: [layouts.screen, layouts.pageKey],
      set: { hash: row.hash, children: row.children, updatedAt: sql`now()` },
    })
    .returning();
  return saved;
}

export async function selectAllLayouts(db: Executor) {
  return db.select().from(layouts).orderBy(asc(layouts.layoutId));
}

export async function hasAnyLayout(db: Executor): Promise<boolean> {
  return (await db.select({ id: layouts.layoutId }).from(layouts).limit(1)).length > 0;
}

export async function upsertWidgets(db: Executor, rows: (typeof widgets.$inferInsert)[]) {
  for (const row of rows) {
    await db
      .insert(widgets)
      .values(row)
      .onConflictDoUpdate({ target: widgets.dataKey, set: { type: row.type, config: row.config } });
  }
}

export async function selectWidgets(db: Executor, dataKeys: string[]) {
  if (dataKeys.length === 0) return [];
  return db.select().from(widgets).where(inArray(widgets.dataKey, dataKeys));
}

export async function upsertBanners(db: Executor, rows: (typeof banners.$inferInsert)[]) {
  for (const row of rows) {
    const { id, ...rest } = row;
    await db.insert(banners).values(row).onConflictDoUpdate({ target: banners.id, set: rest });
  }
}

export async function selectBanners(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(banners).where(inArray(banners.id, ids));
}

export async function selectBanner(db: Executor, id: string) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row ?? null;
}

export async function upsertDataSource(db: Executor, id: string, data: unknown) {
  await db
    .insert(dataSources)
    .values({ id, data })
    .onConflictDoUpdate({ target: dataSources.id, set: { data, updatedAt: sql`now()` } });
}

export async function selectDataSource(db: Executor, id: string) {
  const [row] = await db.select().from(dataSources).where(eq(dataSources.id, id));
  return row ?? null;
}

export async function upsertSeoPages(db: Executor, rows: (typeof seoPages.$inferInsert)[]) {
  for (const row of rows) {
    const { path, ...rest } = row;
    await db
      .insert(seoPages)
      .values(row)
      .onConflictDoUpdate({ target: seoPages.path, set: { ...rest, updatedAt: sql`now()` } });
  }
}

export async function selectSeoPages(db: Executor) {
  return db.select().from(seoPages);
}

/** Empties every content table (the seed CLI replaces the content with the catalogue). */
export async function deleteContent(db: Executor): Promise<void> {
  await db.delete(layouts);
  await db.delete(widgets);
  await db.delete(banners);
  await db.delete(dataSources);
  await db.delete(seoPages);
  await db.delete(staticPages);
  await db.delete(deferredContent);
  await db.delete(buyingGuides);
}

export async function upsertStaticPage(db: Executor, row: { name: string; title: string; html: string }) {
  await db
    .insert(staticPages)
    .values(row)
    .onConflictDoUpdate({ target: staticPages.name, set: { title: row.title, html: row.html, updatedAt: sql`now()` } });
}

export async function selectStaticPage(db: Executor, name: string) {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.name, name));
  return row ?? null;
}

export async function upsertDeferredContent(db: Executor, row: { key: string; html: string }) {
  await db
    .insert(deferredContent)
    .values(row)
    .onConflictDoUpdate({ target: deferredContent.key, set: { html: row.html, updatedAt: sql`now()` } });
}

export async function selectDeferredContent(db: Executor, key: string) {
  const [row] = await db.select().from(deferredContent).where(eq(deferredContent.key, key));
  return row ?? null;
}

export async function upsertBuyingGuides(db: Executor, rows: (typeof buyingGuides.$inferInsert)[]) {
  for (const row of rows) {
    const { slug, ...rest } = row;
    await db.insert(buyingGuides).values(row).onConflictDoUpdate({ target: buyingGuides.slug, set: rest });
  }
}

export async function selectBuyingGuides(db: Executor) {
  return db.select().from(buyingGuides).orderBy(asc(buyingGuides.position), asc(buyingGuides.slug));
}
