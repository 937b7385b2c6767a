import { dataSourceIds } from '../../contracts/paths.ts';
import { upsertBanners, upsertBuyingGuides, upsertSeoPages, upsertWidgets } from '../../api/content/repository.ts';
import {
  saveDataSource,
  saveDeferredContent,
  saveLayout,
  saveStaticPage,
  seoTextDataSourceId,
} from '../../api/content/service.ts';
import { upsertExperiments } from '../../api/engagement/repository.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { footerData, seoTextData } from './content/footer.ts';
import { navigationData, quickLinksData } from './content/navigation.ts';
import { experimentRows, homeBanners, layoutRows, seoPageRows, widgetRows } from './content/pages.ts';
import { categoryTemplates } from './generate-catalogue.ts';
import { buyingGuideRows } from './content/buying-guides.ts';
import { brandsPage, staticPageSeeds } from './content/static-pages.ts';
import { storeContent } from './content/stores.ts';

/**
 * The storefront's content: home and landing layouts with their widgets and banners, the
 * navigation menu, quick links, footer, SEO records and text, and the A/B experiments. Data
 * sources are checked against their contracts as they are written.
 */
export async function seedContent(db: Executor): Promise<void> {
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
  await seedLandingsAndPages(db);
}

/** Store and category landings, the offer zone, static pages and buying guides, with their SEO records. */
async function seedLandingsAndPages(db: Executor): Promise<void> {
  const stores = storeContent(categoryTemplates);
  await upsertBanners(db, stores.banners);
  await upsertWidgets(db, stores.widgets);
  for (const layout of stores.layouts) await saveLayout(db, layout.screen, layout.pageKey, layout.children);
  for (const piece of stores.deferred) await saveDeferredContent(db, piece.key, piece.html);
  const pages = [...staticPageSeeds, brandsPage(categoryTemplates)];
  for (const page of pages) await saveStaticPage(db, page);
  const guides = buyingGuideRows(categoryTemplates);
  await upsertBuyingGuides(db, guides);
  await upsertSeoPages(db, [
    ...stores.seo,
    ...pages.map((p) => ({
      path: `/pages/${p.name}`,
      title: `${p.title} | Bazaar`,
      description: p.description,
      canonical: `/pages/${p.name}`,
    })),
    {
      path: '/buying-guide',
      title: 'Buying Guides: How to Choose Mobiles, TVs, Appliances and More | Bazaar',
      description:
        'Plain advice on choosing phones, televisions, refrigerators, washing machines, headphones, cameras and clothes.',
      canonical: '/buying-guide',
    },
    ...guides.map((g) => ({
      path: `/buying-guide/${g.slug}`,
      title: `${g.title} | Bazaar Buying Guide`,
      description: g.summary,
      canonical: `/buying-guide/${g.slug}`,
    })),
  ]);
}
