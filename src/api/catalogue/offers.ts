import type { z } from 'zod';
import type { offerSchema } from '../../contracts/product.ts';

type Offer = z.infer<typeof offerSchema>;

const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** Partner offers by category: what a marketplace's partners bundle with such products. */
const partnerOffers: Record<string, string> = {
  mobiles: 'Get 3 months of YouTube Premium free with this phone',
  tablets: 'Get 3 months of YouTube Premium free with this tablet',
  televisions: 'Free 6-month subscription to a partner video streaming service',
  headphones: 'Get 3 months of a music streaming subscription free',
  cameras: 'Free 32 GB memory card from a partner brand, on delivery',
  games: 'Get a ₹200 gaming store gift code',
  'mens-clothing': 'Buy 2 items, get extra 5% off',
  'womens-clothing': 'Buy 2 items, get extra 5% off',
  'mens-watches': 'Free watch servicing for 1 year at partner stores',
  refrigerators: 'Free installation and a 1-year partner service plan',
  'washing-machines': 'Free installation and demo by the brand',
  'microwave-ovens': 'Free demo and a cookbook from the brand',
  books: 'Buy 3 books, get 10% off',
};

/**
 * The bank, EMI, partner and special-price offers shown on a product page, derived from the
 * product's category, price and discount (docs/decisions/0014): the same product always shows
 * the same offers, and cheap products get no EMI.
 */
export function productOffers(product: {
  categoryId: string;
  price: number;
  mrp: number;
  discountPercent: number;
}): Offer[] {
  const offers: Offer[] = [];
  if (product.discountPercent >= 35) {
    offers.push({
      kind: 'SPECIAL',
      title: 'Special Price',
      text: `Get extra ${Math.min(product.discountPercent, 90)}% off (price inclusive of discount)`,
    });
  }
  offers.push({ kind: 'BANK', title: 'Bank Offer', text: '5% Unlimited Cashback on Axis Bank Credit Card' });
  if (product.price >= 500_000) {
    offers.push({
      kind: 'BANK',
      title: 'Bank Offer',
      text: `10% Instant Discount on HDFC Bank Credit Cards, up to ${rupees(Math.min(150_000, product.price / 10))}`,
    });
  }
  if (product.price >= 1_000_000) {
    offers.push({
      kind: 'EMI',
      title: 'No Cost EMI',
      text: `No Cost EMI from ${rupees(Math.ceil(product.price / 6))}/month on 6 months`,
    });
  }
  const partner = partnerOffers[product.categoryId];
  if (partner) offers.push({ kind: 'PARTNER', title: 'Partner Offer', text: partner });
  return offers;
}
