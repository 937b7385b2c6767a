import { replaceCollections } from '../../api/search/repository.ts';
import type { Executor } from '../../platform/db/transaction.ts';

type Row = {
  slug: string;
  kind: 'products-list' | 'offers-list' | 'qtag';
  title: string;
  request: Record<string, unknown>;
};

/**
 * Stored browse requests behind /products-list/{slug}, /offers-list/{slug} and /q/{qtag}; other
 * screens (home rows, offer zone, navigation) link to these slugs.
 */
export const collections: Row[] = [
  {
    kind: 'products-list',
    slug: 'best-selling-mobiles',
    title: 'Best Selling Mobiles',
    request: { filters: { category: ['mobiles'] }, sort: 'popularity' },
  },
  {
    kind: 'products-list',
    slug: 'top-rated-headphones',
    title: 'Top Rated Headphones',
    request: { filters: { category: ['headphones'], rating: ['4'] }, sort: 'popularity' },
  },
  // The 'VIEW ALL' of home's rows (content/pages.ts): the same categories and order as the row.
  {
    kind: 'products-list',
    slug: 'best-of-electronics',
    title: 'Best of Electronics',
    request: {
      filters: { category: ['mobiles', 'tablets', 'televisions', 'cameras', 'headphones', 'games'] },
      sort: 'popularity',
    },
  },
  {
    kind: 'products-list',
    slug: 'fashion-for-men',
    title: 'Fashion for Men',
    request: { filters: { category: ['mens-clothing', 'mens-watches'] }, sort: 'popularity' },
  },
  {
    kind: 'products-list',
    slug: 'new-launches',
    title: 'New Launches',
    request: { tag: 'new-arrival', sort: 'newest' },
  },
  {
    kind: 'offers-list',
    slug: 'deals-of-the-day',
    title: 'Deals of the Day',
    request: { filters: { discount: ['30'], availability: ['exclude-out-of-stock'] }, sort: 'discount' },
  },
  {
    kind: 'offers-list',
    slug: 'fashion-under-999',
    title: 'Fashion under ₹999',
    request: { filters: { category: ['mens-clothing', 'womens-clothing'], price: ['*-999'] }, sort: 'popularity' },
  },
  {
    kind: 'offers-list',
    slug: 'appliance-offers',
    title: 'Offers on Appliances',
    request: {
      filters: { category: ['refrigerators', 'washing-machines', 'microwave-ovens'], discount: ['20'] },
      sort: 'discount',
    },
  },
  {
    kind: 'offers-list',
    slug: 'mobile-offers',
    title: 'Offers on Mobiles',
    request: { filters: { category: ['mobiles'], discount: ['10'] }, sort: 'discount' },
  },
  {
    kind: 'offers-list',
    slug: 'book-offers',
    title: 'Offers on Books',
    request: { store: 'bks', filters: { discount: ['20'] }, sort: 'discount' },
  },
  {
    kind: 'qtag',
    slug: 'best-phones-under-15000',
    title: 'Best phones under ₹15,000',
    request: { filters: { category: ['mobiles'], price: ['*-15000'] }, sort: 'popularity' },
  },
  {
    kind: 'qtag',
    slug: 'smart-tvs',
    title: 'Smart TVs',
    request: { q: 'smart', filters: { category: ['televisions'] } },
  },
  {
    kind: 'qtag',
    slug: 'exam-preparation-books',
    title: 'Exam Preparation Books',
    request: { store: 'bks', filters: { genre: ['Exam Preparation'] } },
  },
];

export async function seedCollections(db: Executor): Promise<void> {
  await replaceCollections(db, collections);
}
