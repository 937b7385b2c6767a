import { describe, expect, it } from 'vitest';
import { cobrandConfig, cobrandVariants, selectCobrand } from './cobrand-variants.ts';

describe('co-brand selection', () => {
  it('when the query names a variant, then it is chosen and kept in the cookie', () => {
    expect(selectCobrand('yahoo', undefined, 'none')).toEqual({ name: 'yahoo', setCookie: 'yahoo' });
    expect(selectCobrand('IndusInd', 'yahoo', 'none')).toEqual({ name: 'indusind', setCookie: 'indusind' });
  });

  it('when the query says none, then the plain storefront is kept for the visit even over a default', () => {
    expect(selectCobrand('none', 'yahoo', 'offers')).toEqual({ name: 'none', setCookie: 'none' });
    expect(selectCobrand(null, 'none', 'offers')).toEqual({ name: 'none' });
  });

  it('when there is no query, then the cookie decides, else the configured default', () => {
    expect(selectCobrand(null, 'itzcash', 'none')).toEqual({ name: 'itzcash' });
    expect(selectCobrand(null, undefined, 'offers')).toEqual({ name: 'offers' });
    expect(selectCobrand(null, undefined, 'none')).toEqual({ name: 'none' });
  });

  it('when a name is unknown, then it is ignored and nothing is stored', () => {
    expect(selectCobrand('evil<script>', 'itzcash', 'none')).toEqual({ name: 'itzcash' });
    expect(selectCobrand('constructor', '__proto__', 'toString')).toEqual({ name: 'none' });
  });

  it('when a variant is resolved, then it has every field of spec 000 §1 with same-origin pixels', () => {
    for (const name of ['offers', 'itzcash', 'indusind', 'yahoo']) {
      const config = cobrandConfig(name);
      expect(config).toMatchObject({ name, logo: `/cobrand/${name}.svg` });
      expect(config?.storeLink).toMatch(/^\/[a-z]/);
      expect(config?.storeName).toBeTruthy();
      expect(config?.pixelTrackingUrl).toMatch(/^\/cobrand\/pixel\.gif\?/);
      expect(config?.searchPixelUrl).toMatch(/^\/cobrand\/pixel\.gif\?/);
    }
    expect(Object.keys(cobrandVariants)).toEqual(['offers', 'itzcash', 'indusind', 'yahoo']);
    expect(cobrandConfig('none')).toBeNull();
    expect(cobrandConfig('hasOwnProperty')).toBeNull();
  });
});
