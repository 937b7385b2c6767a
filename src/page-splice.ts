import { deflatePiece, gzipOfPieces, storedPiece, type DeflatedPiece } from './gzip-segments.ts';
import { scriptJson, stateElementId } from './web/app/document.ts';

/**
 * A logged-in shopper's page is the rendering every shopper shares with their own parts put in
 * (docs/decisions/0033): the header (greeting, notification count, cart count), the screen when
 * it depends on them, and their queries at the start of the page's query cache, which the
 * browser hydrates before React runs. The shared bytes between these slots are kept, and
 * compressed, once per shared rendering.
 */
type Slot = 'header' | 'main' | 'queries';

export interface ShopperTemplate {
  /** The shared bytes: `pieces[i]` comes before `slots[i]`; one piece more than slots. */
  pieces: Buffer[];
  /** Each piece compressed on its own (level 9), the last one ending the stream. */
  deflated: DeflatedPiece[];
  slots: Slot[];
  /** The shared query list has items, so the shopper's queries need a comma after them. */
  sharedQueries: boolean;
  bytes: number;
  /**
   * This page's logged-in header with the places of the shopper's values, by variant (with or
   * without an unread count, with or without cart items), made on first use; null when the
   * header cannot be made so.
   */
  headers: Map<string, HeaderTemplate | null>;
}

/**
 * The values of a logged-in shopper's header that differ between shoppers, as React writes
 * them (escaped): the greeting, the unread count and the cart count when there is one. The header
 * of a page is rendered once with stand-in values and these go in their places per request.
 */
export interface HeaderValues {
  greeting: string;
  unread: string | null;
  /** Lines in the cart (user state cart.items), when there are any. */
  cart: string | null;
}

export interface HeaderTemplate {
  /** The header's text around the values: one more than `slots`. */
  texts: string[];
  slots: (keyof HeaderValues)[];
}

/** React's escaping of text and attribute values (escapeTextForBrowser). */
export const escapeLikeReact = (value: string): string =>
  value.replace(
    /["&'<>]/g,
    (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c] as string,
  );

export function fillHeader(template: HeaderTemplate, values: HeaderValues): string {
  let html = template.texts[0] as string;
  template.slots.forEach((slot, i) => {
    html += (values[slot] ?? '') + (template.texts[i + 1] as string);
  });
  return html;
}

/**
 * Cuts a header rendered with stand-in values `a` where they appear, and keeps the cut only if
 * it gives exactly the header rendered with other stand-ins `b`: then the header depends on the
 * shopper through these values alone, and no value of `a` also appears by chance elsewhere (a
 * search text in the search box).
 */
export function headerTemplate(htmlA: string, a: HeaderValues, htmlB: string, b: HeaderValues): HeaderTemplate | null {
  const texts: string[] = [];
  const slots: (keyof HeaderValues)[] = [];
  const wanted = (['greeting', 'unread', 'cart'] as const).filter((k) => a[k]);
  let at = 0;
  for (;;) {
    let next: { index: number; slot: keyof HeaderValues } | null = null;
    for (const slot of wanted) {
      const index = htmlA.indexOf(a[slot] as string, at);
      if (index >= 0 && (!next || index < next.index)) next = { index, slot };
    }
    if (!next) break;
    texts.push(htmlA.slice(at, next.index));
    slots.push(next.slot);
    at = next.index + (a[next.slot] as string).length;
  }
  texts.push(htmlA.slice(at));
  const template = { texts, slots };
  return slots.length && fillHeader(template, b) === htmlB ? template : null;
}

/** The shopper's own parts, as the page needs them. */
export interface ShopperParts {
  /** The whole <header> element. */
  header: string;
  /** The whole <main id="main"> element, for a per-shopper screen. */
  main: string | null;
  /** Dehydrated queries as JSON array items (no brackets), possibly empty. */
  queries: string;
}

const header = { open: '<header', close: '</header>' };
const main = { open: '<main id="main">', close: '</main>' };
/** The data block of document.ts with dehydrate's shape: the shopper's queries go first in the list. */
const queriesOpen = `<script type="application/json" id="${stateElementId}">{"query":{"mutations":[],"queries":[`;

/**
 * An element's place in the page: from its opening tag to the first closing tag after it. The
 * header and main elements hold no element of their own kind, and text and attributes are
 * escaped (a '<' is '&lt;'), so the first closing tag is theirs.
 */
export function regionOf(
  html: string,
  { open, close }: { open: string; close: string },
  from = 0,
): { start: number; end: number } | null {
  const start = html.indexOf(open, from);
  if (start < 0) return null;
  const end = html.indexOf(close, start);
  return end < 0 ? null : { start, end: end + close.length };
}

/**
 * Cuts a shared rendering at the shopper's slots; null when the page does not have them (the
 * host then renders the page for the shopper alone).
 */
export function shopperTemplate(html: string, { screen }: { screen: boolean }): ShopperTemplate | null {
  const headerAt = regionOf(html, header);
  if (!headerAt) return null;
  const mainAt = screen ? regionOf(html, main, headerAt.end) : null;
  if (screen && !mainAt) return null;
  const state = html.indexOf(queriesOpen, (mainAt ?? headerAt).end);
  if (state < 0) return null;
  const queriesAt = state + queriesOpen.length;
  const cuts: { start: number; end: number; slot: Slot }[] = [
    { ...headerAt, slot: 'header' },
    ...(mainAt ? [{ ...mainAt, slot: 'main' as const }] : []),
    { start: queriesAt, end: queriesAt, slot: 'queries' },
  ];
  const texts: string[] = [];
  let at = 0;
  for (const cut of cuts) {
    texts.push(html.slice(at, cut.start));
    at = cut.end;
  }
  texts.push(html.slice(at));
  const pieces = texts.map((text) => Buffer.from(text, 'utf8'));
  const deflated = pieces.map((piece, i) => deflatePiece(piece, { level: 9, last: i === pieces.length - 1 }));
  return {
    pieces,
    deflated,
    slots: cuts.map((c) => c.slot),
    sharedQueries: html[queriesAt] !== ']',
    bytes: pieces.reduce((sum, p) => sum + p.length, 0) + deflated.reduce((sum, d) => sum + d.deflated.length, 0),
    headers: new Map(),
  };
}

/** The shopper's header and main elements from a rendering of their parts alone. */
export function shopperParts(html: string, queries: string, { screen }: { screen: boolean }): ShopperParts | null {
  const headerAt = regionOf(html, header);
  if (!headerAt) return null;
  const mainAt = screen ? regionOf(html, main, headerAt.end) : null;
  if (screen && !mainAt) return null;
  const part = (at: { start: number; end: number }) => html.slice(at.start, at.end);
  return { header: part(headerAt), main: mainAt ? part(mainAt) : null, queries };
}

/**
 * Whether rendered parts can go into a page as they are: React finished every boundary (no
 * client-rendered `<!--$!-->` or pending `<!--$?-->` one) and needed no inline script, which
 * the page's CSP would refuse without the nonce a shared page does not carry.
 */
export const partsComplete = (html: string): boolean =>
  !html.includes('<!--$!') && !html.includes('<!--$?') && !html.includes('<script');

function slotText(template: ShopperTemplate, parts: ShopperParts, slot: Slot): string {
  if (slot === 'header') return parts.header;
  if (slot === 'main') return parts.main ?? '';
  if (!parts.queries) return '';
  return scriptJson(parts.queries) + (template.sharedQueries ? ',' : '');
}

/**
 * The shopper's page: the shared pieces with their parts in between, as is or as one gzip
 * member (the shared pieces as they were compressed once, the shopper's few kilobytes stored
 * uncompressed: compressing them costs more time per request than their bytes cost on the wire).
 */
export function fillTemplate(template: ShopperTemplate, parts: ShopperParts, { gzip }: { gzip: boolean }): Buffer {
  const slots = template.slots.map((slot) => Buffer.from(slotText(template, parts, slot), 'utf8'));
  if (!gzip) return Buffer.concat(template.pieces.flatMap((piece, i) => (slots[i] ? [piece, slots[i]] : [piece])));
  const deflated: DeflatedPiece[] = [];
  template.deflated.forEach((piece, i) => {
    deflated.push(piece);
    const slot = slots[i];
    if (slot?.length) deflated.push(storedPiece(slot));
  });
  return gzipOfPieces(deflated);
}
