import type { Faker } from '@faker-js/faker';
import type { ArtworkShape, ReturnPolicy, SpecGroup } from '../../../api/catalogue/schema.ts';

/**
 * A hand-written template of one category: its brands and model names, the swatch axes of its
 * products, and how a product's title, price, specifications and highlights follow from its
 * model and its swatch values. The generator (generate-catalogue.ts) draws from it with faker.
 */
export interface Family {
  brand: string;
  model: string;
  /** Price of the family's first variant, in rupees. */
  price: number;
  /** Facts shared by the family's variants: display, processor, fabric, author, ... */
  facts: Record<string, string>;
}

export interface CategoryTemplate {
  id: string;
  title: string;
  groupTitle: string;
  /** Browse store id, used in `/{id}/pr?sid=`. */
  sid: string;
  landingPath: string | null;
  /** First three letters of the category's product ids (an FSN-like id). */
  idPrefix: string;
  shape: ArtworkShape;
  swatchAttributes: string[];
  /** Typical discount off MRP, as fractions. */
  discount: [number, number];
  returnPolicy: ReturnPolicy;
  tags: string[];
  brands: string[];
  family(f: Faker, brand: string): Family;
  /** Options of each swatch axis for this family; variants are combinations of them. */
  axes(f: Faker, family: Family): Record<string, string[]>;
  /** Price of a variant, in rupees, from the family's price and its swatch values. */
  variantPrice?(family: Family, attrs: Record<string, string>): number;
  productTitle(family: Family, attrs: Record<string, string>): string;
  specs(family: Family, attrs: Record<string, string>): SpecGroup[];
  highlights(family: Family, attrs: Record<string, string>): string[];
  /** Book authors; empty elsewhere. */
  authors?(family: Family): string[];
}

/** `[['General', [['Model Name', 'X'], ...]], ...]` as specification groups. */
export function specGroups(groups: [string, [string, string | undefined][]][]): SpecGroup[] {
  return groups.map(([group, items]) => ({
    group,
    items: items.filter((item): item is [string, string] => Boolean(item[1])).map(([name, value]) => ({ name, value })),
  }));
}

/** A price in rupees ending in 9 (the way shops price): 15,450 -> 15,449; 980 -> 979. */
export function shopPrice(rupees: number): number {
  const step = rupees >= 10_000 ? 100 : rupees >= 1000 ? 10 : 1;
  return Math.max(step === 1 ? 49 : step - 1, Math.round(rupees / step) * step - 1);
}

/** A model name from a series, a number and a suffix: "Galaxy J7 Prime", "Redmi Note 4". */
export function modelName(f: Faker, series: string[], numbers: [number, number], suffixes: string[]): string {
  const series1 = f.helpers.arrayElement(series);
  const number = f.number.int({ min: numbers[0], max: numbers[1] });
  const suffix = f.helpers.arrayElement(suffixes);
  return `${series1}${number}${suffix}`.replace(/\s+/g, ' ').trim();
}

/** Distinct picks, between min and max of them, in the list's order. */
export function somePicks<T>(f: Faker, list: readonly T[], min: number, max: number): T[] {
  const count = f.number.int({ min: Math.min(min, list.length), max: Math.min(max, list.length) });
  const picked = new Set(f.helpers.arrayElements(list, count));
  return list.filter((item) => picked.has(item));
}
