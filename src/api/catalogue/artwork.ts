import { camera, fridge, gamepad, headphones, microwave, phone, tablet, tv, washer, watch } from './artwork-devices.ts';
import { book, cookware, dress, furniture, kidswear, shirt, sports, toy } from './artwork-goods.ts';
import { seededRandom, shade, type Drawer, type Paint } from './artwork-kit.ts';
import type { ArtworkShape, ProductArtwork } from './schema.ts';

/**
 * A product's picture, drawn as SVG from its artwork spec: the category's shape, varied by the
 * model (a phone's camera layout, notch and bezel; a shirt's collar, sleeves, print and pocket; a
 * book's cover layout), in the variant's own colour. No text: the title beside the picture names
 * the product. The same spec always draws the same picture; every colour of one model shares its
 * shape. Drawn on a 400 x 400 square; the image route scales it to the size a URL asks for.
 */
const drawers: Record<ArtworkShape, Drawer> = {
  phone,
  tablet,
  tv,
  camera,
  headphones,
  gamepad,
  shirt,
  dress,
  watch,
  fridge,
  washer,
  microwave,
  book,
  kidswear,
  toy,
  cookware,
  furniture,
  sports,
};

/** Views of the gallery: front, back, side (or three-quarter), close-up. */
export const artworkViews = 4;

function paint(art: ProductArtwork): Paint {
  const r = seededRandom(`${art.shape}|${art.brand}|${art.model}`);
  return {
    c: art.colour,
    a: art.accent,
    dark: shade(art.colour, -0.35),
    light: shade(art.colour, 0.45),
    kind: (art.kind ?? '').toLowerCase(),
    model: art.model.toLowerCase(),
    r,
    pick: (n) => Math.floor(r() * n),
  };
}

const shadow = '<ellipse cx="200" cy="352" rx="130" ry="12" fill="#000" opacity=".07"/>';

/** The picture of view 1 (front) to `artworkViews` (back, side, close-up). */
export function productSvg(art: ProductArtwork, width: number, height: number, view = 1): string {
  const drawing = (drawers[art.shape] ?? phone)(paint(art));
  let body: string;
  // Products that look alike from behind (a bat, a bicycle) show their turned side in shade.
  const back =
    drawing.back === drawing.front
      ? `<g transform="matrix(-1 0 0 1 400 0)" opacity=".82">${drawing.front}</g>`
      : drawing.back;
  if (view === 2) body = back;
  else if (view === 3) body = drawing.side ?? `<g transform="matrix(0.82 0.1 0 1 48 -18)">${drawing.front}</g>`;
  else if (view === 4) {
    const [x, y] = drawing.focus;
    const zoomed = drawing.focusBack ? back : drawing.front;
    body =
      '<clipPath id="zoom"><rect x="20" y="20" width="360" height="360" rx="24"/></clipPath>' +
      `<g clip-path="url(#zoom)"><g transform="translate(200 200) scale(2.4) translate(${-x} ${-y})">${zoomed}</g></g>`;
  } else body = drawing.front;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" ` +
    'preserveAspectRatio="xMidYMid meet">' +
    `<rect width="400" height="400" fill="#fff"/>${view === 4 ? '' : shadow}${body}</svg>`
  );
}
