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
CREATE TABLE "checkout_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"cart_item_id" text,
	"quantity" integer NOT NULL,
	"tier" text DEFAULT 'STANDARD' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "checkout_lines_quantity_range" CHECK ("checkout_lines"."quantity" between 1 and 10),
	CONSTRAINT "checkout_lines_tier_known" CHECK ("checkout_lines"."tier" in ('STANDARD', 'EXPRESS'))
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"account_id" text,
	"guest" boolean DEFAULT false NOT NULL,
	"checkout_type" text DEFAULT 'PHYSICAL' NOT NULL,
	"buy_now" boolean DEFAULT false NOT NULL,
	"email" text,
	"pincode" text,
	"selected_contact_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_type_known" CHECK ("checkouts"."checkout_type" in ('PHYSICAL', 'DIGITAL', 'EGV', 'SUBSCRIPTION')),
	CONSTRAINT "checkouts_pincode_valid" CHECK ("checkouts"."pincode" is null or "checkouts"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"owner_key" text NOT NULL,
	"account_id" text,
	"amount" integer NOT NULL,
	"items" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"contact_id" text,
	"status" text DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "stock_reservations_status_known" CHECK ("stock_reservations"."status" in ('HELD', 'SOLD', 'RELEASED', 'EXPIRED')),
	CONSTRAINT "stock_reservations_amount_positive" CHECK ("stock_reservations"."amount" > 0),
	CONSTRAINT "stock_reservations_ended" CHECK (("stock_reservations"."status" = 'HELD') = ("stock_reservations"."ended_at" is null))
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
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_live_listing_idx" ON "cart_lines" USING btree ("cart_id","listing_id") WHERE "cart_lines"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_idx" ON "carts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_lines_listing_idx" ON "checkout_lines" USING btree ("checkout_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_owner_idx" ON "checkouts" USING btree ("owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_token_idx" ON "stock_reservations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_one_held_idx" ON "stock_reservations" USING btree ("checkout_id") WHERE "stock_reservations"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "stock_reservations_expiry_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "wishlist_items_account_created_idx" ON "wishlist_items" USING btree ("account_id","created_at");