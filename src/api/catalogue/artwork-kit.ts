/** What every drawing of artwork-*.ts gets: the product's colours, its kind and model, a seeded random source. */
export interface Paint {
  /** Body colour: the variant's colour. */
  c: string;
  /** Detail colour of the spec (screen, lens, label). */
  a: string;
  /** Darker and lighter shades of the body colour, for edges and highlights. */
  dark: string;
  light: string;
  /** The product's kind and model, lower case: 'formal shirt', 'men slim fit striped formal shirt'. */
  kind: string;
  model: string;
  /** A number in [0, 1) from the model: the same model draws the same shape in every colour. */
  r: () => number;
  /** An integer in [0, n) from the model. */
  pick: (n: number) => number;
}

/** The two sides of a product; the side view and the close-up are made from them (artwork.ts). */
export interface Drawing {
  front: string;
  back: string;
  /** Point of the front (or back, with `focusBack`) the close-up zooms into. */
  focus: [number, number];
  focusBack?: boolean;
  /** Flat products (phones, TVs, books) have a profile for a side view of their own. */
  side?: string;
}

export type Drawer = (p: Paint) => Drawing;

/** FNV-1a of a text, as the seed of a mulberry32 random source. */
export function seededRandom(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '5c6b7a', 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const mix = (v: number) => Math.round(v + (target - v) * k);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => mix(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative lightness 0..1 of a #rrggbb colour: very light bodies get a darker outline on white. */
export function lightness(hex: string): number {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '5c6b7a', 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A hue of the model for screens, covers and prints: `hsl(h, s%, l%)`. */
export const hue = (p: Paint, s = 60, l = 50, offset = 0) =>
  `hsl(${Math.round((p.r() * 360 + offset) % 360)},${s}%,${l}%)`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
/** A body outline: darker than the body, so white products still stand out on white. */
export const edge = (p: Paint) => `stroke="${lightness(p.c) > 0.8 ? '#9e9e9e' : p.dark}" stroke-width="2"`;
