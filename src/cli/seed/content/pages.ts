import type { banners, LayoutSlot, widgets } from '../../../api/content/schema.ts';
import type { CategoryTemplate } from '../templates/template.ts';

type BannerRow = typeof banners.$inferInsert;
type WidgetRow = typeof widgets.$inferInsert;

export const homeBanners: BannerRow[] = [
  {
    id: 'banner-big-sale',
    title: 'The Big Bazaar Sale',
    url: '/offers',
    alt: 'The Big Bazaar Sale: up to 80% off on fashion, electronics and more',
    artwork: {
      headline: 'The Big Bazaar Sale',
      subline: 'Up to 80% off on fashion, electronics and more',
      from: '#2874f0',
      to: '#5b2ee0',
      accent: '#ffe11b',
      cta: 'Shop Now',
    },
  },
  {
    id: 'banner-smartphones',
    title: 'Smartphones from ₹5,999',
    url: '/mobiles',
    alt: 'Smartphones from ₹5,999 with no cost EMI',
    artwork: {
      headline: 'Smartphones from ₹5,999',
      subline: 'No cost EMI · Exchange offers on top brands',
      from: '#0f2027',
      to: '#2c5364',
      accent: '#ff9f00',
      cta: 'Explore',
    },
  },
  {
    id: 'banner-televisions',
    title: 'Big screens, bigger savings',
    url: '/televisions',
    alt: 'Televisions: 4K smart TVs at up to 45% off',
    artwork: {
      headline: 'Big Screens, Bigger Savings',
      subline: '4K smart TVs at up to 45% off',
      from: '#141e30',
      to: '#243b55',
      accent: '#4fc3f7',
      cta: 'Shop TVs',
    },
  },
  {
    id: 'banner-mens-fashion',
    title: 'Fashion for men: min. 50% off',
    url: '/mens-clothing',
    alt: 'Fashion for men: shirts, T-shirts and kurtas at a minimum of 50% off',
    artwork: {
      headline: 'Min. 50% Off Men’s Fashion',
      subline: 'Shirts, T-shirts and kurtas from top brands',
      from: '#b24592',
      to: '#f15f79',
      accent: '#ffe11b',
      cta: 'Shop Now',
    },
  },
  {
    id: 'banner-books',
    title: 'Bestselling books',
    url: '/books/pr?sid=bks',
    alt: 'Bestselling books and exam guides from ₹99',
    artwork: {
      headline: 'Bestselling Books from ₹99',
      subline: 'Fiction, exam preparation and more',
      from: '#134e5e',
      to: '#71b280',
      accent: '#ffe11b',
      cta: 'Read More',
    },
  },
].map((banner, position) => ({ ...banner, position }));

const electronics = ['mobiles', 'tablets', 'televisions', 'cameras', 'headphones', 'games'];
const appliances = ['televisions', 'refrigerators', 'washing-machines', 'microwave-ovens'];

export const widgetRows: WidgetRow[] = [
  {
    dataKey: 'home-banners',
    type: 'BANNER_CAROUSEL',
    config: { type: 'BANNER_CAROUSEL', bannerIds: homeBanners.map((b) => b.id) },
  },
  {
    dataKey: 'deals-of-the-day',
    type: 'PRODUCT_ROW',
    config: {
      type: 'PRODUCT_ROW',
      title: 'Deals of the Day',
      viewAllUrl: '/offers',
      source: { sort: 'discount', limit: 12, spread: true },
    },
  },
  {
    dataKey: 'best-of-electronics',
    type: 'PRODUCT_ROW',
    config: {
      type: 'PRODUCT_ROW',
      title: 'Best of Electronics',
      viewAllUrl: '/products-list/best-of-electronics',
      source: { categoryIds: electronics, sort: 'rating', limit: 12, spread: true },
    },
  },
  {
    dataKey: 'fashion-for-men',
    type: 'PRODUCT_ROW',
    config: {
      type: 'PRODUCT_ROW',
      title: 'Fashion for men',
      viewAllUrl: '/products-list/fashion-for-men',
      source: { categoryIds: ['mens-clothing', 'mens-watches'], sort: 'popularity', limit: 12, spread: true },
    },
  },
  {
    dataKey: 'tvs-and-appliances',
    type: 'PRODUCT_ROW',
    config: {
      type: 'PRODUCT_ROW',
      title: 'TVs & Appliances',
      viewAllUrl: '/televisions',
      source: { categoryIds: appliances, sort: 'discount', limit: 12, spread: true },
    },
  },
  {
    dataKey: 'bestselling-books',
    type: 'PRODUCT_ROW',
    config: {
      type: 'PRODUCT_ROW',
      title: 'Bestselling Books',
      viewAllUrl: '/books/pr?sid=bks',
      source: { categoryIds: ['books'], sort: 'popularity', limit: 12 },
    },
  },
  {
    dataKey: 'electronics-banners',
    type: 'BANNER_CAROUSEL',
    config: { type: 'BANNER_CAROUSEL', bannerIds: ['banner-smartphones', 'banner-televisions'] },
  },
];

const slot = (type: string, dataKey: string): LayoutSlot => ({ id: `w-${dataKey}`, type, data: { dataKey } });

/** Layouts by screen and page key ('' for the screen's main page). */
export const layoutRows: { screen: string; pageKey: string; children: LayoutSlot[] }[] = [
  {
    screen: 'home',
    pageKey: '',
    children: [
      slot('BANNER_CAROUSEL', 'home-banners'),
      slot('PRODUCT_ROW', 'deals-of-the-day'),
      slot('PRODUCT_ROW', 'best-of-electronics'),
      slot('PRODUCT_ROW', 'fashion-for-men'),
      slot('PRODUCT_ROW', 'tvs-and-appliances'),
      slot('PRODUCT_ROW', 'bestselling-books'),
    ],
  },
  {
    // The Electronics category landing page: a page key under the `clp` screen.
    screen: 'clp',
    pageKey: 'electronics',
    children: [slot('BANNER_CAROUSEL', 'electronics-banners'), slot('PRODUCT_ROW', 'best-of-electronics')],
  },
];

/** SEO records: home, the offer zone, and each category's landing and browse pages. */
export function seoPageRows(templates: CategoryTemplate[]) {
  const pages = [
    {
      path: '/',
      title: 'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
      description:
        'India’s marketplace for mobiles, televisions, cameras, fashion, appliances and books. Best prices, cash on delivery, free delivery on orders above ₹500 and easy returns.',
      canonical: '/',
    },
    {
      path: '/offers',
      title: 'Offer Zone: Best Deals and Discounts Online | Bazaar',
      description:
        'Today’s best deals on mobiles, electronics, fashion, appliances and books, with bank offers and no cost EMI.',
      canonical: '/offers',
    },
  ];
  for (const t of templates) {
    const browse = `/${t.id}/pr`;
    const canonical = t.landingPath ?? browse;
    const title = `${t.title}: Buy ${t.title} Online at Best Prices in India | Bazaar`;
    const description = `Shop ${t.title.toLowerCase()} online from ${t.brands.slice(0, 5).join(', ')} and more. Best prices, cash on delivery and easy returns at Bazaar.`;
    if (t.landingPath) pages.push({ path: t.landingPath, title, description, canonical });
    pages.push({ path: browse, title, description, canonical });
  }
  return pages;
}

/** Experiments of both applications; the storefront only ever merges the Desktop ones. */
export const experimentRows: {
  abId: string;
  appId: string;
  variants: { name: string; weight: number; metadata: Record<string, string> }[];
}[] = [
  {
    abId: 'home_banner_autoplay',
    appId: 'Desktop',
    variants: [
      { name: 'control', weight: 1, metadata: { intervalMs: '5000' } },
      { name: 'fast', weight: 1, metadata: { intervalMs: '3500' } },
    ],
  },
  {
    abId: 'deals_row_position',
    appId: 'Desktop',
    variants: [
      { name: 'control', weight: 3, metadata: {} },
      { name: 'after_electronics', weight: 1, metadata: { position: '3' } },
    ],
  },
  {
    abId: 'app_install_nudge',
    appId: 'Mobile',
    variants: [
      { name: 'off', weight: 1, metadata: {} },
      { name: 'on', weight: 1, metadata: { placement: 'top' } },
    ],
  },
];
