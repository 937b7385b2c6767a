import { describe, expect, it } from 'vitest';
import { formatPrice, imageUrl } from './format-price.ts';

describe('formatPrice', () => {
  it('when an amount in paise is shown, then it is in rupees with the rupee sign and Indian grouping', () => {
    expect(formatPrice(12_345_600)).toBe('₹1,23,456');
    expect(formatPrice(99_900)).toBe('₹999');
    expect(formatPrice(1_00_00_000_00)).toBe('₹1,00,00,000');
    expect(formatPrice(4_99_950)).toBe('₹4,999.50');
  });

  it('when the amount is 0, then it shows Free', () => {
    expect(formatPrice(0)).toBe('Free');
  });
});

describe('imageUrl', () => {
  it('when a template is filled, then width, height and quality take their places', () => {
    expect(imageUrl('/img/{@width}/{@height}/MOBX?q={@quality}', 150, 200, 70)).toBe('/img/150/200/MOBX?q=70');
    expect(imageUrl('/img/{@width}/{@height}/MOBX?q={@quality}', 300, 300)).toBe('/img/300/300/MOBX?q=80');
  });
});
