import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../app/storage-keys.ts';
import { readRecentlyViewed, rememberViewed } from './recently-viewed.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('recently viewed products', () => {
  it('when products are viewed, then they are kept most recent first, once each, at most 12', () => {
    for (let i = 1; i <= 14; i++) rememberViewed(`P${i}`);
    rememberViewed('P10');
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(12);
    expect(ids.slice(0, 3)).toEqual(['P10', 'P14', 'P13']);
    expect(ids.filter((id) => id === 'P10')).toHaveLength(1);
    expect(ids).not.toContain('P1');
  });

  it('when a product is viewed, then the list from before it is returned for the row', () => {
    rememberViewed('A');
    expect(rememberViewed('B')).toEqual(['A']);
    expect(readRecentlyViewed()).toEqual(['B', 'A']);
  });

  it('when storage holds junk or refuses, then the list is empty and nothing throws', () => {
    store.set(storageKeys.recentlyViewed, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    store.set(storageKeys.recentlyViewed, JSON.stringify(['ok', 42, '<script>']));
    expect(readRecentlyViewed()).toEqual(['ok']);
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(() => rememberViewed('X')).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
  });
});
