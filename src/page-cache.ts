import { randomBytes } from 'node:crypto';

/**
 * A short-lived cache of pages rendered for visitors without a session: they are all logged out
 * with an empty cart, so one rendering serves them all, as a CDN would serve them at the edge.
 * The CSP nonce differs per response, so pages are stored with a placeholder in its place and
 * each response gets its own. Bounded by bytes; oldest entries go first.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

interface Entry {
  html: string;
  status: number;
  expiresAt: number;
}

export function createPageCache({ ttlMs, maxBytes }: PageCacheOptions) {
  /** Stands in for the nonce while a page is rendered for the cache; never sent to a browser. */
  const placeholder = `NONCE${randomBytes(12).toString('hex')}`;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const inflight = new Map<string, Promise<Entry | null>>();

  function evict(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.html.length;
    entries.delete(key);
  }

  return {
    placeholder,

    /** The cached page for the key with this response's nonce, if fresh. */
    get(key: string, nonce: string): { html: string; status: number } | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        evict(key);
        return null;
      }
      return { html: entry.html.replaceAll(placeholder, nonce), status: entry.status };
    },

    /**
     * Renders the page once for all concurrent visitors asking for the same key, stores it,
     * and answers null when the rendering is not cacheable (a redirect, an error).
     */
    async fill(key: string, renderPage: () => Promise<{ html: string; status: number } | null>): Promise<Entry | null> {
      const pending = inflight.get(key);
      if (pending) return pending;
      const work = (async () => {
        const page = await renderPage();
        if (!page) return null;
        const entry = { html: page.html, status: page.status, expiresAt: Date.now() + ttlMs };
        evict(key);
        entries.set(key, entry);
        bytes += entry.html.length;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          evict(oldest);
        }
        return entry;
      })().finally(() => inflight.delete(key));
      inflight.set(key, work);
      return work;
    },

    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
