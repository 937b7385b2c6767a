import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categoryTemplates, createCatalogueGenerator } from '../../cli/seed/generate-catalogue.ts';
import { artworkViews, productSvg } from './artwork.ts';
import type { ProductArtwork } from './schema.ts';

const catalogue = [...createCatalogueGenerator(2017).products(1200)].map((g) => g.product);
const firstOf = (shape: string) => catalogue.filter((p) => p.artwork.shape === shape);

describe('product artwork', () => {
  it('when the same spec is drawn twice, then the picture is the same', () => {
    const art = catalogue[0]?.artwork as ProductArtwork;
    expect(productSvg(art, 150, 150, 2)).toBe(productSvg({ ...art }, 150, 150, 2));
  });

  it('when any product of any category is drawn, then no view holds text, and its four views differ', () => {
    const shapes = new Set(categoryTemplates.map((t) => t.shape));
    for (const shape of shapes) {
      const art = firstOf(shape)[0]?.artwork as ProductArtwork;
      const views = Array.from({ length: artworkViews }, (_, i) => productSvg(art, 200, 200, i + 1));
      for (const svg of views) expect(svg, shape).not.toMatch(/<text/);
      expect(new Set(views).size, shape).toBe(artworkViews);
    }
  });

  it('when phones of different models share a colour, then their pictures differ', () => {
    const phones = firstOf('phone').map((p) => ({ ...p.artwork, colour: '#2b2b2b' }));
    const models = new Map(phones.map((art) => [`${art.brand} ${art.model}`, productSvg(art, 150, 150)]));
    expect(models.size).toBeGreaterThan(10);
    // Camera layouts, notches, bezels and sizes: almost every model looks like no other.
    expect(new Set(models.values()).size).toBeGreaterThan(models.size * 0.9);
  });

  it('when two colours of one model are drawn, then the shape is the same, each in its own colour', () => {
    const [first] = firstOf('shirt');
    const art = first?.artwork as ProductArtwork;
    const red = productSvg({ ...art, colour: '#c62828' }, 150, 150);
    const navy = productSvg({ ...art, colour: '#1f2d4d' }, 150, 150);
    expect(red).toContain('#c62828');
    expect(navy).toContain('#1f2d4d');
    expect(red.replace(/#[0-9a-f]{6}/g, '')).toBe(navy.replace(/#[0-9a-f]{6}/g, ''));
  });

  it('when shirts, T-shirts and kurtas are drawn, then their outlines differ', () => {
    const kinds = ['Formal Shirt Full Sleeve', 'T-Shirt Half Sleeve', 'Kurta Full Sleeve'];
    const base = firstOf('shirt')[0]?.artwork as ProductArtwork;
    const outlines = kinds.map(
      (kind) => productSvg({ ...base, kind, model: `${kind} solid` }, 150, 150).match(/<path d="([^"]+)"/)?.[1],
    );
    expect(new Set(outlines).size).toBe(3);
  });

  it('when a picture is rendered, then sharp reads it as an image of the asked size', async () => {
    const art = firstOf('book')[0]?.artwork as ProductArtwork;
    const png = await sharp(Buffer.from(productSvg(art, 312, 200, 4)))
      .png()
      .toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: 312, height: 200 });
  });
});
