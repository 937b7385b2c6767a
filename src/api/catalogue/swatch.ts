import type { Swatch } from '../../contracts/product.ts';
import type { VariantRow } from './product-repository.ts';
import { productUrl } from './service.ts';

const titles: Record<string, string> = {
  color: 'Color',
  storage: 'Storage',
  size: 'Size',
  capacity: 'Capacity',
  strapColor: 'Strap Color',
  ram: 'RAM',
};
const sizeOrder = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

export const attributeTitle = (id: string) =>
  titles[id] ?? id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** Sizes in wearing order, numbers (storage, capacity, sizes 28-44) ascending, else alphabetical. */
function compareValues(a: string, b: string): number {
  const sa = sizeOrder.indexOf(a);
  const sb = sizeOrder.indexOf(b);
  if (sa >= 0 && sb >= 0) return sa - sb;
  const na = parseFloat(a);
  const nb = parseFloat(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) {
    // 1 TB after 512 GB.
    const scale = (v: string, n: number) => (/\bTB\b/i.test(v) ? n * 1024 : n);
    return scale(a, na) - scale(b, nb);
  }
  return a.localeCompare(b);
}

/**
 * The swatch details of one model: its attributes in the category's order, the options each
 * variant uses, and every variant with its option indexes. An option is available when some
 * variant with it is in stock.
 */
export function buildSwatch(categoryAttributes: string[], variants: VariantRow[]): Swatch {
  const used = new Set(variants.flatMap((v) => Object.keys(v.variantAttributes)));
  const ids = [
    ...categoryAttributes.filter((a) => used.has(a)),
    ...[...used].filter((a) => !categoryAttributes.includes(a)).sort(),
  ];
  const values = ids.map((id) =>
    [...new Set(variants.map((v) => v.variantAttributes[id]).filter((v): v is string => Boolean(v)))].sort(
      compareValues,
    ),
  );
  const attributeOptions = ids.map((id, i) =>
    (values[i] ?? []).map((value) => ({
      value,
      available: variants.some((v) => v.inStock && v.variantAttributes[id] === value),
    })),
  );
  const productsById: Swatch['products'] = {};
  for (const v of variants) {
    productsById[v.id] = {
      attributeIndexes: ids.map((id, i) => (values[i] ?? []).indexOf(v.variantAttributes[id] ?? '')),
      url: productUrl(v.slug, v.itemId),
      available: v.inStock,
      listingId: v.buyBoxListingId,
    };
  }
  return { attributes: ids.map((id) => ({ id, title: attributeTitle(id) })), attributeOptions, products: productsById };
}

/**
 * The variant a shopper means by the swatch values chosen on `current`: the one matching every
 * chosen value and as many of the current ones as possible (earlier attributes weigh more).
 * Null when no variant has all the chosen values.
 */
export function resolveVariant(
  variants: VariantRow[],
  current: VariantRow,
  chosen: Record<string, string>,
): VariantRow | null {
  const wanted = { ...current.variantAttributes, ...chosen };
  const keys = Object.keys(wanted);
  let best: VariantRow | null = null;
  let bestScore = -1;
  for (const v of variants) {
    if (Object.entries(chosen).some(([k, value]) => v.variantAttributes[k] !== value)) continue;
    // Earlier attributes weigh more; being in stock breaks ties.
    const score =
      keys.reduce((sum, k, i) => sum + (v.variantAttributes[k] === wanted[k] ? 2 ** (keys.length - i) : 0), 0) * 2 +
      (v.inStock ? 1 : 0);
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
