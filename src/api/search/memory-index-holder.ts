import type { Executor } from '../../platform/db/transaction.ts';
import { buildMemoryIndex, NotInMemory, type MemoryIndex } from './memory-index.ts';
import { countIndexRows, readAllIndexRows, readIndexRows, readTsqueries } from './memory-index-rows.ts';
import { parseTsquery, type TsqueryTree } from './tsquery-tree.ts';

/**
 * A process's index of the search rows (docs/decisions/0055): loaded by the first search or the
 * warm-up, kept current by `reindexed`, dropped when it cannot follow (a product it never saw, a
 * whole reindex) and loaded again by the next search.
 */
export function holdMemoryIndex(db: Executor) {
  let loaded: Promise<MemoryIndex | null> | null = null;
  let patching: Promise<void> = Promise.resolve();
  const parsedTerms = new Map<string, TsqueryTree | null>();

  async function load(): Promise<MemoryIndex | null> {
    // Room for rows written while the index loads; more than that and the next search loads again.
    const capacity = (await countIndexRows(db)) + 1_000;
    try {
      return await buildMemoryIndex(capacity, (each) =>
        readAllIndexRows(db, (batch) => {
          for (const row of batch) each(row);
        }),
      );
    } catch (error) {
      // Rows the index cannot hold (more warehouses than a mask has bits): the database answers.
      if (error instanceof NotInMemory) return null;
      throw error;
    }
  }

  return {
    /** The index, loading it if none is held; null when the database must answer. */
    current(): Promise<MemoryIndex | null> {
      const loading = (loaded ??= load());
      // A load that failed is tried again by the next search, which asks the database meanwhile.
      return loading.catch(() => {
        if (loaded === loading) loaded = null;
        return null;
      });
    },

    /** The search rows of these products (all, for null) were rewritten. */
    async reindexed(productIds: string[] | null): Promise<void> {
      const current = loaded;
      if (!current) return;
      if (productIds === null) {
        loaded = null;
        return;
      }
      // One patch at a time, each reading its rows after the load and the patches before it.
      patching = patching.then(async () => {
        const index = await current.catch(() => null);
        if (!index || loaded !== current) return;
        const rows = await readIndexRows(db, productIds);
        if (loaded === current && !index.update(productIds, rows)) loaded = null;
      });
      await patching.catch(() => {
        if (loaded === current) loaded = null;
      });
    },

    drop(): void {
      loaded = null;
    },

    /**
     * A search's terms as the database's parser and stemmer read them, asked once a process (one
     * statement for the terms not yet seen), joined by `&` as to_tsquery joins them. Null when no
     * term holds a lexeme (stop words only).
     */
    async wordsTree(terms: string[]): Promise<TsqueryTree | null> {
      const missing = [...new Set(terms.filter((t) => !parsedTerms.has(t)))];
      if (missing.length) {
        const texts = await readTsqueries(db, missing);
        if (parsedTerms.size > 50_000) parsedTerms.clear();
        missing.forEach((term, i) => parsedTerms.set(term, parseTsquery(texts[i] ?? '')));
      }
      const trees = terms.map((t) => parsedTerms.get(t)).filter((t): t is TsqueryTree => Boolean(t));
      return trees.reduce<TsqueryTree | null>((all, t) => (all ? { op: 'and', left: all, right: t } : t), null);
    },
  };
}
