import type { Navigation, NavItem, NavTab, QuickLinks } from '../../../contracts/navigation.ts';
import { slugify } from '../generate-catalogue.ts';
import type { CategoryTemplate } from '../templates/template.ts';

const browse = (t: CategoryTemplate, brand?: string) =>
  `/${t.id}${brand ? `/${slugify(brand)}~brand` : ''}/pr?sid=${t.sid}`;
const item = (type: NavItem['type'], title: string, url: string): NavItem => ({ type, title, url });

/** A submenu tab of a catalogue category: its brands, a second heading of its own, view all. */
function categoryTab(
  t: CategoryTemplate,
  extra: { heading: string; links: [string, string][]; newArrivals?: boolean },
): NavTab {
  const brandColumn = [
    item('heading', t.title, t.landingPath ?? browse(t)),
    ...t.brands.slice(0, 8).map((b) => item('link', b, browse(t, b))),
    item('view-all', 'View All', browse(t)),
  ];
  const extraColumn = [
    item('new-heading', extra.heading, browse(t)),
    ...extra.links.map(([title, tag]) => item('link', title, `/${t.id}/${tag}/pr?sid=${t.sid}`)),
  ];
  if (extra.newArrivals)
    extraColumn.push(item('new-subheading', 'New Arrivals', `/${t.id}/~new-arrival/pr?sid=${t.sid}`));
  return { title: t.title, url: t.landingPath ?? browse(t), columns: [brandColumn, extraColumn] };
}

/** `websiteNavigationMenuDS_1.0`: one entry per category group, in menu order, then the Offer Zone. */
export function navigationData(templates: Record<string, CategoryTemplate>): Navigation {
  const t = (id: string) => {
    const template = templates[id];
    if (!template) throw new Error(`No template for ${id}`);
    return template;
  };
  return {
    electronics: {
      title: 'Electronics',
      url: '/mobiles',
      tabs: [
        categoryTab(t('mobiles'), {
          heading: 'Smartphones by type',
          links: [
            ['4G Mobiles', '4g~network'],
            ['Bestsellers', '~bestseller'],
            ['New Arrivals', '~new-arrival'],
          ],
        }),
        categoryTab(t('tablets'), {
          heading: 'Tablets by connectivity',
          links: [
            ['Wi-Fi Only', 'wi-fi-only~connectivity'],
            ['Wi-Fi + 4G', 'wi-fi4g~connectivity'],
          ],
        }),
        categoryTab(t('cameras'), {
          heading: 'Camera lenses',
          links: [
            ['Body only', 'body-only~lens'],
            ['With kit lens', 'with-18-55-mm-lens~lens'],
          ],
        }),
        categoryTab(t('headphones'), {
          heading: 'Headphones by type',
          links: [
            ['Bluetooth Headphones', 'bluetooth~connectivity'],
            ['Wired Headphones', 'wired~connectivity'],
          ],
        }),
        categoryTab(t('games'), {
          heading: 'Gaming',
          links: [
            ['PS4 Games', 'ps4~platform'],
            ['Xbox One Games', 'xbox-one~platform'],
            ['PC Games', 'pc~platform'],
          ],
        }),
      ],
    },
    'tvs-appliances': {
      title: 'TVs & Appliances',
      url: '/televisions',
      tabs: [
        categoryTab(t('televisions'), {
          heading: 'Shop by screen size',
          links: [
            ['32 inch TVs', '80-cm-32-inch~screenSize'],
            ['43 inch TVs', '108-cm-43-inch~screenSize'],
            ['55 inch TVs', '139-cm-55-inch~screenSize'],
          ],
        }),
        categoryTab(t('refrigerators'), {
          heading: 'Refrigerators by type',
          links: [
            ['Single Door', 'single-door~type'],
            ['Double Door', 'double-door~type'],
          ],
        }),
        categoryTab(t('washing-machines'), {
          heading: 'Washing machines by type',
          links: [
            ['Fully Automatic Front Load', 'front-load~type'],
            ['Fully Automatic Top Load', 'top-load~type'],
            ['Semi Automatic', 'semi-automatic~type'],
          ],
        }),
        categoryTab(t('microwave-ovens'), {
          heading: 'Microwaves by type',
          links: [
            ['Convection', 'convection~type'],
            ['Grill', 'grill~type'],
            ['Solo', 'solo~type'],
          ],
        }),
      ],
    },
    men: {
      title: 'Men',
      url: '/mens-clothing',
      tabs: [
        categoryTab(t('mens-clothing'), {
          heading: 'Top wear',
          links: [
            ['T-Shirts', 't-shirt~type'],
            ['Formal Shirts', 'formal~type'],
            ['Kurtas', 'kurta~type'],
          ],
        }),
        categoryTab(t('mens-watches'), {
          heading: 'Watches by type',
          links: [
            ['Analog', 'analog~type'],
            ['Digital', 'digital~type'],
            ['Chronograph', 'chronograph~type'],
          ],
        }),
      ],
    },
    women: {
      title: 'Women',
      url: '/womens-clothing',
      tabs: [
        categoryTab(t('womens-clothing'), {
          heading: 'Ethnic and western wear',
          links: [
            ['Kurtas & Kurtis', 'kurta~type'],
            ['Dresses', 'dress~type'],
            ['Tops', 'top~type'],
          ],
        }),
      ],
    },
    'baby-kids': {
      title: 'Baby & Kids',
      url: '/baby-kids-store',
      tabs: [
        categoryTab(t('kids-clothing'), {
          heading: "Boys' and girls' clothing",
          links: [
            ['T-Shirts', 't-shirt~type'],
            ['Shorts', 'shorts~type'],
            ['Ethnic Wear', 'ethnic~type'],
            ['Dresses', 'dress~type'],
            ['Tops', 'top~type'],
            ['Leggings', 'leggings~type'],
          ],
          newArrivals: true,
        }),
        categoryTab(t('toys'), {
          heading: 'Toys by type',
          links: [
            ['Remote Control Toys', 'remote-control~type'],
            ['Educational Toys', 'educational~type'],
            ['Soft Toys', 'soft-toy~type'],
            ['Puzzles', 'puzzle~type'],
          ],
          newArrivals: true,
        }),
      ],
    },
    'home-furniture': {
      title: 'Home & Furniture',
      url: '/home-furniture-store',
      tabs: [
        categoryTab(t('kitchen-dining'), {
          heading: 'Cookware and dining',
          links: [
            ['Pressure Cookers', 'pressure-cooker~type'],
            ['Pans', 'pan~type'],
            ['Kadhais', 'kadhai~type'],
            ['Dinner Sets', 'dinner-set~type'],
            ['Glassware', 'glass~type'],
          ],
          newArrivals: true,
        }),
        categoryTab(t('furniture'), {
          heading: 'Furniture by type',
          links: [
            ['Beds', 'bed~type'],
            ['Sofas', 'sofa~type'],
            ['Office Chairs', 'office-chair~type'],
            ['Wardrobes', 'wardrobe~type'],
          ],
          newArrivals: true,
        }),
      ],
    },
    sports: {
      title: 'Sports',
      url: browse(t('sports')),
      tabs: [
        categoryTab(t('sports'), {
          heading: 'Sports and fitness',
          links: [
            ['Cricket', 'cricket~type'],
            ['Badminton', 'badminton~type'],
            ['Football', 'football~type'],
            ['Cycling', 'cycling~type'],
            ['Yoga Mats', 'yoga-mat~type'],
            ['Dumbbells', 'dumbbell~type'],
            ['Treadmills', 'treadmill~type'],
          ],
          newArrivals: true,
        }),
      ],
    },
    'books-more': {
      title: 'Books & More',
      url: browse(t('books')),
      tabs: [
        categoryTab(t('books'), {
          heading: 'Books by genre',
          links: [
            ['Fiction', 'fiction~genre'],
            ['Exam Preparation', 'exam-preparation~genre'],
            ['Self-Help', 'self-help~genre'],
          ],
        }),
      ],
    },
    'offer-zone': { title: 'Offer Zone', url: '/offers', tabs: [] },
  };
}

/** `quickLinksDS_1.0`: the strip of shortcuts under the header. */
export function quickLinksData(): QuickLinks {
  return {
    links: [
      { title: 'Top Offers', url: '/offers' },
      { title: 'Mobiles', url: '/mobiles' },
      { title: 'Fashion', url: '/mens-clothing' },
      { title: 'Electronics', url: '/cameras' },
      { title: 'TVs & Appliances', url: '/televisions' },
      { title: 'Watches', url: '/watches/men' },
      { title: 'Gaming', url: '/games' },
      { title: 'Books', url: '/books/pr?sid=bks' },
    ],
  };
}
