import type { CategoryTemplate } from './template.ts';
import { modelName, somePicks, specGroups } from './template.ts';

const phoneColours = ['Black', 'Gold', 'Rose Gold', 'Silver', 'Midnight Blue', 'Grey', 'Red', 'Matte Black'];
const processors = [
  'Snapdragon 625',
  'Snapdragon 430',
  'Snapdragon 835',
  'Helio P10',
  'Helio X20',
  'Exynos 7870',
  'Exynos 8895',
  'Kirin 655',
  'A10 Fusion',
];

const phoneSeries: Record<string, string[]> = {
  Samsung: ['Galaxy J', 'Galaxy On', 'Galaxy A', 'Galaxy C', 'Galaxy S'],
  Apple: ['iPhone '],
  Xiaomi: ['Redmi ', 'Redmi Note ', 'Mi A', 'Mi Max '],
  Motorola: ['Moto G', 'Moto E', 'Moto X', 'Moto Z'],
  Lenovo: ['K', 'Vibe K', 'P'],
  Oppo: ['F', 'A'],
  Vivo: ['V', 'Y'],
  // The title starts with the brand, so a series never repeats it ('Nokia 6', not 'Nokia Nokia 6').
  Honor: ['', 'Holly '],
  Nokia: [''],
  Asus: ['Zenfone ', 'Zenfone Max '],
};

export const mobiles: CategoryTemplate = {
  id: 'mobiles',
  title: 'Mobiles',
  groupTitle: 'Electronics',
  sid: 'tyy,4io',
  landingPath: '/mobiles',
  idPrefix: 'MOB',
  shape: 'phone',
  swatchAttributes: ['color', 'storage'],
  discount: [0.05, 0.3],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['smartphone', 'mobile'],
  brands: Object.keys(phoneSeries),
  family(f, brand) {
    const suffixes = brand === 'Apple' ? ['', ' Plus'] : ['', ' Plus', ' Prime', ' Pro', ' Power', ' (2017)'];
    const model = modelName(f, phoneSeries[brand] ?? ['X'], brand === 'Apple' ? [6, 8] : [2, 9], suffixes);
    const ram = f.helpers.arrayElement(['2 GB', '3 GB', '4 GB', '6 GB']);
    return {
      brand,
      model,
      price: brand === 'Apple' ? f.number.int({ min: 24_000, max: 70_000 }) : f.number.int({ min: 6_000, max: 30_000 }),
      facts: {
        ram,
        display: `${f.helpers.arrayElement(['5.0', '5.2', '5.5', '5.7', '6.0'])} inch`,
        resolution: f.helpers.arrayElement(['Full HD', 'HD', 'Quad HD']),
        camera: `${f.helpers.arrayElement(['12', '13', '16', '20'])}MP Rear Camera | ${f.helpers.arrayElement(['5', '8', '16'])}MP Front Camera`,
        battery: `${f.helpers.arrayElement([3000, 3300, 4000, 4100, 5000])} mAh`,
        processor: brand === 'Apple' ? 'A10 Fusion' : f.helpers.arrayElement(processors),
        os:
          brand === 'Apple'
            ? 'iOS 11'
            : f.helpers.arrayElement(['Android Nougat 7.0', 'Android Nougat 7.1.1', 'Android Marshmallow 6.0']),
      },
    };
  },
  axes: (f) => ({
    color: somePicks(f, phoneColours, 1, 3),
    storage: somePicks(f, ['16 GB', '32 GB', '64 GB', '128 GB'], 1, 2),
  }),
  variantPrice: (family, attrs) =>
    family.price + ({ '16 GB': -1000, '32 GB': 0, '64 GB': 2000, '128 GB': 6000 }[attrs.storage ?? ''] ?? 0),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} (${a.color}, ${a.storage})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['In The Box', 'Handset, Charger, USB Cable, SIM Ejector Tool, User Manual'],
          ['Model Name', fa.model],
          ['Color', a.color],
          ['SIM Type', 'Dual Sim'],
          ['Network Type', '4G VoLTE'],
        ],
      ],
      [
        'Display Features',
        [
          ['Display Size', fa.facts.display],
          ['Resolution Type', fa.facts.resolution],
        ],
      ],
      [
        'Os & Processor Features',
        [
          ['Operating System', fa.facts.os],
          ['Processor Type', fa.facts.processor],
        ],
      ],
      [
        'Memory & Storage Features',
        [
          ['Internal Storage', a.storage],
          ['RAM', fa.facts.ram],
          ['Expandable Storage', 'Up to 128 GB'],
        ],
      ],
      ['Camera Features', [['Camera', fa.facts.camera]]],
      ['Battery & Power Features', [['Battery Capacity', fa.facts.battery]]],
    ]),
  highlights: (fa, a) => [
    `${fa.facts.ram} RAM | ${a.storage} ROM | Expandable Upto 128 GB`,
    `${fa.facts.display} ${fa.facts.resolution} Display`,
    fa.facts.camera ?? '',
    `${fa.facts.battery} Battery`,
    `${fa.facts.processor} Processor`,
  ],
};

export const tablets: CategoryTemplate = {
  id: 'tablets',
  title: 'Tablets',
  groupTitle: 'Electronics',
  sid: 'tyy,hry',
  landingPath: '/tablets',
  idPrefix: 'TAB',
  shape: 'tablet',
  swatchAttributes: ['color', 'storage', 'connectivity'],
  discount: [0.05, 0.35],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['tablet'],
  brands: ['Apple', 'Samsung', 'Lenovo', 'iBall', 'Micromax', 'Alcatel', 'Datawind'],
  family(f, brand) {
    const series: Record<string, string[]> = {
      Apple: ['iPad ', 'iPad Pro ', 'iPad Mini '],
      Samsung: ['Galaxy Tab A ', 'Galaxy Tab S', 'Galaxy Tab E '],
      Lenovo: ['Tab ', 'Yoga Tab ', 'Tab 4 '],
      iBall: ['Slide Brace-X', 'Slide Nimble '],
      Micromax: ['Canvas Tab P', 'Canvas Plex Tab '],
      Alcatel: ['Pixi ', 'Pop '],
      Datawind: ['Ubislate '],
    };
    return {
      brand,
      model: modelName(f, series[brand] ?? ['Tab '], [2, 10], ['', ' (2017)', ' Plus']),
      price: brand === 'Apple' ? f.number.int({ min: 24_000, max: 60_000 }) : f.number.int({ min: 5_000, max: 25_000 }),
      facts: {
        display: `${f.helpers.arrayElement(['7', '8', '9.7', '10.1', '10.5'])} inch`,
        ram: f.helpers.arrayElement(['1 GB', '2 GB', '3 GB', '4 GB']),
        battery: `${f.helpers.arrayElement([3450, 4850, 6000, 7000, 8827])} mAh`,
        os: brand === 'Apple' ? 'iOS 11' : 'Android Nougat 7.0',
      },
    };
  },
  axes: (f) => ({
    color: somePicks(f, ['Space Grey', 'Silver', 'Gold', 'Black', 'White'], 1, 2),
    storage: somePicks(f, ['16 GB', '32 GB', '64 GB', '128 GB'], 1, 2),
    connectivity: somePicks(f, ['Wi-Fi Only', 'Wi-Fi+4G'], 1, 2),
  }),
  variantPrice: (fa, a) =>
    fa.price +
    (a.connectivity === 'Wi-Fi+4G' ? 8000 : 0) +
    (a.storage === '128 GB' ? 9000 : a.storage === '64 GB' ? 4000 : 0),
  productTitle: (fa, a) =>
    `${fa.brand} ${fa.model} ${a.storage} ${fa.facts.display} with ${a.connectivity} (${a.color})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Color', a.color],
          ['Connectivity', a.connectivity],
          ['Operating System', fa.facts.os],
        ],
      ],
      ['Display Features', [['Display Size', fa.facts.display]]],
      [
        'Memory & Storage Features',
        [
          ['Internal Storage', a.storage],
          ['RAM', fa.facts.ram],
        ],
      ],
      ['Battery & Power Features', [['Battery Capacity', fa.facts.battery]]],
    ]),
  highlights: (fa, a) => [
    `${a.storage} ROM | ${fa.facts.ram} RAM`,
    `${fa.facts.display} Display`,
    `${fa.facts.battery} Battery`,
    a.connectivity ?? '',
    fa.facts.os ?? '',
  ],
};

const tvSeries: Record<string, string[]> = {
  Mi: ['LED Smart TV 4A', 'LED Smart TV 4C'],
  Samsung: ['Series 4', 'Series 5', 'Series 6'],
  LG: ['Smart', 'UHD'],
  Sony: ['Bravia'],
  Panasonic: ['Viera'],
};

export const televisions: CategoryTemplate = {
  id: 'televisions',
  title: 'Televisions',
  groupTitle: 'TVs & Appliances',
  sid: 'ckf,czl',
  landingPath: '/televisions',
  idPrefix: 'TVS',
  shape: 'tv',
  swatchAttributes: ['screenSize'],
  discount: [0.1, 0.45],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['television', 'led tv'],
  brands: ['Mi', 'Samsung', 'LG', 'Sony', 'Vu', 'Thomson', 'TCL', 'Panasonic', 'Micromax', 'Kodak'],
  family(f, brand) {
    const kind = f.helpers.arrayElement([
      'HD Ready LED TV',
      'Full HD LED Smart TV',
      'Ultra HD (4K) LED Smart TV',
      'Full HD LED TV',
    ]);
    const code = `${f.string.alpha({ length: 2, casing: 'upper' })}${f.number.int({ min: 1000, max: 9999 })}${f.string.alpha({ length: 1, casing: 'upper' })}`;
    return {
      brand,
      model: `${f.helpers.arrayElement(tvSeries[brand] ?? ['Smart', 'LED'])} ${code}`,
      price: kind.includes('4K')
        ? f.number.int({ min: 30_000, max: 80_000 })
        : f.number.int({ min: 11_000, max: 35_000 }),
      facts: {
        kind,
        code,
        refresh: f.helpers.arrayElement(['50 Hz', '60 Hz', '100 Hz']),
        hdmi: String(f.number.int({ min: 2, max: 4 })),
      },
    };
  },
  axes: (f) => ({
    screenSize: somePicks(
      f,
      ['80 cm (32 inch)', '102 cm (40 inch)', '108 cm (43 inch)', '123 cm (49 inch)', '139 cm (55 inch)'],
      1,
      3,
    ),
  }),
  variantPrice: (fa, a) =>
    Math.round(
      fa.price * (1 + 0.35 * ['80', '102', '108', '123', '139'].indexOf((a.screenSize ?? '80').split(' ')[0] ?? '80')),
    ),
  productTitle: (fa, a) => `${fa.brand} ${a.screenSize} ${fa.facts.kind} (${fa.facts.code})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['In The Box', '1 TV Unit, Remote Controller, Batteries, User Manual, Wall Mount'],
          ['Model Name', fa.facts.code],
          ['Display Size', a.screenSize],
        ],
      ],
      [
        'Video Features',
        [
          ['Screen Type', fa.facts.kind],
          ['Refresh Rate', fa.facts.refresh],
        ],
      ],
      [
        'Connectivity Features',
        [
          ['HDMI', fa.facts.hdmi],
          ['USB', '2'],
        ],
      ],
    ]),
  highlights: (fa, a) => [
    `${a.screenSize} ${fa.facts.kind}`,
    `Refresh Rate: ${fa.facts.refresh}`,
    `HDMI: ${fa.facts.hdmi} | USB: 2`,
    '1 Year Warranty on Product',
  ],
};

export const cameras: CategoryTemplate = {
  id: 'cameras',
  title: 'Cameras',
  groupTitle: 'Electronics',
  sid: 'jek,p31',
  landingPath: '/cameras',
  idPrefix: 'CAM',
  shape: 'camera',
  swatchAttributes: ['lens'],
  discount: [0.05, 0.25],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['camera', 'dslr'],
  brands: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'Panasonic', 'GoPro'],
  family(f, brand) {
    const series: Record<string, string[]> = {
      Canon: ['EOS ', 'PowerShot SX'],
      Nikon: ['D', 'Coolpix B'],
      Sony: ['Alpha a', 'Cyber-shot DSC-HX'],
      Fujifilm: ['X-T', 'X-A'],
      Panasonic: ['Lumix DMC-G', 'Lumix FZ'],
      GoPro: ['Hero '],
    };
    return {
      brand,
      model: modelName(
        f,
        series[brand] ?? ['Cam '],
        brand === 'Nikon' ? [3300, 7500] : brand === 'Canon' ? [200, 1300] : [5, 80],
        ['', 'D', ' Mark II'],
      ),
      price: f.number.int({ min: 18_000, max: 90_000 }),
      facts: {
        sensor: f.helpers.arrayElement(['APS-C', 'Full Frame', '1/2.3 inch']),
        megapixels: `${f.helpers.arrayElement([16.2, 18, 20.1, 24.2, 24.3])} MP`,
        video: f.helpers.arrayElement(['Full HD', '4K']),
      },
    };
  },
  axes: (f) => ({ lens: somePicks(f, ['Body only', 'with 18-55 mm Lens', 'with 18-55 mm and 55-250 mm Lens'], 1, 3) }),
  variantPrice: (fa, a) => fa.price + (a.lens === 'Body only' ? -4000 : a.lens?.includes('250') ? 9000 : 0),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} DSLR Camera ${a.lens}`.replace(' Body only', ' (Body only)'),
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Lens', a.lens],
          ['Sensor Type', fa.facts.sensor],
        ],
      ],
      ['Sensor Features', [['Effective Pixels', fa.facts.megapixels]]],
      ['Video Features', [['Video Resolution', fa.facts.video]]],
    ]),
  highlights: (fa, a) => [
    `Effective Pixels: ${fa.facts.megapixels}`,
    `Sensor Type: ${fa.facts.sensor}`,
    `${fa.facts.video} Recording`,
    a.lens ?? '',
    'Wi-Fi | NFC',
  ],
};

export const headphones: CategoryTemplate = {
  id: 'headphones',
  title: 'Headphones',
  groupTitle: 'Electronics',
  sid: '0pm,fcn',
  landingPath: '/headphones',
  idPrefix: 'ACC',
  shape: 'headphones',
  swatchAttributes: ['color'],
  discount: [0.2, 0.65],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['headphones', 'audio'],
  brands: ['JBL', 'Sony', 'boAt', 'Sennheiser', 'Skullcandy', 'Bose', 'Philips', 'Jabra'],
  family(f, brand) {
    const kind = f.helpers.arrayElement([
      'Bluetooth Headset with Mic',
      'Wired Headset with Mic',
      'Wired Headphones',
      'Bluetooth Headphones',
    ]);
    return {
      brand,
      model: `${f.helpers.arrayElement(['T', 'MDR-XB', 'Rockerz ', 'HD ', 'CX ', 'QuietComfort ', 'SHB', 'Elite '])}${f.number.int({ min: 20, max: 950 })}${f.helpers.arrayElement(['', 'BT', 'AP', 'i'])}`,
      price: brand === 'Bose' ? f.number.int({ min: 12_000, max: 30_000 }) : f.number.int({ min: 499, max: 7_999 }),
      facts: {
        kind,
        design: f.helpers.arrayElement(['Over the Ear', 'On the Ear', 'In the Ear']),
        battery: kind.startsWith('Bluetooth') ? `${f.number.int({ min: 8, max: 30 })} hours` : '',
      },
    };
  },
  axes: (f) => ({ color: somePicks(f, ['Black', 'Blue', 'Red', 'White', 'Grey'], 1, 3) }),
  productTitle: (fa, a) => `${fa.brand} ${fa.model} ${fa.facts.kind} (${a.color}, ${fa.facts.design})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Model Name', fa.model],
          ['Color', a.color],
          ['Headphone Type', fa.facts.design],
          ['Connectivity', fa.facts.kind?.startsWith('Bluetooth') ? 'Bluetooth' : 'Wired'],
        ],
      ],
      [
        'Product Details',
        [
          ['Battery Life', fa.facts.battery],
          ['With Microphone', fa.facts.kind?.includes('Mic') ? 'Yes' : 'No'],
        ],
      ],
    ]),
  highlights: (fa) => [
    fa.facts.kind ?? '',
    `Design: ${fa.facts.design}`,
    fa.facts.battery ? `Battery life: ${fa.facts.battery}` : 'No battery needed',
    'Deep bass',
  ],
};

const gameTitles = [
  'FIFA 18',
  'Call of Duty: WWII',
  'Uncharted 4',
  'Gran Turismo Sport',
  'Assassin’s Creed Origins',
  'Need for Speed Payback',
  'Horizon Zero Dawn',
  'Forza Motorsport 7',
  'WWE 2K18',
  'Star Wars Battlefront II',
  'Cricket 2017',
];

export const games: CategoryTemplate = {
  id: 'games',
  title: 'Gaming',
  groupTitle: 'Electronics',
  sid: '4rr,tg0',
  landingPath: '/games',
  idPrefix: 'GAM',
  shape: 'gamepad',
  swatchAttributes: ['platform', 'edition'],
  discount: [0.05, 0.4],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['gaming', 'games'],
  brands: ['Sony', 'Microsoft', 'EA Sports', 'Ubisoft', 'Activision', 'Warner Bros', '2K'],
  family(f, brand) {
    const console1 = brand === 'Sony' || brand === 'Microsoft';
    return {
      brand,
      model: console1
        ? f.helpers.arrayElement(
            brand === 'Sony'
              ? ['PlayStation 4 Slim', 'PlayStation 4 Pro', 'DualShock 4 Wireless Controller']
              : ['Xbox One S', 'Xbox One X', 'Xbox Wireless Controller'],
          )
        : f.helpers.arrayElement(gameTitles),
      price: console1 ? f.number.int({ min: 3_500, max: 45_000 }) : f.number.int({ min: 999, max: 3_999 }),
      facts: {
        console: console1 ? 'yes' : '',
        genre: f.helpers.arrayElement(['Sports', 'Action', 'Racing', 'Adventure', 'Shooter']),
      },
    };
  },
  axes: (f, fa) =>
    fa.facts.console
      ? { platform: [fa.brand === 'Sony' ? 'PS4' : 'Xbox One'], edition: somePicks(f, ['500 GB', '1 TB'], 1, 2) }
      : {
          platform: somePicks(f, ['PS4', 'Xbox One', 'PC'], 1, 3),
          edition: somePicks(f, ['Standard Edition', 'Deluxe Edition'], 1, 2),
        },
  variantPrice: (fa, a) => fa.price + (a.edition === '1 TB' ? 5000 : a.edition === 'Deluxe Edition' ? 1500 : 0),
  productTitle: (fa, a) =>
    fa.facts.console ? `${fa.brand} ${fa.model} ${a.edition}` : `${fa.model} (${a.edition}) (for ${a.platform})`,
  specs: (fa, a) =>
    specGroups([
      [
        'General',
        [
          ['Platform', a.platform],
          ['Edition', a.edition],
          ['Genre', fa.facts.console ? undefined : fa.facts.genre],
          ['Publisher', fa.brand],
        ],
      ],
    ]),
  highlights: (fa, a) =>
    fa.facts.console
      ? [`Storage: ${a.edition}`, 'Wireless Controller Included', 'Free Online Multiplayer Trial']
      : [`Platform: ${a.platform}`, `Genre: ${fa.facts.genre}`, a.edition ?? ''],
};
