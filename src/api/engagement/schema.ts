import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** A/B experiments; every visitor is put in one variant, the same one every time. */
export const experiments = pgTable('experiments', {
  abId: text('ab_id').primaryKey(),
  /** Application the experiment runs in: Desktop, Mobile, ... Only Desktop reaches this storefront. */
  appId: text('app_id').notNull(),
  variants: jsonb('variants').$type<{ name: string; weight: number; metadata: Record<string, string> }[]>().notNull(),
  /** Bumping it reshuffles every visitor's variant. */
  salt: integer('salt').notNull().default(0),
});
