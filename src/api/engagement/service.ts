import { hash } from 'node:crypto';
import type { Executor } from '../../platform/db/transaction.ts';
import type { UserState } from '../../contracts/user-state.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import { listExperiments, upsertExperiments } from './repository.ts';

/** Experiments change rarely and every page view asks for them: read once a minute per database. */
const experimentCaches = new WeakMap<Executor, TtlCache>();
function cachedExperiments(db: Executor) {
  let cache = experimentCaches.get(db);
  if (!cache) experimentCaches.set(db, (cache = createTtlCache({ ttlMs: 60_000, maxEntries: 1 })));
  return cache.get('all', () => listExperiments(db));
}

type Experiment = UserState['abResponse']['abExperiments'][number];

/** A number in [0, 1) that depends only on the visitor and the experiment. */
function bucket(abDataId: string, abId: string, salt: number): number {
  // The one-shot hash: every page of a shopper with a session assigns their experiments.
  const digest = hash('sha256', `${abId}:${salt}:${abDataId}`, 'buffer');
  return digest.readUInt32BE(0) / 2 ** 32;
}

/**
 * The visitor's experiments: each gets the variant its hash falls in, so a visitor keeps the same
 * variant on every visit. Only Desktop entries are merged (spec 000 §3, 001 §3).
 */
export async function assignExperiments(db: Executor, abDataId: string): Promise<Experiment[]> {
  const all = await cachedExperiments(db);
  return all
    .filter((e) => e.appId === 'Desktop')
    .map((e) => {
      const total = e.variants.reduce((sum, v) => sum + v.weight, 0) || 1;
      let point = bucket(abDataId, e.abId, e.salt) * total;
      const chosen = e.variants.find((v) => (point -= v.weight) < 0) ?? e.variants[e.variants.length - 1];
      return {
        appId: e.appId,
        abId: e.abId,
        metadata: { variant: chosen?.name ?? 'control', ...(chosen?.metadata ?? {}) },
      };
    });
}

/** Adds experiments that do not exist yet (seed data, tests); existing ones keep their salt. */
export async function saveExperiments(db: Executor, rows: Parameters<typeof upsertExperiments>[1]) {
  await upsertExperiments(db, rows);
  experimentCaches.get(db)?.clear();
}
