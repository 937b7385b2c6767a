/** What a listing needs to compete for the buy box. */
export interface BuyBoxCandidate {
  id: string;
  price: number;
  mrp: number;
  stock: number;
}

/** The columns of a product that mirror its buy-box listing (see `products` in schema.ts). */
export interface BuyBox {
  buyBoxListingId: string;
  price: number;
  mrp: number;
  discountPercent: number;
  inStock: boolean;
}

/**
 * The listing shoppers buy from: in stock first, then the cheapest, then the lowest id; the same
 * rule `refreshBuyBox` applies in SQL. A seed computes it while it generates the listings, so a
 * million products are written once instead of written and then updated (docs/decisions/0050).
 */
export function buyBoxOf(listings: BuyBoxCandidate[]): BuyBox | null {
  const better = (a: BuyBoxCandidate, b: BuyBoxCandidate) =>
    a.stock > 0 !== b.stock > 0 ? a.stock > 0 : a.price !== b.price ? a.price < b.price : a.id < b.id;
  let best: BuyBoxCandidate | undefined;
  for (const l of listings) if (!best || better(l, best)) best = l;
  if (!best) return null;
  return {
    buyBoxListingId: best.id,
    price: best.price,
    mrp: best.mrp,
    discountPercent: Math.floor(((best.mrp - best.price) * 100) / best.mrp),
    inStock: best.stock > 0,
  };
}
