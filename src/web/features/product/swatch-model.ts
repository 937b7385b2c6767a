import type { Swatch } from '../../../contracts/product.ts';

/** Attributes a shopper must pick on purpose (a size), even though the page shows one variant. */
export const pickedOnPurpose = new Set(['size']);

export interface SwatchOptionView {
  value: string;
  /** Where choosing it goes; null when no variant has it with the choices before it. */
  url: string | null;
  /** The option of the product shown (and, for a size, chosen on purpose). */
  selected: boolean;
  /** A variant exists but is out of stock. */
  soldOut: boolean;
}

export interface SwatchRowView {
  id: string;
  title: string;
  options: SwatchOptionView[];
  /** Whether the shopper has a value for it (always, except a size not yet picked). */
  chosen: boolean;
}

type Variant = Swatch['products'][string] & { productId: string };

/** How well `v` keeps the current choices; earlier attributes weigh more, in stock breaks ties. */
function closeness(v: Variant, current: number[]): number {
  return (
    current.reduce((sum, index, i) => sum + (v.attributeIndexes[i] === index ? 2 ** (current.length - i) : 0), 0) * 2 +
    (v.available ? 1 : 0)
  );
}

/**
 * The swatch rows of the product shown: for attribute i, option j leads to the closest variant
 * that keeps the choices of the attributes before i and has j (the first attribute: any variant
 * with j). An option no such variant has is disabled (spec: unavailable combinations disabled).
 * `pickedSize` is the size the URL says the shopper chose; a size is chosen only then.
 */
export function swatchRows(swatch: Swatch, productId: string, pickedSize: string | null): SwatchRowView[] {
  const variants: Variant[] = Object.entries(swatch.products).map(([id, v]) => ({ ...v, productId: id }));
  const current = swatch.products[productId]?.attributeIndexes;
  if (!current) return [];
  return swatch.attributes.map((attribute, i) => {
    const onPurpose = pickedOnPurpose.has(attribute.id);
    const currentValue = swatch.attributeOptions[i]?.[current[i] ?? -1]?.value ?? null;
    const chosen = !onPurpose || (pickedSize !== null && pickedSize === currentValue);
    const options = (swatch.attributeOptions[i] ?? []).map((option, j): SwatchOptionView => {
      const candidates = variants.filter(
        (v) => v.attributeIndexes[i] === j && v.attributeIndexes.slice(0, i).every((index, k) => index === current[k]),
      );
      const target = candidates.sort((a, b) => closeness(b, current) - closeness(a, current))[0];
      const keepSize = (url: string, v: Variant) => {
        const sizeIndex = swatch.attributes.findIndex((a) => pickedOnPurpose.has(a.id));
        if (sizeIndex < 0) return url;
        const size = swatch.attributeOptions[sizeIndex]?.[v.attributeIndexes[sizeIndex] ?? -1]?.value;
        // Picking a size chooses it; another attribute keeps a size already chosen.
        if (sizeIndex === i || (pickedSize !== null && size === pickedSize))
          return `${url}?size=${encodeURIComponent(size ?? '')}`;
        return url;
      };
      return {
        value: option.value,
        url: target ? keepSize(target.url, target) : null,
        selected: current[i] === j && chosen,
        soldOut: target ? !target.available : false,
      };
    });
    return { id: attribute.id, title: attribute.title, options, chosen };
  });
}

/** The first attribute the shopper still has to pick, for 'Please select the {swatch}'. */
export function missingSwatch(rows: SwatchRowView[]): SwatchRowView | null {
  return rows.find((row) => !row.chosen) ?? null;
}
