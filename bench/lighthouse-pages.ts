// Lighthouse mobile, all four categories, on home, a search, a product and a static page of a
// storefront that is already running (the bench's sibling, without the load tests):
//   npx tsx bench/lighthouse-pages.ts [origin, default http://localhost:3000] [--runs N, default 1]
import { parseArgs } from 'node:util';
import { chromiumPath, measureLighthouse } from './lib/lighthouse.ts';
import { check, formatTable } from './lib/report.ts';
import { budgets } from './lib/rows.ts';
import type { Row } from './lib/report.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' } },
});
const origin = (positionals[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const chrome = chromiumPath();
if (!chrome) throw new Error('install chromium (or set CHROME_PATH) to run Lighthouse');

/** The first product linked from the Mobiles browse page: a real product of this catalogue. */
async function productPath(): Promise<string> {
  const html = await (await fetch(`${origin}/mobiles/pr?sid=tyy,4io`)).text();
  const href = /href="(\/[^"]+\/p\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no product link on /mobiles/pr?sid=tyy,4io');
  return href.replace(/&amp;/g, '&');
}

const pages: [string, string][] = [
  ['home', '/'],
  ['search', '/search?q=samsung+mobiles'],
  ['product', await productPath()],
  ['static page', '/pages/about-us'],
];
const rows: Row[] = [];
for (const [name, path] of pages) {
  const lh = await measureLighthouse(`${origin}${path}`, chrome, Number(values.runs));
  const m = lh.median;
  for (const [category, score] of [
    ['performance', m.score],
    ['accessibility', m.accessibility],
    ['best practices', m.bestPractices],
    ['SEO', m.seo],
  ] as const) {
    rows.push({
      metric: `${name}: ${category}`,
      measured: String(score),
      budget: `>= ${budgets.lighthouseScore}`,
      verdict: check(score >= budgets.lighthouseScore),
    });
  }
}
console.log(formatTable(rows));
