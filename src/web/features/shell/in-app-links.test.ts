import { describe, expect, it } from 'vitest';
import { isInAppPath } from './in-app-links.ts';

describe('in-app links', () => {
  it('when a path is one the app handles (spec 000 §2), then it navigates inside the app', () => {
    for (const path of [
      '/search',
      '/q/red-shoes',
      '/author/r-k-narayan',
      '/products-list/summer-sale',
      '/offers-list/deals-of-the-day',
      '/redmi-note-4-gold-32-gb/p/itmeq5ygvgq9vyfn',
      '/mobile-store',
      '/mobile-store/samsung',
      '/mobiles',
      '/watches/men',
    ]) {
      expect(isInAppPath(path), path).toBe(true);
    }
  });

  it('when a path is any other page, then it is a full page load', () => {
    for (const path of [
      '/',
      '/viewcart',
      '/account/orders',
      '/helpcentre',
      '/s/help',
      '/searching',
      '/offers',
      '/store',
      '/pages/about',
      '/mobiles/extra',
    ]) {
      expect(isInAppPath(path), path).toBe(false);
    }
  });
});
