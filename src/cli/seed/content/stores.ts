import { offerZoneScreen, storePageKey, storeScreen } from '../../../contracts/content-paths.ts';
import type { banners, LayoutSlot, OfferTileConfig, widgets } from '../../../api/content/schema.ts';
import { slugify } from '../generate-catalogue.ts';
import type { CategoryTemplate } from '../templates/template.ts';

/**
 * Store landings (`/*-store`, `/*-store/**`), category landings (`/mobiles`, `/watches/men`, ...)
 * and the offer zone (`/offers`, `/offers/{slug}`): all built from these layouts in the database.
 */
type BannerRow = typeof banners.$inferInsert;
type WidgetRow = typeof widgets.$inferInsert;
type LayoutRow = { screen: string; pageKey: string; children: LayoutSlot[] };
type SeoRow = { path: string; title: string; description: string; canonical: string };

export interface StoreContent {
  banners: BannerRow[];
  widgets: WidgetRow[];
  layouts: LayoutRow[];
  deferred: { key: string; html: string }[];
  seo: SeoRow[];
}

const slot = (type: string, dataKey: string): LayoutSlot => ({ id: `w-${dataKey}`, type, data: { dataKey } });
const palette: [string, string][] = [
  ['#2874f0', '#5b2ee0'],
  ['#0f2027', '#2c5364'],
  ['#b24592', '#f15f79'],
  ['#134e5e', '#71b280'],
  ['#c94b4b', '#4b134f'],
  ['#ff8008', '#ffc837'],
  ['#1d976c', '#2c7744'],
  ['#614385', '#516395'],
];
const colours = (i: number) => palette[i % palette.length] as [string, string];
const tile = (i: number, title: string, subtitle: string, url: string): OfferTileConfig => ({
  title,
  subtitle,
  url,
  from: colours(i)[0],
  to: colours(i)[1],
});

/** The offers-list and products-list pages the search work seeds, linked from tiles. */
const offerLists = {
  deals: tile(0, 'Deals of the Day', 'Up to 80% off, today only', '/offers-list/deals-of-the-day'),
  fashion: tile(2, 'Fashion under ₹999', 'Shirts, kurtas and more', '/offers-list/fashion-under-999'),
  appliances: tile(1, 'Appliance Offers', 'Up to 45% off + exchange', '/offers-list/appliance-offers'),
  mobiles: tile(4, 'Mobile Offers', 'No cost EMI on top brands', '/offers-list/mobile-offers'),
  books: tile(3, 'Book Offers', 'Bestsellers from ₹99', '/offers-list/book-offers'),
  bestMobiles: tile(5, 'Best-selling Mobiles', 'What India is buying', '/products-list/best-selling-mobiles'),
  headphones: tile(6, 'Top-rated Headphones', 'Rated 4★ and above', '/products-list/top-rated-headphones'),
  launches: tile(7, 'New Launches', 'Just arrived', '/products-list/new-launches'),
};

const tnc = (title: string, points: string[]) =>
  `<h3>${title}: terms and conditions</h3><ol>${points.map((p) => `<li>${p}</li>`).join('')}</ol><p>Bazaar may change or end the offer without notice. Read the full <a href="/pages/terms">terms of use</a>.</p>`;

export function storeContent(templates: CategoryTemplate[]): StoreContent {
  const out: StoreContent = { banners: [], widgets: [], layouts: [], deferred: [], seo: [] };
  const byId = new Map(templates.map((t) => [t.id, t]));
  const browse = (t: CategoryTemplate, brand?: string) =>
    `/${t.id}${brand ? `/${slugify(brand)}~brand` : ''}/pr?sid=${t.sid}`;
  const cat = (id: string) => byId.get(id) as CategoryTemplate;

  const row = (
    dataKey: string,
    title: string,
    categoryIds: string[] | undefined,
    sort: 'discount' | 'rating' | 'popularity',
    viewAllUrl?: string,
  ) =>
    out.widgets.push({
      dataKey,
      type: 'PRODUCT_ROW',
      config: {
        type: 'PRODUCT_ROW',
        title,
        ...(viewAllUrl ? { viewAllUrl } : {}),
        source: { ...(categoryIds ? { categoryIds } : {}), sort, limit: 12, spread: (categoryIds?.length ?? 2) > 1 },
      },
    });
  const tiles = (dataKey: string, title: string, list: OfferTileConfig[]) =>
    out.widgets.push({ dataKey, type: 'OFFER_TILES', config: { type: 'OFFER_TILES', title, tiles: list } });
  const banner = (
    id: string,
    title: string,
    url: string,
    headline: string,
    subline: string,
    cta: string,
    i: number,
  ) => {
    out.banners.push({
      id,
      title,
      url,
      alt: `${headline}: ${subline}`,
      artwork: { headline, subline, from: colours(i)[0], to: colours(i)[1], accent: '#ffe11b', cta },
      position: 100 + out.banners.length,
    });
    out.widgets.push({
      dataKey: `${id}-carousel`,
      type: 'BANNER_CAROUSEL',
      config: { type: 'BANNER_CAROUSEL', bannerIds: [id] },
    });
    return `${id}-carousel`;
  };
  const deferred = (key: string, title: string, html: string) => {
    out.deferred.push({ key, html });
    out.widgets.push({ dataKey: `deferred-${key}`, type: 'DEFERRED', config: { type: 'DEFERRED', title, key } });
    return `deferred-${key}`;
  };
  const layout = (screen: string, path: string, children: LayoutSlot[], title: string, description: string) => {
    out.layouts.push({
      screen,
      pageKey:
        screen === offerZoneScreen && path === '/offers'
          ? ''
          : screen === offerZoneScreen
            ? path.split('/').pop()!
            : storePageKey(path),
      children,
    });
    out.seo.push({ path, title: `${title} | Bazaar`, description, canonical: path });
  };

  // Category landings: a banner, shop by brand, top rated and best discounts of the category.
  templates.forEach((t, i) => {
    if (!t.landingPath) return;
    const key = slugify(t.id);
    const carousel = banner(
      `banner-clp-${key}`,
      t.title,
      browse(t),
      `${t.title} Store`,
      `Top brands: ${t.brands.slice(0, 3).join(', ')}`,
      'Shop Now',
      i,
    );
    tiles(
      `${key}-brands`,
      `Shop ${t.title} by brand`,
      t.brands.slice(0, 8).map((b, j) => tile(i + j, b, `${t.title} from ${b}`, browse(t, b))),
    );
    row(`${key}-top-rated`, `Top rated ${t.title}`, [t.id], 'rating', browse(t));
    row(`${key}-best-discounts`, `Best discounts on ${t.title}`, [t.id], 'discount', browse(t));
    const children = [
      slot('BANNER_CAROUSEL', carousel),
      slot('OFFER_TILES', `${key}-brands`),
      slot('PRODUCT_ROW', `${key}-top-rated`),
      slot('PRODUCT_ROW', `${key}-best-discounts`),
    ];
    out.layouts.push({ screen: storeScreen, pageKey: storePageKey(t.landingPath), children });
  });

  // Stores: groups of categories, the co-brand partners' stores, and a brand store below a store.
  const electronics = ['mobiles', 'tablets', 'televisions', 'cameras', 'headphones', 'games'].filter((id) =>
    byId.has(id),
  );
  const appliances = ['televisions', 'refrigerators', 'washing-machines', 'microwave-ovens'].filter((id) =>
    byId.has(id),
  );
  const fashion = ['mens-clothing', 'womens-clothing', 'mens-watches'].filter((id) => byId.has(id));
  const categoryTiles = (ids: string[], offset: number) =>
    ids.map((id, j) => tile(offset + j, cat(id).title, 'Explore the range', cat(id).landingPath ?? browse(cat(id))));
  const store = (
    path: string,
    name: string,
    subline: string,
    ids: string[] | undefined,
    offers: OfferTileConfig[],
    i: number,
    extra: LayoutSlot[] = [],
  ) => {
    const key = storePageKey(path);
    const carousel = banner(`banner-${key}`, name, path, name, subline, 'Shop Now', i);
    tiles(`${key}-categories`, ids ? 'Shop by category' : 'Top offers', ids ? categoryTiles(ids, i) : offers);
    if (ids) tiles(`${key}-offers`, 'Offers for you', offers);
    row(`${key}-top-rated`, `Top rated in ${name}`, ids, 'rating');
    row(`${key}-deals`, `Deals in ${name}`, ids, 'discount');
    const children = [
      slot('BANNER_CAROUSEL', carousel),
      slot('OFFER_TILES', `${key}-categories`),
      ...(ids ? [slot('OFFER_TILES', `${key}-offers`)] : []),
      slot('PRODUCT_ROW', `${key}-deals`),
      slot('PRODUCT_ROW', `${key}-top-rated`),
      ...extra,
    ];
    layout(
      storeScreen,
      path,
      children,
      name,
      `${name} at Bazaar: ${subline}. Best prices, cash on delivery and easy returns.`,
    );
  };
  store(
    '/electronics-store',
    'Electronics Store',
    'Mobiles, TVs, cameras and more',
    electronics,
    [offerLists.mobiles, offerLists.bestMobiles, offerLists.headphones, offerLists.launches],
    0,
  );
  store(
    '/mobile-store',
    'Mobile Store',
    'Smartphones from every top brand',
    ['mobiles', 'tablets'].filter((id) => byId.has(id)),
    [offerLists.mobiles, offerLists.bestMobiles, offerLists.deals],
    1,
  );
  store(
    '/tvs-and-appliances-store',
    'TVs & Appliances Store',
    'Big screens and home appliances',
    appliances,
    [offerLists.appliances, offerLists.deals],
    2,
  );
  store(
    '/fashion-store',
    'Fashion Store',
    'Clothing and watches for men and women',
    fashion,
    [offerLists.fashion, offerLists.deals],
    3,
  );
  store(
    '/books-store',
    'Books Store',
    'Fiction, non-fiction and exam preparation',
    ['books'].filter((id) => byId.has(id)),
    [offerLists.books, offerLists.launches],
    4,
  );
  // The menu's Baby & Kids and Home & Furniture groups land on these stores.
  store(
    '/baby-kids-store',
    'Baby & Kids Store',
    "Kids' clothing and toys",
    ['kids-clothing', 'toys'].filter((id) => byId.has(id)),
    [offerLists.deals, offerLists.launches],
    5,
  );
  store(
    '/home-furniture-store',
    'Home & Furniture Store',
    'Cookware, dining and furniture',
    ['kitchen-dining', 'furniture'].filter((id) => byId.has(id)),
    [offerLists.deals, offerLists.launches],
    6,
  );
  const partner = (path: string, name: string, subline: string, bank: string, i: number) => {
    const key = storePageKey(path);
    const terms = deferred(
      `tnc-${key}`,
      'Terms & Conditions',
      tnc(name, [
        `The ${bank} offer applies to orders paid in full with the partner’s instrument.`,
        'One offer per shopper and per order; not valid with gift cards.',
        'The discount is shown at checkout before you pay; cancelled or returned orders lose it.',
      ]),
    );
    store(
      path,
      name,
      subline,
      undefined,
      [offerLists.deals, offerLists.mobiles, offerLists.fashion, offerLists.appliances, offerLists.books],
      i,
      [slot('DEFERRED', terms)],
    );
  };
  partner('/itzcash-store', 'ItzCash Store', 'Pay with your ItzCash card', '5% cashback up to ₹200', 5);
  partner(
    '/indusind-store',
    'IndusInd Bank Store',
    'Extra 10% off with IndusInd cards',
    '10% instant discount up to ₹1,500',
    6,
  );
  partner(
    '/yahoo-store',
    'Yahoo Shopping',
    'Handpicked deals for Yahoo users',
    'extra ₹100 off on orders above ₹999',
    7,
  );
  const samsung = cat('mobiles');
  if (samsung) {
    const carousel = banner(
      'banner-mobile-store--samsung',
      'Samsung Mobiles',
      browse(samsung, 'Samsung'),
      'Samsung Galaxy Store',
      'Galaxy phones with no cost EMI',
      'Shop Samsung',
      3,
    );
    tiles('mobile-store--samsung-offers', 'Samsung offers', [
      tile(0, 'All Samsung mobiles', 'Every Galaxy in stock', browse(samsung, 'Samsung')),
      offerLists.mobiles,
      offerLists.bestMobiles,
    ]);
    layout(
      storeScreen,
      '/mobile-store/samsung',
      [
        slot('BANNER_CAROUSEL', carousel),
        slot('OFFER_TILES', 'mobile-store--samsung-offers'),
        slot('PRODUCT_ROW', 'mobiles-top-rated'),
      ],
      'Samsung Mobile Store',
      'Samsung Galaxy phones at Bazaar with no cost EMI and exchange offers.',
    );
  }

  // The offer zone and its offer pages.
  tiles('offer-zone-top', 'Top offers', Object.values(offerLists));
  row('offer-zone-electronics', 'Deals on electronics', electronics, 'discount', '/offers-list/mobile-offers');
  row('offer-zone-fashion', 'Deals on fashion', fashion, 'discount', '/offers-list/fashion-under-999');
  layout(
    offerZoneScreen,
    '/offers',
    [
      slot('BANNER_CAROUSEL', 'home-banners'),
      slot('OFFER_TILES', 'offer-zone-top'),
      slot('PRODUCT_ROW', 'deals-of-the-day'),
      slot('PRODUCT_ROW', 'offer-zone-electronics'),
      slot('PRODUCT_ROW', 'offer-zone-fashion'),
    ],
    'Offer Zone: Best Deals and Discounts Online',
    'Today’s best deals on mobiles, electronics, fashion, appliances and books, with bank offers and no cost EMI.',
  );
  const offerPage = (
    slug: string,
    name: string,
    subline: string,
    list: OfferTileConfig[],
    ids: string[] | undefined,
    terms: string[],
    i: number,
  ) => {
    const carousel = banner(`banner-offer-${slug}`, name, `/offers/${slug}`, name, subline, 'Grab Now', i);
    tiles(`offer-${slug}-tiles`, name, list);
    row(`offer-${slug}-row`, `Best of ${name}`, ids, 'discount');
    const t = deferred(`tnc-offer-${slug}`, 'Terms & Conditions', tnc(name, terms));
    layout(
      offerZoneScreen,
      `/offers/${slug}`,
      [
        slot('BANNER_CAROUSEL', carousel),
        slot('OFFER_TILES', `offer-${slug}-tiles`),
        slot('PRODUCT_ROW', `offer-${slug}-row`),
        slot('DEFERRED', t),
      ],
      name,
      `${name} at Bazaar: ${subline}.`,
    );
  };
  offerPage(
    'big-bazaar-sale',
    'The Big Bazaar Sale',
    'Up to 80% off across categories',
    Object.values(offerLists),
    undefined,
    [
      'Prices are valid while stocks last.',
      'Sale prices apply to orders placed during the sale.',
      'Returns follow each product’s usual policy.',
    ],
    0,
  );
  offerPage(
    'no-cost-emi',
    'No Cost EMI',
    'Pay in 3, 6 or 9 months at no extra cost',
    [offerLists.mobiles, offerLists.appliances, offerLists.launches],
    [...electronics, ...appliances],
    [
      'Available on orders above ₹3,000 with selected credit cards.',
      'The interest is given back as an instant discount.',
      'The bank may charge a processing fee.',
    ],
    1,
  );
  offerPage(
    'exchange-offers',
    'Exchange Offers',
    'Up to ₹15,000 off when you exchange your old phone or TV',
    [offerLists.mobiles, offerLists.bestMobiles, offerLists.appliances],
    ['mobiles', 'televisions'].filter((id) => byId.has(id)),
    [
      'The exchange value depends on the model and condition of the old product.',
      'The old product is picked up when the new one is delivered.',
      'The product’s IMEI or serial number must be valid.',
    ],
    2,
  );
  offerPage(
    'bank-offers',
    'Bank Offers',
    'Instant discounts with partner bank cards',
    [offerLists.deals, offerLists.fashion, offerLists.books],
    undefined,
    [
      '10% instant discount up to ₹1,500 with partner bank credit cards.',
      'Once per card during the offer period.',
      'Not valid on gift card purchases.',
    ],
    3,
  );
  return out;
}
