import type { BannerArtwork } from './schema.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const font = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

/**
 * A banner drawn as SVG on a 1680 x 280 canvas: a gradient, rings in the accent colour, the
 * headline, the subline and a call-to-action pill. Other sizes crop to fill (`slice`).
 */
export function bannerSvg(art: BannerArtwork, width: number, height: number): string {
  const rings = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${1330 + i * 60}" cy="${140 + (i % 2) * 30}" r="${170 - i * 30}" fill="none" stroke="${art.accent}" stroke-width="${18 - i * 3}" opacity="${0.35 + i * 0.12}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1680 280" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<rect width="1680" height="280" fill="url(#g)"/>${rings}` +
    `<text x="120" y="120" ${font} font-size="64" font-weight="bold" fill="#fff">${escapeXml(art.headline)}</text>` +
    `<text x="120" y="172" ${font} font-size="32" fill="#fff" opacity=".92">${escapeXml(art.subline)}</text>` +
    `<rect x="120" y="196" width="${40 + art.cta.length * 17}" height="50" rx="25" fill="${art.accent}"/>` +
    `<text x="${140}" y="230" ${font} font-size="26" font-weight="bold" fill="#212121">${escapeXml(art.cta)}</text>` +
    `</svg>`
  );
}
