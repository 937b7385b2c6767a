import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchCatalogue } from '../../../tests/support/search-catalogue.ts';
import type { Database } from '../../platform/db/database.ts';
import { sampleLexeme, sampleRates } from './documents.ts';
import { estimated, sampleRateFor } from './facet-sample.ts';
import { createPgSearchEngine, type SearchState } from './service.ts';

describe('the sample a facet scan counts (decision 0058)', () => {
  it('when the matches are many, then the densest sample expected to hold at most the target is counted, and every match when they are few', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 40, max: 5_000 }),
        async (m, target) => {
          // The matches of a nested sample, as the database counts them up to a limit and one more.
          const count = async (rate: number, limit: number) => Math.min(Math.floor(m / rate), limit + 1);
          const rate = await sampleRateFor(count, target);
          expect([1, ...sampleRates]).toContain(rate);
          const sparsest = sampleRates[sampleRates.length - 1] ?? 1;
          // At most the target, give or take what the counts of sparser samples cannot tell apart...
          if (rate < sparsest) expect(m / rate).toBeLessThan(target + Math.max(16, 256 / rate));
          // ...and the next denser sample would hold more than the target.
          if (rate > 1) expect(m / (rate / 4)).toBeGreaterThan(target);
        },
      ),
    );
  });

  it('when a sample count is scaled, then it keeps two significant figures and an exact count is left as it is', () => {
    expect(estimated(37, 16)).toBe(590);
    expect(estimated(1234, 1)).toBe(1234);
    expect(estimated(0, 256)).toBe(0);
    expect(estimated(3, 4096)).toBe(12_000);
  });
});

describe('facet counts from a sample of the catalogue (decision 0058)', () => {
  let database: Database;
  let rows: Awaited<ReturnType<typeof openSearchCatalogue>>['rows'];
  beforeAll(async () => {
    ({ database, rows } = await openSearchCatalogue());
  }, 120_000);
  afterAll(() => database.close());

  const sampleSize = async (rate: number) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from search_documents where document @@ ${sampleLexeme(rate)}::tsquery`,
      )
    )[0]?.n ?? 0;

  it('when products are indexed, then each sample holds about one in its rate of them and holds the next sparser one', async () => {
    const [{ n: all = 0 } = {}] = await rows<{ n: number }>(sql`select count(*)::int as n from search_documents`);
    expect(all).toBeGreaterThan(1000);
    const quarter = await sampleSize(4);
    expect(quarter).toBeGreaterThan(all / 4 - 80);
    expect(quarter).toBeLessThan(all / 4 + 80);
    for (const [denser, sparser] of [
      [4, 16],
      [16, 64],
    ] as const) {
      const [{ outside = -1 } = {}] = await rows<{ outside: number }>(
        sql`select count(*)::int as outside from search_documents
            where document @@ (${sampleLexeme(sparser)}::tsquery && !! ${sampleLexeme(denser)}::tsquery)`,
      );
      expect(outside, `the 1-in-${sparser} sample lies within the 1-in-${denser}`).toBe(0);
      expect(await sampleSize(sparser)).toBeGreaterThan(0);
    }
  });

  it('when a state matches more than a facet scan reads, then its counts are the sample’s scaled, flagged as estimates, and every value shown is one its matches hold', async () => {
    const exact = createPgSearchEngine({ db: database.db }, { facetScanTarget: Number.MAX_SAFE_INTEGER });
    const sampled = createPgSearchEngine({ db: database.db }, { facetScanTarget: 40 });
    // A word most products hold, for a state with words: the demo catalogue's words are few.
    const [{ word = '' } = {}] = await rows<{ word: string }>(
      sql`select word from ts_stat('select document from search_documents') where word ~ '^[a-z]{3,}$' order by ndoc desc limit 1`,
    );
    const states: SearchState[] = [
      {},
      { filters: { rating: ['3'], availability: ['exclude-out-of-stock'] } },
      { q: word },
      { q: word, filters: { price: ['0-9999'] } },
    ];
    for (const state of states) {
      const whole = await exact.facets(state);
      const estimate = await sampled.facets(state);
      expect(whole.countsEstimated, JSON.stringify(state)).toBe(false);
      // Enough matches that the first count (one in 256) finds some.
      expect(whole.totalCount, JSON.stringify(state)).toBeGreaterThan(400);
      expect(estimate.countsEstimated, JSON.stringify(state)).toBe(true);
      // Every value listed is one some match holds: a sample shows no value the matches do not.
      // (The whole count lists the forty most common brands; a sample's forty can differ.)
      for (const facet of estimate.facets) {
        const known = new Set(whole.facets.find((f) => f.name === facet.name)?.values.map((v) => v.value));
        for (const v of facet.values.filter((v) => !known.has(v.value))) {
          const narrowed = await exact.facets({ ...state, filters: { ...state.filters, [facet.name]: [v.value] } });
          expect(narrowed.totalCount, `${JSON.stringify(state)} ${facet.name}=${v.value}`).toBeGreaterThan(0);
        }
      }
      expect(estimate.totalCount).toBeGreaterThan(whole.totalCount / 3);
      expect(estimate.totalCount).toBeLessThan(whole.totalCount * 3);
    }

    // Over the whole catalogue, each brand's count is its products in one of the samples, scaled.
    const brands = (await sampled.facets({})).facets.find((f) => f.name === 'brand')?.values ?? [];
    expect(brands.length).toBeGreaterThan(3);
    const fits: number[] = [];
    for (const rate of sampleRates) {
      const inSample = await rows<{ b: string; n: number }>(
        sql`select brand_id as b, count(*)::int as n from search_documents
            where document @@ ${sampleLexeme(rate)}::tsquery group by 1`,
      );
      const of = (b: string) => inSample.find((r) => r.b === b)?.n ?? 0;
      if (brands.every((b) => b.count === estimated(of(b.value), rate))) fits.push(rate);
    }
    expect(fits).toHaveLength(1);
  });

  it('when a category’s state is counted from a sample, then its specifications are too, and every value shown is one its matches hold', async () => {
    const exact = createPgSearchEngine({ db: database.db }, { facetScanTarget: Number.MAX_SAFE_INTEGER });
    // A first count of the one-in-16 sample: the demo catalogue's categories are a hundred products or so.
    const sampled = createPgSearchEngine({ db: database.db }, { facetScanTarget: 40, facetProbeRate: 16 });
    for (const state of [{ store: 'tyy,4io' }, { q: 'shirt' }] satisfies SearchState[]) {
      const whole = await exact.facets(state);
      const estimate = await sampled.facets(state);
      expect(estimate.countsEstimated, JSON.stringify(state)).toBe(true);
      const specs = estimate.facets.filter(
        (f) => !['category', 'brand', 'price', 'rating', 'discount', 'availability'].includes(f.name),
      );
      expect(specs.length, JSON.stringify(state)).toBeGreaterThan(0);
      for (const facet of specs) {
        expect(whole.facets.map((f) => f.name)).toContain(facet.name);
        for (const v of facet.values) {
          expect(v.count, `${facet.name}=${v.value}`).toBeGreaterThan(0);
          const narrowed = await exact.facets({ ...state, filters: { [facet.name]: [v.value] } });
          expect(narrowed.totalCount, `${JSON.stringify(state)} ${facet.name}=${v.value}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('when a state matches fewer than a facet scan reads, then its counts are exact and the same as counting every match', async () => {
    const exact = createPgSearchEngine({ db: database.db }, { facetScanTarget: Number.MAX_SAFE_INTEGER });
    const sampled = createPgSearchEngine({ db: database.db }, { facetScanTarget: 200 });
    const narrow: SearchState[] = [
      { q: 'samsung galaxy', filters: { rating: ['4'] } },
      { q: 'paperback' },
      { q: 'the' },
    ];
    for (const state of narrow) {
      const whole = await exact.facets(state);
      expect(whole.totalCount, JSON.stringify(state)).toBeLessThanOrEqual(200);
      expect(await sampled.facets(state), JSON.stringify(state)).toEqual(whole);
    }
  });
});
