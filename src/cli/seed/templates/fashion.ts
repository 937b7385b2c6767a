import type { CategoryTemplate } from './template.ts';
import { somePicks, specGroups } from './template.ts';

const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
const fabrics = ['Cotton', 'Cotton Blend', 'Pure Cotton', 'Linen', 'Polyester', 'Rayon', 'Viscose'];
const colours = ['Black', 'Navy Blue', 'White', 'Maroon', 'Grey', 'Olive', 'Light Blue', 'Mustard', 'Pink', 'Green'];

const menStyles = [
  { kind: 'T-Shirt', name: 'Solid Men Polo Neck T-Shirt' },
  { kind: 'T-Shirt', name: 'Printed Men Round Neck T-Shirt' },
  { kind: 'Casual Shirt', name: 'Men Slim Fit Solid Casual Shirt' },
  { kind: 'Formal Shirt', name: 'Men Regular Fit Checkered Formal Shirt' },
  { kind: 'Formal Shirt', name: 'Men Slim Fit Striped Formal Shirt' },
  { kind: 'Kurta', name: 'Men Solid Straight Kurta' },
];

export const mensClothing: CategoryTemplate = {
  id: 'mens-clothing',
  title: "Men's Clothing",
  groupTitle: 'Men',
  sid: 'clo,vua',
  landingPath: '/mens-clothing',
  idPrefix: 'TSH',
  shape: 'shirt',
  swatchAttributes: ['size', 'color'],
  discount: [0.3, 0.7],
  returnPolicy: { kind: 'RETURN', days: 10 },
  tags: ['men', 'clothing', 'fashion'],
  brands: [
    'Allen Solly',
    'Van Heusen',
    'Peter England',
    'Louis Philippe',
    'Roadster',
    'HRX',
    'U.S. Polo Assn.',
    'Arrow',
    'Wrangler',
    'Highlander',
  ],
  family(f, brand) {
    const style = f.helpers.arrayElement(menStyles);
    return {
      brand,
      model: style.name,
      price: f.number.int({ min: 399, max: 2_499 }),
      facts: {
        kind: style.kind,
        fabric: f.helpers.arrayElement(fabrics),
        sleeve: f.helpers.arrayElement(['Half Sleeve', 'Full Sleeve']),
        code: `${f.string.alpha({ length: 3, casing: 'upper' })}${f.number.int({ min: 1000, max: 9999 })}`,
      },
    };
  },
  axes: (f) => ({ size: somePicks(f, sizes, 2, 4), color: somePicks(f, colours, 1, 2) }),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} (${a.color}, Size ${a.size})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Style Code', fa.facts.code],
          ['Type', fa.facts.kind],
          ['Fabric', fa.facts.fabric],
          ['Sleeve', fa.facts.sleeve],
          ['Color', a.color],
          ['Size', a.size],
        ],
      ],
      ['Care', [['Wash Care', 'Machine wash cold, do not bleach']]],
    ]),
  highlights: (fa, a) => [`Fabric: ${fa.facts.fabric}`, `Sleeve: ${fa.facts.sleeve}`, `Color: ${a.color}`, 'Fit: Slim'],
};

const womenStyles = [
  { kind: 'Kurta', name: 'Women Printed Straight Kurta' },
  { kind: 'Kurta', name: 'Women Embroidered Anarkali Kurta' },
  { kind: 'Dress', name: 'Women A-line Dress' },
  { kind: 'Dress', name: 'Women Fit and Flare Dress' },
  { kind: 'Dress', name: 'Women Maxi Dress' },
  { kind: 'Top', name: 'Casual Sleeveless Solid Women Top' },
];

export const womensClothing: CategoryTemplate = {
  id: 'womens-clothing',
  title: "Women's Clothing",
  groupTitle: 'Women',
  sid: 'clo,cfv',
  landingPath: '/womens-clothing',
  idPrefix: 'KTA',
  shape: 'dress',
  swatchAttributes: ['size', 'color'],
  discount: [0.3, 0.75],
  returnPolicy: { kind: 'RETURN', days: 10 },
  tags: ['women', 'clothing', 'fashion', 'ethnic wear'],
  brands: ['Biba', 'W', 'Libas', 'Aurelia', 'Global Desi', 'Vero Moda', 'Only', 'AND', 'Fabindia', 'Anouk'],
  family(f, brand) {
    const style = f.helpers.arrayElement(womenStyles);
    return {
      brand,
      model: style.name,
      price: f.number.int({ min: 449, max: 3_499 }),
      facts: {
        kind: style.kind,
        fabric: f.helpers.arrayElement(fabrics),
        length: f.helpers.arrayElement(['Knee Length', 'Calf Length', 'Ankle Length']),
        code: `${f.string.alpha({ length: 3, casing: 'upper' })}${f.number.int({ min: 1000, max: 9999 })}`,
      },
    };
  },
  axes: (f) => ({ size: somePicks(f, ['XS', ...sizes], 2, 4), color: somePicks(f, colours, 1, 2) }),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} (${a.color}, Size ${a.size})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Style Code', fa.facts.code],
          ['Type', fa.facts.kind],
          ['Fabric', fa.facts.fabric],
          ['Length', fa.facts.length],
          ['Color', a.color],
          ['Size', a.size],
        ],
      ],
      ['Care', [['Wash Care', 'Hand wash separately in cold water']]],
    ]),
  highlights: (fa, a) => [
    `Fabric: ${fa.facts.fabric}`,
    `Length: ${fa.facts.length}`,
    `Color: ${a.color}`,
    `Pattern: ${fa.model.split(' ')[1] ?? 'Solid'}`,
  ],
};

export const mensWatches: CategoryTemplate = {
  id: 'mens-watches',
  title: "Men's Watches",
  groupTitle: 'Men',
  sid: 'r18,f13',
  landingPath: '/watches/men',
  idPrefix: 'WAT',
  shape: 'watch',
  swatchAttributes: ['strapColor'],
  discount: [0.1, 0.5],
  returnPolicy: { kind: 'RETURN', days: 10 },
  tags: ['men', 'watch', 'accessories'],
  brands: ['Titan', 'Fastrack', 'Casio', 'Fossil', 'Timex', 'Sonata', 'Maxima', 'Daniel Wellington'],
  family(f, brand) {
    const kind = f.helpers.arrayElement(['Analog Watch', 'Digital Watch', 'Analog-Digital Watch', 'Chronograph Watch']);
    return {
      brand,
      model: `${f.helpers.arrayElement(['Neo', 'Octane', 'Enticer', 'Grant', 'Expedition', 'Classic', 'Karishma', 'Edge'])} ${f.number.int({ min: 1000, max: 9999 })}${f.string.alpha({ length: 2, casing: 'upper' })}${f.number.int({ min: 1, max: 9 })}`,
      price:
        brand === 'Fossil' || brand === 'Daniel Wellington'
          ? f.number.int({ min: 6_000, max: 14_000 })
          : f.number.int({ min: 700, max: 6_000 }),
      facts: {
        kind,
        dial: f.helpers.arrayElement(['Black', 'White', 'Blue', 'Silver']),
        water: f.helpers.arrayElement(['30 m', '50 m', '100 m']),
      },
    };
  },
  axes: (f) => ({ strapColor: somePicks(f, ['Black', 'Brown', 'Silver', 'Gold', 'Blue'], 1, 3) }),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} ${fa.facts.kind} - For Men (${a.strapColor} Strap)`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Number', fa.model],
          ['Display Type', fa.facts.kind],
          ['Strap Color', a.strapColor],
          ['Dial Color', fa.facts.dial],
        ],
      ],
      [
        'Product Details',
        [
          ['Water Resistance Depth', fa.facts.water],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ],
    ]),
  highlights: (fa, a) => [
    `Dial Color: ${fa.facts.dial}`,
    `Strap Color: ${a.strapColor}`,
    `Water Resistant: ${fa.facts.water}`,
    fa.facts.kind ?? '',
  ],
};
