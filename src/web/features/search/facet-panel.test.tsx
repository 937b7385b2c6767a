import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Facet } from '../../../contracts/search.ts';
import { FacetPanel } from './facet-panel.tsx';

const brands: Facet = {
  name: 'brand',
  title: 'Brand',
  values: [
    { value: 'samsung', title: 'Samsung', count: 1200, selected: false },
    { value: 'nokia', title: 'Nokia', count: 0, selected: false },
  ],
};

const panel = (estimated: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FacetPanel
        facets={[brands]}
        estimated={estimated}
        url={new URL('http://shop.test/search?q=phone')}
        filtered={false}
      />
    </MemoryRouter>,
  );
/** The text a screen reader reads: tags dropped, hidden marks (aria-hidden) dropped first. */
const spoken = (html: string) =>
  html
    .replace(/<span aria-hidden="true">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
const label = (html: string, title: string) =>
  html.match(new RegExp(`<label[^>]*>(?:(?!</label>).)*${title}(?:(?!</label>).)*</label>`))?.[0] ?? '';

describe('the filter panel’s counts (decision 0058)', () => {
  it('when counts are exact, then each is shown as counted and a value with none is greyed out', () => {
    const html = panel(false);
    expect(spoken(html)).toContain('Samsung(1,200)');
    expect(spoken(html)).toContain('Nokia(0)');
    expect(label(html, 'Nokia')).toMatch(/<label class="[^"]+"/);
  });

  it('when counts are estimates, then each is shown as about so many, and one estimated at none shows no count and is not greyed out', () => {
    const html = panel(true);
    expect(label(html, 'Samsung')).toContain('~');
    expect(spoken(html)).toContain('Samsung(about 1,200)');
    expect(spoken(html)).not.toContain('Nokia(');
    expect(label(html, 'Nokia')).toMatch(/^<label>/);
  });
});
