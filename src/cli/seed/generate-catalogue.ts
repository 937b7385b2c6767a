import { Faker, fakerEN_IN } from '@faker-js/faker';
import type { brands, categories, listings, products, sellers } from '../../api/catalogue/schema.ts';
import { buyBoxOf } from '../../api/catalogue/buy-box.ts';
import { microwaveOvens, refrigerators, washingMachines } from './templates/appliances.ts';
import { books } from './templates/books.ts';
import { cameras, games, headphones, mobiles, tablets, televisions } from './templates/electronics.ts';
import { mensClothing, mensWatches, womensClothing } from './templates/fashion.ts';
import { furniture, kidsClothing, kitchenDining, sports, toys } from './templates/home-kids-sports.ts';
import { shopPrice, type CategoryTemplate } from './templates/template.ts';
import { sellerRegistration } from './seller-registration.ts';

type ProductRow = typeof products.$inferInsert;
type ListingRow = typeof listings.$inferInsert;

/** The spec's categories (spec 000 §2), in navigation order. */
export const categoryTemplates: CategoryTemplate[] = [
  mobiles,
  tablets,
  televisions,
  cameras,
  headphones,
  games,
  mensClothing,
  womensClothing,
  mensWatches,
  refrigerators,
  washingMachines,
  microwaveOvens,
  books,
  kidsClothing,
  toys,
  kitchenDining,
  furniture,
  sports,
];

/**
 * Products every brand of every category gets before any other product is made: the menus, the
 * brand directory and the store tiles link to each brand of each category, so each of those
 * pages holds at least this many products (a row of four cards, six times) once the catalogue
 * is at least `coverageSize()` products.
 */
export const productsPerBrand = 24;

/** Brand slots of the coverage pass, times `productsPerBrand`: the smallest catalogue that stocks every link. */
export function coverageSize(): number {
  return categoryTemplates.reduce((sum, t) => sum + new Set(t.brands).size, 0) * productsPerBrand;
}

/** Real warehouse areas of large Indian cities: where listings ship from. */
export const warehouses: { city: string; pincode: string }[] = [
  { city: 'Bengaluru', pincode: '562114' },
  { city: 'Bengaluru', pincode: '560067' },
  { city: 'Bhiwandi', pincode: '421302' },
  { city: 'Mumbai', pincode: '400072' },
  { city: 'New Delhi', pincode: '110037' },
  { city: 'Gurugram', pincode: '122001' },
  { city: 'Chennai', pincode: '600032' },
  { city: 'Hyderabad', pincode: '500032' },
  { city: 'Kolkata', pincode: '700156' },
  { city: 'Pune', pincode: '411019' },
  { city: 'Ahmedabad', pincode: '380015' },
  { city: 'Jaipur', pincode: '302013' },
  { city: 'Lucknow', pincode: '226010' },
  { city: 'Guwahati', pincode: '781001' },
  { city: 'Kochi', pincode: '682030' },
];

const sellerFirst = [
  'Retail',
  'SuperCom',
  'TrueCom',
  'Omni',
  'Flash',
  'BlueStar',
  'Apex',
  'Shree',
  'Tech',
  'Cloud',
  'Star',
  'Prime',
  'Jai',
  'Om',
  'Digi',
  'Mega',
];
const sellerLast = [
  'Net',
  'Retail',
  'Traders',
  'Enterprises',
  'Mart',
  'Hub',
  'World',
  'Bazaar',
  'Kart',
  'Electronics',
  'Fashions',
  'Store',
];

const namedColours: Record<string, string> = {
  Black: '#2b2b2b',
  'Matte Black': '#1f1f1f',
  'Black Mirror': '#1a1a1a',
  White: '#f2f2f2',
  Silver: '#b8bcc2',
  Grey: '#8a8f96',
  'Space Grey': '#6b6e73',
  Gold: '#d4af6a',
  'Rose Gold': '#e3b5a4',
  'Midnight Blue': '#1d2f5e',
  Blue: '#2a5db0',
  'Navy Blue': '#1f2d4d',
  'Light Blue': '#8fb8e8',
  Red: '#c62828',
  Maroon: '#7b1f2b',
  Olive: '#6b7a2f',
  Mustard: '#d8a31a',
  Pink: '#e98fb0',
  Green: '#2e7d32',
  Brown: '#6d4c41',
  Titanium: '#878681',
  Yellow: '#f2c12e',
  Orange: '#ef6c00',
  Purple: '#6a3d9a',
  Beige: '#d9c7a7',
  Walnut: '#5b3a24',
  Teak: '#9a6331',
  Wenge: '#3b2a20',
  'Alpha Steel': '#9ea3a8',
  'Shiny Steel': '#c3c7cc',
  'Wine Blossom': '#7a1f3d',
  'Ruby Dazzle': '#9b1b30',
  'Middle Free Silver': '#c9ccd1',
};
const bookCovers = ['#1d3557', '#6a040f', '#2d6a4f', '#7b2cbf', '#e76f51', '#264653', '#9c6644', '#3a0ca3'];
const screenShapes = new Set(['phone', 'tablet', 'tv']);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
}

function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Every combination of the axes' options, in a stable order. */
function combinations(axes: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(axes).reduce<Record<string, string>[]>(
    (combos, [axis, options]) => combos.flatMap((combo) => options.map((option) => ({ ...combo, [axis]: option }))),
    [{}],
  );
}

/** A 1-5 star breakup around an average, and the average it really makes. */
function ratings(f: Faker) {
  const target = f.number.float({ min: 3.1, max: 4.7, fractionDigits: 1 });
  const count = Math.round(10 ** f.number.float({ min: 0.8, max: 4.6 }));
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - target) ** 2) / 1.1));
  const total = weights.reduce((a, b) => a + b, 0);
  const breakup = weights.map((w) => Math.floor((w / total) * count)) as [number, number, number, number, number];
  const top = weights.indexOf(Math.max(...weights));
  breakup[top] = (breakup[top] ?? 0) + count - breakup.reduce((a, b) => a + b, 0);
  const average = Math.round((breakup.reduce((sum, n, i) => sum + n * (i + 1), 0) / count) * 10) / 10;
  return { average, count, breakup, reviewCount: Math.round(count * f.number.float({ min: 0.08, max: 0.22 })) };
}

export interface GeneratedProduct {
  product: ProductRow;
  listings: ListingRow[];
}

/**
 * The demo catalogue of one seed number: the same number always makes the same categories,
 * brands, sellers and products in the same order, whatever the chunking of their inserts.
 * Uses its own faker instance (the en_IN locale of `fakerEN_IN`), so nothing else shifts it.
 */
export function createCatalogueGenerator(seed: number) {
  const f = new Faker({ locale: fakerEN_IN.rawDefinitions });
  f.seed(seed);

  const categoryRows: (typeof categories.$inferInsert)[] = categoryTemplates.map((t, position) => ({
    id: t.id,
    title: t.title,
    groupTitle: t.groupTitle,
    sid: t.sid,
    landingPath: t.landingPath,
    swatchAttributes: t.swatchAttributes,
    position,
  }));

  const brandNames = [...new Set(categoryTemplates.flatMap((t) => t.brands))];
  const brandRows: (typeof brands.$inferInsert)[] = brandNames.map((name) => ({ id: slugify(name), name }));

  const sellerNames = new Set<string>();
  while (sellerNames.size < 40)
    sellerNames.add(`${f.helpers.arrayElement(sellerFirst)}${f.helpers.arrayElement(sellerLast)}`);
  const sellerRows = [...sellerNames].map((name, i) => {
    const warehouse = warehouses[i % warehouses.length] as (typeof warehouses)[number];
    const id = `SEL${String(i + 1).padStart(4, '0')}`;
    return {
      row: {
        id,
        name,
        rating: f.number.float({ min: 3.4, max: 4.9, fractionDigits: 1 }),
        ratingCount: f.number.int({ min: 50, max: 80_000 }),
        city: warehouse.city,
        assured: f.datatype.boolean({ probability: 0.6 }),
        sinceYear: f.number.int({ min: 2009, max: 2016 }),
        // From a hash of the id, not the faker: no product of any seed number moved (issue 13).
        ...sellerRegistration({ id, name }, warehouse),
      } satisfies typeof sellers.$inferInsert,
      pincode: warehouse.pincode,
    };
  });

  const usedIds = new Set<string>();
  const uniqueId = (make: () => string) => {
    let id = make();
    while (usedIds.has(id)) id = make();
    usedIds.add(id);
    return id;
  };

  /** The variants (at most `limit`) of one new model of the brand in the category. */
  function* familyOf(t: CategoryTemplate, brand: string, limit: number): Generator<GeneratedProduct> {
    const family = t.family(f, brand);
    const combos = combinations(t.axes(f, family));
    const variants = f.helpers.arrayElements(combos, Math.min(combos.length, f.number.int({ min: 1, max: 3 }), limit));
    const variantGroupId = uniqueId(() => `${t.idPrefix}G${f.string.alphanumeric({ length: 12, casing: 'upper' })}`);
    const rating = ratings(f);
    const discount = f.number.float({ min: t.discount[0], max: t.discount[1] });
    const launchedAt = f.date.between({ from: '2015-06-01T00:00:00Z', to: '2017-10-31T00:00:00Z' });
    const bookCover = f.helpers.arrayElement(bookCovers);
    for (const attrs of variants) {
      const id = uniqueId(() => `${t.idPrefix}${f.string.alphanumeric({ length: 13, casing: 'upper' })}`);
      const itemId = uniqueId(() => `itm${f.string.alphanumeric({ length: 13, casing: 'lower' })}`);
      const title = t.productTitle(family, attrs);
      const price = t.variantPrice?.(family, attrs) ?? family.price;
      const mrp = shopPrice(price / (1 - discount));
      const colourName = attrs.color ?? attrs.strapColor;
      const colour = t.shape === 'book' ? bookCover : (colourName && namedColours[colourName]) || '#5c6b7a';
      const tags = [...t.tags];
      if (rating.count > 3000) tags.push('bestseller');
      if (discount >= 0.4) tags.push('deal');
      if (launchedAt >= new Date('2017-08-01T00:00:00Z')) tags.push('new-arrival');
      // Several sellers compete for every product (the sellers page, the buy box).
      const sellersOfProduct = f.helpers.arrayElements(sellerRows, f.number.int({ min: 2, max: 4 }));
      const offers = sellersOfProduct.map(({ row: seller, pincode }) => {
        const sellerPrice = Math.min(mrp, shopPrice(price * f.number.float({ min: 0.96, max: 1.05 })));
        return {
          id: `LST${id}${seller.id.slice(3)}`,
          productId: id,
          sellerId: seller.id,
          price: sellerPrice * 100,
          mrp: mrp * 100,
          stock: f.datatype.boolean({ probability: 0.07 }) ? 0 : f.number.int({ min: 1, max: 250 }),
          warehousePincode: pincode,
          returnPolicy: t.returnPolicy,
        } satisfies ListingRow;
      });
      yield {
        product: {
          id,
          itemId,
          title,
          slug: slugify(title),
          brandId: slugify(family.brand),
          categoryId: t.id,
          model: family.model,
          variantGroupId,
          variantAttributes: attrs,
          specifications: t.specs(family, attrs),
          highlights: t.highlights(family, attrs).filter(Boolean),
          description: `${title}. ${t.highlights(family, attrs).filter(Boolean).join('. ')}.`,
          authors: t.authors?.(family) ?? [],
          artwork: {
            shape: t.shape,
            colour,
            accent: t.shape === 'book' ? '#ffffff' : screenShapes.has(t.shape) ? '#2e4a6b' : lighten(colour, 0.45),
            brand: family.brand,
            model: family.model,
            // What sets the picture's shape apart: 'Formal Shirt Full Sleeve', 'Kurta Ankle Length', 'Over the Ear'.
            kind: [
              family.facts.kind ?? family.facts.type ?? family.facts.doors,
              family.facts.sleeve,
              family.facts.length,
              family.facts.design,
            ]
              .filter(Boolean)
              .join(' '),
          },
          ratingAverage: rating.average,
          ratingCount: rating.count,
          reviewCount: rating.reviewCount,
          ratingBreakup: rating.breakup,
          tags,
          launchedAt,
          ...buyBoxOf(offers),
        },
        listings: offers,
      };
    }
  }

  /**
   * First the coverage pass: categories in turn, each giving its next brand still short of
   * `productsPerBrand` a new model, so a small catalogue still spreads over every category and
   * brand. Then models of random brands, categories in turn, up to `count`.
   */
  function* productsOf(count: number): Generator<GeneratedProduct> {
    let made = 0;
    const owed = categoryTemplates.map((t) => new Map([...new Set(t.brands)].map((b) => [b, productsPerBrand])));
    const cursor = categoryTemplates.map(() => 0);
    const anyOwed = () => owed.some((m) => [...m.values()].some((n) => n > 0));
    for (let turn = 0; made < count && anyOwed(); turn++) {
      const i = turn % categoryTemplates.length;
      const t = categoryTemplates[i] as CategoryTemplate;
      const left = owed[i] as Map<string, number>;
      const brands = [...left.keys()];
      const k = brands.findIndex(
        (_, j) => (left.get(brands[((cursor[i] ?? 0) + j) % brands.length] as string) ?? 0) > 0,
      );
      if (k < 0) continue;
      const brand = brands[((cursor[i] ?? 0) + k) % brands.length] as string;
      cursor[i] = ((cursor[i] ?? 0) + k + 1) % brands.length;
      for (const item of familyOf(t, brand, Math.min(count - made, left.get(brand) ?? 0))) {
        yield item;
        made++;
        left.set(brand, (left.get(brand) ?? 0) - 1);
      }
    }
    for (let turn = 0; made < count; turn++) {
      const t = categoryTemplates[turn % categoryTemplates.length] as CategoryTemplate;
      for (const item of familyOf(t, f.helpers.arrayElement(t.brands), count - made)) {
        yield item;
        made++;
      }
    }
  }

  return {
    categories: categoryRows,
    brands: brandRows,
    sellers: sellerRows.map((s) => s.row),
    products: productsOf,
  };
}
