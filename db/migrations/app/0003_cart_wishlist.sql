CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"exchange" jsonb,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"wishlist_added" boolean DEFAULT false NOT NULL,
	"added_at" timestamp (3) with time zone NOT NULL,
	"removed_at" timestamp (3) with time zone,
	CONSTRAINT "cart_lines_quantity_valid" CHECK ("cart_lines"."quantity" between 1 and 999),
	CONSTRAINT "cart_lines_status_valid" CHECK ("cart_lines"."status" in ('ACTIVE', 'DELETED', 'MOVED')),
	CONSTRAINT "cart_lines_removed_at" CHECK (("cart_lines"."status" = 'ACTIVE') = ("cart_lines"."removed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"account_id" text NOT NULL,
	"product_id" text NOT NULL,
	"listing_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "wishlist_items_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_live_listing_idx" ON "cart_lines" USING btree ("cart_id","listing_id") WHERE "cart_lines"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_idx" ON "carts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."account_id" is null;--> statement-breakpoint
CREATE INDEX "wishlist_items_account_created_idx" ON "wishlist_items" USING btree ("account_id","created_at");