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
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_lines_listing_idx" ON "checkout_lines" USING btree ("checkout_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_owner_idx" ON "checkouts" USING btree ("owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_token_idx" ON "stock_reservations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_one_held_idx" ON "stock_reservations" USING btree ("checkout_id") WHERE "stock_reservations"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "stock_reservations_expiry_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."status" = 'HELD';