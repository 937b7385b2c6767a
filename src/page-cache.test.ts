import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, pickEncoding } from './page-cache.ts';

const page = (html: string, cacheable = true) => ({ html, status: 200, cacheable });

// Files share a worker (vitest.config.ts): the fake clock never outlives its test.
afterEach(() => vi.useRealTimers());

describe('page cache', () => {
  it('when many visitors ask for one page at once, then it is rendered once and stored compressed', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const renderPage = vi.fn(async () => page('<html>₹1,23,456</html>'));
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.render('/', renderPage)));
    expect(renderPage).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r?.html === '<html>₹1,23,456</html>')).toBe(true);
    const stored = cache.get('/');
    expect(stored?.body.toString()).toBe('<html>₹1,23,456</html>');
    expect(gunzipSync(stored!.gzip).toString()).toBe('<html>₹1,23,456</html>');
    expect(brotliDecompressSync(stored!.br).toString()).toBe('<html>₹1,23,456</html>');
  });

  it('when a page needed an inline script (the nonce probe shows in it), then it is given to the visitor but not stored', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const rendered = await cache.render('/x', async () => page(`<script nonce="${cache.nonceProbe}">x</script>`));
    expect(rendered?.cacheable).toBe(false);
    expect(cache.get('/x')).toBeNull();
  });

  it('when a page is not cacheable (a failed call behind it), then it is not stored', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    await cache.render('/y', async () => page('<html>partial</html>', false));
    expect(cache.get('/y')).toBeNull();
  });

  it('when the time to live passes, then the page is gone', async () => {
    vi.useFakeTimers();
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    await cache.render('/', async () => page('<html>a</html>'));
    vi.advanceTimersByTime(9_999);
    expect(cache.get('/')).not.toBeNull();
    vi.advanceTimersByTime(2);
    expect(cache.get('/')).toBeNull();
  });

  it('when the cache outgrows its bytes, then the oldest pages go first', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 2_000 });
    const big = (n: number) => page(`<html>${String(n).repeat(800)}</html>`);
    await cache.render('/1', async () => big(1));
    await cache.render('/2', async () => big(2));
    await cache.render('/3', async () => big(3));
    expect(cache.get('/1')).toBeNull();
    expect(cache.get('/2')).not.toBeNull();
    expect(cache.get('/3')).not.toBeNull();
  });
});

describe('pickEncoding', () => {
  it('when the client accepts brotli, then brotli; gzip next; else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
