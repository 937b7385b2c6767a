import { describe, expect, it } from 'vitest';
import type { Swatch } from '../../../contracts/product.ts';
import { missingSwatch, swatchRows } from './swatch-model.ts';

const phone: Swatch = {
  attributes: [
    { id: 'color', title: 'Color' },
    { id: 'storage', title: 'Storage' },
  ],
  attributeOptions: [
    [
      { value: 'Black', available: true },
      { value: 'White', available: true },
    ],
    [
      { value: '64 GB', available: true },
      { value: '128 GB', available: true },
    ],
  ],
  products: {
    A: { attributeIndexes: [0, 0], url: '/p/a', available: true, listingId: 'LA' },
    B: { attributeIndexes: [1, 1], url: '/p/b', available: true, listingId: 'LB' },
    C: { attributeIndexes: [0, 1], url: '/p/c', available: false, listingId: 'LC' },
  },
};

describe('swatch rows', () => {
  it('when a colour is picked, then it leads to the closest variant of that colour', () => {
    const [color] = swatchRows(phone, 'A', null);
    expect(color!.options.map((o) => [o.value, o.url, o.selected])).toEqual([
      ['Black', '/p/a', true],
      ['White', '/p/b', false],
    ]);
  });

  it('when a combination with the earlier choices does not exist, then that option is disabled; a sold-out one is marked', () => {
    const [, storage] = swatchRows(phone, 'B', null);
    expect(storage!.options.map((o) => [o.value, o.url])).toEqual([
      ['64 GB', null],
      ['128 GB', '/p/b'],
    ]);
    const [, storageOfA] = swatchRows(phone, 'A', null);
    expect(storageOfA!.options[1]).toMatchObject({ url: '/p/c', soldOut: true });
  });

  it('when the model has sizes, then a size counts as chosen only when the URL says so, and size links say it', () => {
    const shirt: Swatch = {
      attributes: [{ id: 'size', title: 'Size' }],
      attributeOptions: [
        [
          { value: 'M', available: true },
          { value: 'L', available: true },
        ],
      ],
      products: {
        M1: { attributeIndexes: [0], url: '/p/m', available: true, listingId: null },
        L1: { attributeIndexes: [1], url: '/p/l', available: true, listingId: null },
      },
    };
    const rows = swatchRows(shirt, 'M1', null);
    expect(missingSwatch(rows)?.title).toBe('Size');
    expect(rows[0]!.options.map((o) => o.url)).toEqual(['/p/m?size=M', '/p/l?size=L']);
    expect(missingSwatch(swatchRows(shirt, 'M1', 'M'))).toBeNull();
    expect(missingSwatch(swatchRows(shirt, 'M1', 'L'))?.id).toBe('size');
  });
});
