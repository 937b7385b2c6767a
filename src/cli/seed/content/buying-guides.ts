import type { buyingGuides } from '../../../api/content/schema.ts';
import type { CategoryTemplate } from '../templates/template.ts';

type GuideRow = typeof buyingGuides.$inferInsert;

/**
 * Buying guides (`/buying-guide/{slug}`, `GET /api/1/buying-guide?sid=`): advice per category,
 * each section ending in links to browse pages narrowed by the filters it talks about
 * (`brand=`, `price=low-high` in rupees, `rating=`, `sort=`).
 */
type GuideSeed = {
  category: string;
  slug: string;
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[]; links: [string, string][] }[];
};

const seeds: GuideSeed[] = [
  {
    category: 'mobiles',
    slug: 'mobiles',
    title: 'How to choose a smartphone',
    summary: 'Budget, battery, camera and storage: what matters in a phone, and what is marketing.',
    sections: [
      {
        heading: 'Set your budget first',
        paragraphs: [
          'Under ₹10,000 buys a dependable phone for calls, WhatsApp and UPI. Between ₹10,000 and ₹20,000 you get far better cameras and faster chips; above ₹30,000 you pay for premium build, displays and long software support.',
          'No cost EMI spreads a phone over 3 to 9 months at no extra cost, and an exchange can take thousands off the price.',
        ],
        links: [
          ['Phones under ₹10,000', 'price=0-9999'],
          ['₹10,000 to ₹20,000', 'price=10000-19999'],
          ['Above ₹30,000', 'price=30000-200000'],
        ],
      },
      {
        heading: 'RAM and storage',
        paragraphs: [
          '4 GB of RAM is the minimum for smooth use today; 6 to 8 GB keeps a phone fast for years. Choose at least 64 GB of storage, 128 GB if you shoot a lot of video, since apps and photos fill it quickly.',
        ],
        links: [
          ['Phones with 6 GB RAM', 'ram=6 GB'],
          ['Phones with 128 GB storage', 'storage=128 GB'],
        ],
      },
      {
        heading: 'Battery and charging',
        paragraphs: [
          'Look for 4,000 mAh or more for a full day, and fast charging of 18 W or more. A bigger screen needs a bigger battery.',
        ],
        links: [['Top rated phones', 'rating=4&sort=popularity']],
      },
      {
        heading: 'Cameras',
        paragraphs: [
          'Megapixels say little. Sensor size, a wide-angle lens and good processing matter more; read the ratings and look at sample photos in the reviews.',
        ],
        links: [['Most popular phones', 'sort=popularity']],
      },
    ],
  },
  {
    category: 'televisions',
    slug: 'televisions',
    title: 'How to choose a television',
    summary: 'Screen size for your room, HD or 4K, smart features and sound.',
    sections: [
      {
        heading: 'Screen size for your room',
        paragraphs: [
          'Measure the distance from the sofa to the wall. At 2 metres a 43-inch TV is comfortable; at 2.5 to 3 metres choose 50 to 55 inches. Bigger is not always better in a small room.',
        ],
        links: [
          ['TVs under ₹20,000', 'price=0-19999'],
          ['TVs from ₹40,000', 'price=40000-300000'],
        ],
      },
      {
        heading: 'HD, Full HD or 4K',
        paragraphs: [
          'Up to 32 inches, HD Ready is enough. From 43 inches, Full HD or 4K makes a visible difference, and most streaming apps offer 4K content.',
        ],
        links: [['Best rated TVs', 'rating=4&sort=popularity']],
      },
      {
        heading: 'Smart features and sound',
        paragraphs: [
          'A smart TV runs Netflix, Prime Video and YouTube without a set-top box. Check for two or more HDMI ports. Built-in speakers of 20 W are fine for a bedroom; a soundbar helps in a living room.',
        ],
        links: [['Biggest discounts', 'sort=discount']],
      },
    ],
  },
  {
    category: 'refrigerators',
    slug: 'refrigerators',
    title: 'How to choose a refrigerator',
    summary: 'Capacity for your family, single or double door, and the energy star rating.',
    sections: [
      {
        heading: 'Capacity',
        paragraphs: [
          'For one or two people, 180 to 250 litres. For a family of three or four, 250 to 350 litres. Larger families and those who stock up weekly need 400 litres or more.',
        ],
        links: [
          ['Under ₹20,000', 'price=0-19999'],
          ['₹20,000 to ₹40,000', 'price=20000-39999'],
        ],
      },
      {
        heading: 'Single door or double door',
        paragraphs: [
          'Single door models cost less and use less power, but need manual defrosting. Double door frost-free models keep food fresher and never need defrosting.',
        ],
        links: [['Top rated refrigerators', 'rating=4']],
      },
      {
        heading: 'Energy rating',
        paragraphs: [
          'A 5-star model costs more up front and saves ₹1,000 to ₹2,000 a year in electricity over a 3-star one. An inverter compressor is quieter and copes with voltage swings.',
        ],
        links: [['Most popular', 'sort=popularity']],
      },
    ],
  },
  {
    category: 'washing-machines',
    slug: 'washing-machines',
    title: 'How to choose a washing machine',
    summary: 'Front load or top load, fully or semi automatic, and the right capacity.',
    sections: [
      {
        heading: 'Semi or fully automatic',
        paragraphs: [
          'Semi-automatic machines are cheaper and use less water but need you to move clothes to the dryer tub. Fully automatic machines wash, rinse and spin on their own and need a steady water supply.',
        ],
        links: [['Under ₹15,000', 'price=0-14999']],
      },
      {
        heading: 'Front load or top load',
        paragraphs: [
          'Front loaders wash more gently and use less water and detergent; top loaders are easier on the back and cheaper. Both do well with Indian clothes.',
        ],
        links: [['Top rated machines', 'rating=4&sort=popularity']],
      },
      {
        heading: 'Capacity',
        paragraphs: [
          '6 to 6.5 kg suits two to three people, 7 to 8 kg a family of four, and 8 kg and more for larger families or heavy bedsheets.',
        ],
        links: [['Best discounts', 'sort=discount']],
      },
    ],
  },
  {
    category: 'headphones',
    slug: 'headphones',
    title: 'How to choose headphones',
    summary: 'In-ear, on-ear or over-ear, wired or wireless, and noise cancellation.',
    sections: [
      {
        heading: 'Form factor',
        paragraphs: [
          'Truly wireless earbuds are the most portable; neckbands last longest on a charge; over-ear headphones sound fullest and cancel noise best for travel.',
        ],
        links: [
          ['Under ₹2,000', 'price=0-1999'],
          ['Above ₹5,000', 'price=5000-50000'],
        ],
      },
      {
        heading: 'Battery and noise cancellation',
        paragraphs: [
          'Look for at least 5 hours per charge on earbuds and 20 hours on over-ears. Active noise cancellation is worth it on flights, trains and in busy offices.',
        ],
        links: [['Top rated headphones', 'rating=4&sort=popularity']],
      },
    ],
  },
  {
    category: 'cameras',
    slug: 'cameras',
    title: 'How to choose a camera',
    summary: 'DSLR, mirrorless or point-and-shoot, lenses and what beginners need.',
    sections: [
      {
        heading: 'Which kind of camera',
        paragraphs: [
          'Mirrorless cameras are smaller and lighter than DSLRs with the same image quality; DSLRs have longer battery life and cheaper lenses. Point-and-shoot cameras fit in a pocket.',
        ],
        links: [
          ['Under ₹40,000', 'price=0-39999'],
          ['Best rated cameras', 'rating=4'],
        ],
      },
      {
        heading: 'Lenses',
        paragraphs: [
          'The kit lens (18-55 mm) is a good start. A 50 mm prime lens is the cheapest way to sharper portraits with blurred backgrounds.',
        ],
        links: [['Most popular cameras', 'sort=popularity']],
      },
    ],
  },
  {
    category: 'mens-clothing',
    slug: 'mens-shirts',
    title: 'How to choose a shirt that fits',
    summary: 'Sizes, fits and fabrics for men’s shirts.',
    sections: [
      {
        heading: 'Size and fit',
        paragraphs: [
          'Measure your chest under the arms and pick the size whose chest is 10 to 15 cm more. Slim fit sits close to the body, regular fit leaves room, and a shoulder seam should end at your shoulder bone.',
        ],
        links: [
          ['Shirts under ₹999', 'price=0-999'],
          ['Top rated', 'rating=4'],
        ],
      },
      {
        heading: 'Fabric',
        paragraphs: [
          'Cotton breathes best in Indian summers; linen is cooler still but creases. Cotton blends with a little polyester keep their shape through many washes.',
        ],
        links: [['Biggest discounts', 'sort=discount']],
      },
    ],
  },
];

export function buyingGuideRows(templates: CategoryTemplate[]): GuideRow[] {
  const byId = new Map(templates.map((t) => [t.id, t]));
  return seeds.flatMap((g, position) => {
    const t = byId.get(g.category);
    if (!t) return [];
    const browse = `/${t.id}/pr?sid=${t.sid}`;
    const filtered = (query: string) =>
      `${browse}&${query
        .split('&')
        .map((kv) => kv.split('=').map(encodeURIComponent).join('='))
        .join('&')}`;
    return [
      {
        slug: g.slug,
        sid: t.sid,
        title: g.title,
        summary: g.summary,
        browseUrl: browse,
        position,
        sections: g.sections.map((s) => ({
          heading: s.heading,
          paragraphs: s.paragraphs,
          links: s.links.map(([title, query]) => ({ title, url: filtered(query) })),
        })),
      },
    ];
  });
}
