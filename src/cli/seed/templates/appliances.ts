import type { CategoryTemplate } from './template.ts';
import { somePicks, specGroups } from './template.ts';

const modelCode = (f: Parameters<CategoryTemplate['family']>[0]) =>
  `${f.string.alpha({ length: 2, casing: 'upper' })}-${f.number.int({ min: 100, max: 999 })}${f.string.alpha({ length: 2, casing: 'upper' })}`;

const perCapacity = (base: number, options: string[], value: string | undefined, step: number) =>
  Math.round(base * (1 + step * Math.max(0, options.indexOf(value ?? ''))));

const fridgeCapacities = ['190 L', '215 L', '245 L', '265 L', '335 L', '564 L'];

export const refrigerators: CategoryTemplate = {
  id: 'refrigerators',
  title: 'Refrigerators',
  groupTitle: 'TVs & Appliances',
  sid: 'j9e,abm,hzg',
  landingPath: '/refrigerators',
  idPrefix: 'RFR',
  shape: 'fridge',
  swatchAttributes: ['capacity', 'color'],
  discount: [0.1, 0.3],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['refrigerator', 'appliance'],
  brands: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier', 'Panasonic', 'Bosch'],
  family(f, brand) {
    const doors = f.helpers.arrayElement([
      'Direct Cool Single Door',
      'Frost Free Double Door',
      'Frost Free Triple Door',
      'Frost Free Side by Side',
    ]);
    return {
      brand,
      model: modelCode(f),
      price: doors.startsWith('Direct')
        ? f.number.int({ min: 10_000, max: 16_000 })
        : f.number.int({ min: 18_000, max: 45_000 }),
      facts: {
        doors,
        stars: `${f.number.int({ min: 2, max: 5 })} Star`,
        compressor: f.helpers.arrayElement(['Normal', 'Inverter']),
      },
    };
  },
  axes: (f) => ({
    capacity: somePicks(f, fridgeCapacities, 1, 2),
    color: somePicks(f, ['Alpha Steel', 'Shiny Steel', 'Wine Blossom', 'Ruby Dazzle', 'Titanium'], 1, 2),
  }),
  variantPrice: (fa, a) => perCapacity(fa.price, fridgeCapacities, a.capacity, 0.12),
  productTitle: (fa, a) =>
    `${fa.brand} ${a.capacity} ${fa.facts.doors} ${fa.facts.stars} Refrigerator (${a.color}, ${fa.model})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Type', fa.facts.doors],
          ['Capacity', a.capacity],
          ['Star Rating', fa.facts.stars],
          ['Color', a.color],
        ],
      ],
      [
        'Features',
        [
          ['Compressor Type', fa.facts.compressor],
          ['Stabilizer Free Operation', 'Yes'],
        ],
      ],
    ]),
  highlights: (fa, a) => [
    `${a.capacity} : Good for families of ${a.capacity === '190 L' ? '2-3' : '3-5'}`,
    `${fa.facts.compressor} Compressor`,
    `${fa.facts.stars} : For Energy savings`,
    fa.facts.doors ?? '',
  ],
};

const washerCapacities = ['6 kg', '6.5 kg', '7 kg', '7.5 kg', '8 kg'];

export const washingMachines: CategoryTemplate = {
  id: 'washing-machines',
  title: 'Washing Machines',
  groupTitle: 'TVs & Appliances',
  sid: 'j9e,abm,8qx',
  landingPath: '/washing-machines',
  idPrefix: 'WMN',
  shape: 'washer',
  swatchAttributes: ['capacity'],
  discount: [0.1, 0.35],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['washing machine', 'appliance'],
  brands: ['LG', 'Samsung', 'Whirlpool', 'IFB', 'Bosch', 'Panasonic', 'Godrej'],
  family(f, brand) {
    const kind = f.helpers.arrayElement([
      'Fully Automatic Top Load',
      'Fully Automatic Front Load',
      'Semi Automatic Top Load',
    ]);
    return {
      brand,
      model: modelCode(f),
      price: kind.includes('Front')
        ? f.number.int({ min: 22_000, max: 40_000 })
        : kind.startsWith('Semi')
          ? f.number.int({ min: 8_000, max: 13_000 })
          : f.number.int({ min: 13_000, max: 24_000 }),
      facts: {
        kind,
        rpm: `${f.helpers.arrayElement([700, 740, 1000, 1200, 1400])} rpm`,
        colour: f.helpers.arrayElement(['White', 'Silver', 'Grey', 'Middle Free Silver']),
      },
    };
  },
  axes: (f) => ({ capacity: somePicks(f, washerCapacities, 1, 3) }),
  variantPrice: (fa, a) => perCapacity(fa.price, washerCapacities, a.capacity, 0.07),
  productTitle: (fa, a) =>
    `${fa.brand} ${a.capacity} ${fa.facts.kind} Washing Machine (${fa.model}, ${fa.facts.colour})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Function Type', fa.facts.kind],
          ['Washing Capacity', a.capacity],
          ['Color', fa.facts.colour],
        ],
      ],
      [
        'Performance Features',
        [
          ['Maximum Spin Speed', fa.facts.rpm],
          ['Inbuilt Heater', fa.facts.kind?.includes('Front') ? 'Yes' : 'No'],
        ],
      ],
    ]),
  highlights: (fa, a) => [
    `${a.capacity} : Good for a family of ${a.capacity === '6 kg' ? '3' : '4-5'}`,
    `${fa.facts.rpm} : Higher spin speed helps in faster drying`,
    fa.facts.kind ?? '',
    'Warranty: 2 years on product, 10 years on motor',
  ],
};

const ovenCapacities = ['20 L', '23 L', '25 L', '28 L', '32 L'];

export const microwaveOvens: CategoryTemplate = {
  id: 'microwave-ovens',
  title: 'Microwave Ovens',
  groupTitle: 'TVs & Appliances',
  sid: 'j9e,m38,o49',
  landingPath: '/microwave-ovens',
  idPrefix: 'MRO',
  shape: 'microwave',
  swatchAttributes: ['capacity', 'color'],
  discount: [0.1, 0.35],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['microwave', 'kitchen appliance'],
  brands: ['IFB', 'LG', 'Samsung', 'Panasonic', 'Morphy Richards', 'Bajaj', 'Godrej'],
  family(f, brand) {
    const kind = f.helpers.arrayElement(['Solo', 'Grill', 'Convection']);
    return {
      brand,
      model: modelCode(f),
      price:
        kind === 'Convection' ? f.number.int({ min: 9_000, max: 18_000 }) : f.number.int({ min: 4_500, max: 8_500 }),
      facts: {
        kind,
        power: `${f.helpers.arrayElement([700, 800, 900, 1200])} W`,
        menus: String(f.number.int({ min: 40, max: 250 })),
      },
    };
  },
  axes: (f) => ({
    capacity: somePicks(f, ovenCapacities, 1, 2),
    color: somePicks(f, ['Black', 'Silver', 'White', 'Black Mirror'], 1, 2),
  }),
  variantPrice: (fa, a) => perCapacity(fa.price, ovenCapacities, a.capacity, 0.08),
  productTitle: (fa, a) => `${fa.brand} ${a.capacity} ${fa.facts.kind} Microwave Oven (${fa.model}, ${a.color})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Type', fa.facts.kind],
          ['Capacity', a.capacity],
          ['Color', a.color],
        ],
      ],
      ['Power Features', [['Power Output', fa.facts.power]]],
      ['Additional Features', [['Auto Cook Menus', fa.facts.menus]]],
    ]),
  highlights: (fa, a) => [
    `${a.capacity} : Good for ${a.capacity === '20 L' ? 'bachelors' : 'large families'}`,
    `${fa.facts.kind}: ${fa.facts.kind === 'Convection' ? 'Can be used for baking along with grilling, reheating, defrosting and cooking' : fa.facts.kind === 'Grill' ? 'Can be used for grilling along with reheating, defrosting and cooking' : 'Can be used for reheating, defrosting and cooking'}`,
    `${fa.facts.menus} Auto Cook Menus`,
    `Power Output: ${fa.facts.power}`,
  ],
};
