import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical violations on the page as it is now, one line each. The storefront's CSP
 * allows only its own nonce-bearing scripts, so axe is evaluated through the debugging protocol
 * (which the page's CSP does not govern) instead of an injected script tag.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // Every rule still runs on every element; only the passes are not written out node by node.
  const results = await page.evaluate(() =>
    (window as Window & { axe?: { run: (options: { resultTypes: string[] }) => Promise<AxeResults> } }).axe?.run({
      resultTypes: ['violations'],
    }),
  );
  if (!results) throw new Error('axe-core did not load in the page');
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
      ),
    );
}
