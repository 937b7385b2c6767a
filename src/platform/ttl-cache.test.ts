import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('the content cache', () => {
  it('when a key is asked for twice within its lifetime, then it is loaded once', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 59_999;
    expect(await cache.get('a', load)).toBe(1);
    now = 60_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('when a load fails, then the failure is not kept', async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('when more keys than its bound arrive, then the oldest are dropped', async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    expect(await cache.get('c', async () => ++loads)).toBe(3);
    expect(await cache.get('a', async () => ++loads)).toBe(4);
  });
});
