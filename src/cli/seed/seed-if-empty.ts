import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';

export interface SeedOptions {
  products: number;
  logger: Logger;
  /** Seed number: the same number always makes the same catalogue. */
  seed?: number;
}

/** Seeds the demo catalogue and content when the database has none (filled in by the catalogue work). */
export async function seedIfEmpty(_db: Db, _options: SeedOptions): Promise<void> {}
