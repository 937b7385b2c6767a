import type { ArtworkShape, ReturnPolicy } from '../../../api/catalogue/schema.ts';
import type { CategoryTemplate } from './template.ts';
import { somePicks, specGroups } from './template.ts';

/**
 * One kind of product of a category built from kinds (toys, furniture, cookware, ...): its
 * `type` is the Type specification the menu's `{type}~type` links match, its names the models.
 */
export interface Kind {
  type: string;
  names: string[];
  price: [number, number];
  /** Only these brands make it; every brand when absent. */
  brands?: string[];
  /** Options of the second swatch axis ('size', 'capacity', ...), when the kind has one. */
  options?: string[];
}

interface KindsCategory {
  id: string;
  title: string;
  groupTitle: string;
  sid: string;
  idPrefix: string;
  shape: ArtworkShape;
  tags: string[];
  brands: string[];
  kinds: Kind[];
  colours: string[];
  /** Name of the second swatch axis, filled from each kind's options. */
  axis: string;
  discount: [number, number];
  returnPolicy: ReturnPolicy;
  material: string[];
}

/** A category template for the categories that are a list of product kinds. */
export function kindsTemplate(c: KindsCategory): CategoryTemplate {
  return {
    id: c.id,
    title: c.title,
    groupTitle: c.groupTitle,
    sid: c.sid,
    landingPath: null,
    idPrefix: c.idPrefix,
    shape: c.shape,
    swatchAttributes: ['color', c.axis],
    discount: c.discount,
    returnPolicy: c.returnPolicy,
    tags: c.tags,
    brands: c.brands,
    family(f, brand) {
      const made = c.kinds.filter((k) => !k.brands || k.brands.includes(brand));
      const kind = f.helpers.arrayElement(made.length ? made : c.kinds);
      return {
        brand,
        model: `${f.helpers.arrayElement(kind.names)} ${f.string.alpha({ length: 2, casing: 'upper' })}${f.number.int({
          min: 10,
          max: 999,
        })}`,
        price: f.number.int({ min: kind.price[0], max: kind.price[1] }),
        facts: {
          type: kind.type,
          material: f.helpers.arrayElement(c.material),
          options: (kind.options ?? ['Standard']).join('|'),
        },
      };
    },
    axes: (f, fa) => ({
      color: somePicks(f, c.colours, 1, 2),
      [c.axis]: somePicks(f, (fa.facts.options ?? 'Standard').split('|'), 1, 2),
    }),
    variantPrice: (fa, a) => {
      const options = (fa.facts.options ?? '').split('|');
      return Math.round(fa.price * (1 + 0.15 * Math.max(0, options.indexOf(a[c.axis] ?? ''))));
    },
    productTitle: (fa, a) =>
      `${fa.brand} ${fa.model} ${fa.facts.type} (${a.color}${a[c.axis] === 'Standard' ? '' : `, ${a[c.axis]}`})`,
    specs: (fa, a) =>
      specGroups([
        [
          'General',
          [
            ['Model Name', fa.model],
            ['Type', fa.facts.type],
            ['Color', a.color],
            ['Material', fa.facts.material],
            [c.axis === 'size' ? 'Size' : 'Variant', a[c.axis]],
          ],
        ],
        ['Warranty', [['Warranty', '1 Year Manufacturer Warranty']]],
      ]),
    highlights: (fa, a) => [
      `Type: ${fa.facts.type}`,
      `Material: ${fa.facts.material}`,
      `Color: ${a.color}`,
      a[c.axis] === 'Standard' ? '' : `${a[c.axis]}`,
    ],
  };
}
