CREATE TABLE "invoice_sequences" (
	"seller_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_sequences_seller_id_financial_year_pk" PRIMARY KEY("seller_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_prepayments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_prepayments_status_known" CHECK ("order_prepayments"."status" in ('HELD', 'PAID', 'EXPIRED', 'RELEASED')),
	CONSTRAINT "order_prepayments_amount_positive" CHECK ("order_prepayments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscribed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instruments" jsonb;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prepayments" ADD CONSTRAINT "order_prepayments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_idx" ON "order_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_prepayments_token_idx" ON "order_prepayments" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "order_prepayments_payment_idx" ON "order_prepayments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_prepayments_paid_idx" ON "order_prepayments" USING btree ("order_id") WHERE "order_prepayments"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "order_item_units_due_idx" ON "order_item_units" USING btree ("status","status_at");