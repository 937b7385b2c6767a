import type { ArtworkShape, ProductArtwork } from './schema.ts';

/**
 * A product's picture, drawn as SVG from its artwork spec: the category's shape in the product's
 * colour, the brand above and the model below. The same spec always draws the same picture.
 * Drawn on a 400 x 400 square; the image route scales it to the size a URL asks for.
 */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const font = "font-family=\"DejaVu Sans, Liberation Sans, Arial, sans-serif\"";

/** Each shape in the square's middle band (y 60..320), body in `c`, details in `a`. */
const shapes: Record<ArtworkShape, (c: string, a: string) => string> = {
  phone: (c, a) =>
    `<rect x="140" y="62" width="120" height="250" rx="18" fill="${c}"/><rect x="148" y="80" width="104" height="210" rx="6" fill="${a}"/>` +
    `<circle cx="200" cy="71" r="3" fill="#111"/>`,
  tablet: (c, a) => `<rect x="95" y="70" width="210" height="245" rx="16" fill="${c}"/><rect x="107" y="84" width="186" height="217" rx="5" fill="${a}"/>`,
  tv: (c, a) =>
    `<rect x="50" y="80" width="300" height="180" rx="6" fill="${c}"/><rect x="58" y="88" width="284" height="164" fill="${a}"/>` +
    `<rect x="185" y="260" width="30" height="30" fill="${c}"/><rect x="140" y="288" width="120" height="10" rx="4" fill="${c}"/>`,
  camera: (c, a) =>
    `<rect x="150" y="95" width="60" height="30" rx="6" fill="${c}"/><rect x="80" y="115" width="240" height="165" rx="18" fill="${c}"/>` +
    `<circle cx="200" cy="198" r="62" fill="${a}"/><circle cx="200" cy="198" r="40" fill="#1b1b1b"/><circle cx="186" cy="184" r="9" fill="#fff" opacity=".5"/>`,
  headphones: (c, a) =>
    `<path d="M110 220 V170 a90 90 0 0 1 180 0 V220" fill="none" stroke="${c}" stroke-width="18"/>` +
    `<rect x="88" y="200" width="52" height="95" rx="22" fill="${c}"/><rect x="260" y="200" width="52" height="95" rx="22" fill="${c}"/>` +
    `<rect x="100" y="214" width="28" height="66" rx="12" fill="${a}"/><rect x="272" y="214" width="28" height="66" rx="12" fill="${a}"/>`,
  gamepad: (c, a) =>
    `<path d="M120 140 h160 a60 60 0 0 1 58 74 l-16 64 a30 30 0 0 1 -52 10 l-30 -38 h-80 l-30 38 a30 30 0 0 1 -52 -10 l-16 -64 a60 60 0 0 1 58 -74z" fill="${c}"/>` +
    `<rect x="116" y="186" width="44" height="14" fill="${a}"/><rect x="131" y="171" width="14" height="44" fill="${a}"/>` +
    `<circle cx="262" cy="178" r="9" fill="${a}"/><circle cx="284" cy="198" r="9" fill="${a}"/><circle cx="240" cy="198" r="9" fill="${a}"/><circle cx="262" cy="218" r="9" fill="${a}"/>`,
  shirt: (c, a) =>
    `<path d="M150 75 l-75 40 l25 60 l30 -14 v145 h140 v-145 l30 14 l25 -60 l-75 -40 q-50 40 -100 0z" fill="${c}"/>` +
    `<path d="M150 75 q50 40 100 0" fill="none" stroke="${a}" stroke-width="6"/>`,
  dress: (c, a) =>
    `<path d="M170 70 h60 l12 60 l-8 22 l70 155 h-208 l70 -155 l-8 -22z" fill="${c}"/><rect x="158" y="146" width="84" height="12" fill="${a}"/>`,
  watch: (c, a) =>
    `<rect x="170" y="60" width="60" height="260" rx="12" fill="${c}"/><circle cx="200" cy="190" r="68" fill="${c}"/>` +
    `<circle cx="200" cy="190" r="56" fill="${a}"/><path d="M200 190 V150 M200 190 L228 204" stroke="#222" stroke-width="5" stroke-linecap="round"/>`,
  fridge: (c, a) =>
    `<rect x="120" y="60" width="160" height="262" rx="10" fill="${c}"/><line x1="120" y1="150" x2="280" y2="150" stroke="${a}" stroke-width="5"/>` +
    `<rect x="256" y="90" width="8" height="40" rx="3" fill="${a}"/><rect x="256" y="170" width="8" height="70" rx="3" fill="${a}"/>`,
  washer: (c, a) =>
    `<rect x="100" y="70" width="200" height="250" rx="12" fill="${c}"/><rect x="100" y="70" width="200" height="40" rx="12" fill="${a}" opacity=".6"/>` +
    `<circle cx="200" cy="212" r="74" fill="${a}"/><circle cx="200" cy="212" r="54" fill="#cfe3f5"/>`,
  microwave: (c, a) =>
    `<rect x="60" y="110" width="280" height="170" rx="10" fill="${c}"/><rect x="78" y="128" width="180" height="134" rx="6" fill="${a}"/>` +
    `<circle cx="300" cy="160" r="12" fill="${a}"/><circle cx="300" cy="200" r="12" fill="${a}"/><rect x="285" y="230" width="30" height="20" rx="3" fill="${a}"/>`,
  book: (c, a) =>
    `<rect x="115" y="58" width="170" height="250" rx="4" fill="${c}"/><rect x="115" y="58" width="16" height="250" fill="#000" opacity=".25"/>` +
    `<rect x="145" y="92" width="120" height="4" fill="${a}"/><rect x="145" y="262" width="120" height="4" fill="${a}"/>`,
};

/** Shortens a text to fit a width of about `max` characters. */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Views of the gallery: front, then the product turned, from the side, and up close. */
export const artworkViews = 4;
const viewTransforms = ['', 'rotate(-14 200 190)', 'matrix(-0.72 0 0.18 1 310 0)', 'translate(200 190) scale(1.7) translate(-200 -190)'];

/** The picture of view 1 (front) to `artworkViews`; other views draw the same shape transformed. */
export function productSvg(art: ProductArtwork, width: number, height: number, view = 1): string {
  const transform = viewTransforms[view - 1] ?? '';
  const bookTitle =
    art.shape === 'book'
      ? `<text x="208" y="190" text-anchor="middle" ${font} font-size="17" font-weight="bold" fill="${art.accent}">${escapeXml(fit(art.model, 14))}</text>`
      : '';
  const shape = shapes[art.shape](art.colour, art.accent) + bookTitle;
  const turned = transform ? `<g transform="${transform}">${shape}</g>` : shape;
  // The close-up stays between the brand and the model lines.
  const body = view === 4 ? `<clipPath id="band"><rect y="52" width="400" height="282"/></clipPath><g clip-path="url(#band)">${turned}</g>` : turned;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid meet">` +
    `<rect width="400" height="400" fill="#fff"/>` +
    body +
    `<text x="200" y="40" text-anchor="middle" ${font} font-size="24" font-weight="bold" fill="#212121">${escapeXml(fit(art.brand.toUpperCase(), 24))}</text>` +
    `<text x="200" y="360" text-anchor="middle" ${font} font-size="22" fill="#555">${escapeXml(fit(art.model, 28))}</text>` +
    `</svg>`
  );
}
