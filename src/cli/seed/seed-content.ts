import { dataSourceIds } from '../../contracts/paths.ts';
import { upsertBanners, upsertSeoPages, upsertWidgets } from '../../api/content/repository.ts';
import { saveDataSource, saveLayout, seoTextDataSourceId } from '../../api/content/service.ts';
import { upsertExperiments } from '../../api/engagement/repository.ts';
import type { Db } from '../../platform/db/database.ts';
import { footerData, seoTextData } from './content/footer.ts';
import { navigationData, quickLinksData } from './content/navigation.ts';
import { experimentRows, homeBanners, layoutRows, seoPageRows, widgetRows } from './content/pages.ts';
import { categoryTemplates } from './generate-catalogue.ts';

/**
 * The storefront's content: home and landing layouts with their widgets and banners, the
 * navigation menu, quick links, footer, SEO records and text, and the A/B experiments. Data
 * sources are checked against their contracts as they are written.
 */
export async function seedContent(db: Db): Promise<void> {
  const templates = Object.fromEntries(categoryTemplates.map((t) => [t.id, t]));
  await upsertBanners(db, homeBanners);
  await upsertWidgets(db, widgetRows);
  for (const layout of layoutRows) await saveLayout(db, layout.screen, layout.pageKey, layout.children);
  await saveDataSource(db, dataSourceIds.navigation, navigationData(templates));
  await saveDataSource(db, dataSourceIds.quickLinks, quickLinksData());
  await saveDataSource(db, dataSourceIds.footer, footerData());
  await saveDataSource(db, seoTextDataSourceId, seoTextData());
  await upsertSeoPages(db, seoPageRows(categoryTemplates));
  await upsertExperiments(db, experimentRows);
}
