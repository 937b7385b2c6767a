import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ShopperTemplate } from './page-splice.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A short-lived cache of pages rendered for visitors without a session: they are all logged out
 * with an empty cart, so one rendering serves them all, as a CDN would serve them at the edge
 * (docs/decisions/0011). A cached page holds no inline script, so its bytes are the same for
 * everyone and are compressed once. Bounded by bytes; oldest entries go first.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export interface CachedPage {
  status: number;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
  /**
   * The page cut at a logged-in shopper's slots (page-splice.ts), made when a shopper first asks
   * for it: undefined until then, null when the page has no such slots.
   */
  shopper?: ShopperTemplate | null;
}

export type Rendered = { html: string; status: number; cacheable: boolean };

export function createPageCache({ ttlMs, maxBytes }: PageCacheOptions) {
  /**
   * Passed as the CSP nonce while rendering for the cache: if it shows up in the page, React
   * needed an inline script, and the page is not stored.
   */
  const nonceProbe = `probe${randomBytes(12).toString('hex')}`;
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const inflight = new Map<string, Promise<Rendered | null>>();
  const size = (e: CachedPage) => e.body.length + e.gzip.length + e.br.length + (e.shopper?.bytes ?? 0);

  function evict(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= size(entry);
    entries.delete(key);
  }

  function evictOverBudget() {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      evict(oldest);
    }
  }

  async function store(key: string, page: Rendered) {
    const body = Buffer.from(page.html, 'utf8');
    const [gzipped, brotlied] = await Promise.all([
      gz(body, { level: 9 }),
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    const entry = { status: page.status, body, gzip: gzipped, br: brotlied, expiresAt: Date.now() + ttlMs };
    evict(key);
    entries.set(key, entry);
    bytes += size(entry);
    evictOverBudget();
  }

  return {
    nonceProbe,

    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt > Date.now()) return entry;
      evict(key);
      return null;
    },

    /**
     * Renders the page once for all concurrent visitors asking for the same key and stores it
     * when it may be shared. Every waiter gets the rendering, stored or not; null means the
     * render did not produce a page (a redirect), and each visitor renders their own.
     */
    render(key: string, renderPage: () => Promise<Rendered | null>): Promise<Rendered | null> {
      const pending = inflight.get(key);
      if (pending) return pending;
      const work = (async () => {
        const page = await renderPage();
        if (!page) return null;
        const shareable = page.cacheable && !page.html.includes(nonceProbe);
        if (shareable) await store(key, page);
        return { ...page, cacheable: shareable };
      })().finally(() => inflight.delete(key));
      inflight.set(key, work);
      return work;
    },

    /**
     * The entry cut at a logged-in shopper's slots, made once per entry (on first use) and
     * counted in the cache's bytes. It holds only what every shopper shares.
     */
    shopperTemplate(
      key: string,
      entry: CachedPage,
      make: (html: string) => ShopperTemplate | null,
    ): ShopperTemplate | null {
      if (entry.shopper !== undefined) return entry.shopper;
      const template = make(entry.body.toString('utf8'));
      const stored = entries.get(key) === entry;
      entry.shopper = template;
      if (stored && template) {
        bytes += template.bytes;
        evictOverBudget();
      }
      return template;
    },

    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/** The best encoding of a cached page the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Whether the client takes gzip: a shopper's page is one gzip member joined per request (page-splice.ts). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean => /\bgzip\b/i.test(acceptEncoding ?? '');
