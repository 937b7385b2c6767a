ALTER TABLE "orders" ADD COLUMN "item_titles" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before this migration: their items' titles, in the items' order, one a line.
UPDATE "orders" o SET "item_titles" = coalesce(
  (SELECT string_agg(i."title", E'\n' ORDER BY i."position") FROM "order_items" i WHERE i."order_id" = o."id"), '');
