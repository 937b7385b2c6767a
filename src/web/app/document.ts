/**
 * The HTML around the React tree. It holds no inline script: the state the browser picks up is a
 * JSON data block (which CSP does not run), and the entry is a same-origin module. So a page is
 * the same bytes for every visitor without a session and can be cached and compressed once
 * (docs/decisions/0011); the CSP nonce is needed only by React's own streaming scripts.
 */
export const stateElementId = '__BAZAAR_STATE__';

export interface DocumentAssets {
  /** Entry script of the browser bundle. */
  script: string;
  /** Modules the entry imports, preloaded so they arrive in parallel. */
  preload: string[];
  styles: string[];
  /** Scripts and styles of each lazily loaded screen module, keyed by its source path. */
  screens?: Record<string, { preload: string[]; styles: string[] }>;
  /**
   * Origin of the payment service as the browser reaches it (PAYMENTS_ORIGIN): written into the
   * head as `<meta name="payments-origin">`, which the checkout's payment step reads, so no byte
   * of it is in any script (docs/decisions/0042).
   */
  paymentsOrigin?: string;
}

export interface Head {
  title: string;
  description: string;
  canonical: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** JSON inside a script element: `<` escaped so no data can close the element or open a comment. */
export function scriptJson(value: string): string {
  return value
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderDocumentStart(head: Head, assets: DocumentAssets): string {
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preload = assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return (
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">` +
    '<meta name="theme-color" content="#2874f0"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    (assets.paymentsOrigin ? `<meta name="payments-origin" content="${escapeHtml(assets.paymentsOrigin)}">` : '') +
    `${styles}${preload}</head><body><div id="root">`
  );
}

/** Closes the root, hands the browser the query cache and the visit's co-brand, loads the entry. */
export function renderDocumentEnd(state: string, assets: DocumentAssets, cobrand: unknown = null): string {
  const data = `{"query":${state},"cobrand":${JSON.stringify(cobrand ?? null)}}`;
  return (
    '</div>' +
    `<script type="application/json" id="${stateElementId}">${scriptJson(data)}</script>` +
    `<script type="module" src="${assets.script}"></script></body></html>`
  );
}
