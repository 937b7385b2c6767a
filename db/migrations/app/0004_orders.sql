CREATE TABLE "order_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" integer NOT NULL,
	"instruments" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_amount_nonnegative" CHECK ("order_groups"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_units" (
	"id" text PRIMARY KEY NOT NULL,
	"order_item_id" text NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_units_status_known" CHECK ("order_item_units"."status" in ('approved', 'readytoship', 'dispatched', 'shipped', 'outfordelivery', 'delivered', 'cancelled', 'return_requested', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"listing_id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"quantity" integer NOT NULL,
	"listing_price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tier" text DEFAULT 'STANDARD' NOT NULL,
	"promised_date" date,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_prices_nonnegative" CHECK ("order_items"."listing_price" >= 0 and "order_items"."selling_price" >= 0 and "order_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_unit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_unit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unit_id" text NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"account_id" text NOT NULL,
	"position" integer NOT NULL,
	"seller_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text DEFAULT 'Ordered' NOT NULL,
	"amount" integer NOT NULL,
	"total_savings" integer DEFAULT 0 NOT NULL,
	"shipping_address" jsonb,
	"customer_email" text,
	"customer_phone" text,
	"promise_date" date,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_type_known" CHECK ("orders"."order_type" in ('physical', 'digital', 'egv', 'subscription')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Ordered', 'Packaged', 'Shipped', 'Delivered', 'Cancelled', 'Returned')),
	CONSTRAINT "orders_amount_nonnegative" CHECK ("orders"."amount" >= 0 and "orders"."total_savings" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_events" ADD CONSTRAINT "order_unit_events_unit_id_order_item_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."order_item_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_payment_idx" ON "order_groups" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_reservation_idx" ON "order_groups" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "order_groups_account_idx" ON "order_groups" USING btree ("account_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_units_item_position_idx" ON "order_item_units" USING btree ("order_item_id","position");--> statement-breakpoint
CREATE INDEX "order_item_units_order_idx" ON "order_item_units" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_unit_events_unit_idx" ON "order_unit_events" USING btree ("unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_group_position_idx" ON "orders" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","placed_at");