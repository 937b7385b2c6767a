CREATE TABLE "payments"."captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments"."charges" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"instrument" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"step" text,
	"outcome" text DEFAULT 'SUCCESS' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"wallet_code" text,
	"save_card" jsonb,
	"token_sealed" text,
	"instruments" jsonb,
	"completed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_nonnegative" CHECK ("payments"."charges"."amount" >= 0 and "payments"."charges"."total" >= "payments"."charges"."amount")
);
--> statement-breakpoint
CREATE TABLE "payments"."gift_card_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"gift_card_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_holds_amount_positive" CHECK ("payments"."gift_card_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments"."gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"last4" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "gift_cards_balance_nonnegative" CHECK ("payments"."gift_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments"."idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key_scope_pk" PRIMARY KEY("key","scope")
);
--> statement-breakpoint
CREATE TABLE "payments"."saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"network" text NOT NULL,
	"issuer" text NOT NULL,
	"card_type" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments"."wallets" (
	"account_id" text NOT NULL,
	"code" text NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_account_id_code_pk" PRIMARY KEY("account_id","code"),
	CONSTRAINT "wallets_balance_nonnegative" CHECK ("payments"."wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "offer_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "ajax_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "adjustments" jsonb;--> statement-breakpoint
ALTER TABLE "payments"."payment_sessions" ADD COLUMN "offer_key" text;--> statement-breakpoint
ALTER TABLE "payments"."charges" ADD CONSTRAINT "charges_session_token_payment_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "payments"."payment_sessions"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments"."gift_card_holds" ADD CONSTRAINT "gift_card_holds_session_token_payment_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "payments"."payment_sessions"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments"."gift_card_holds" ADD CONSTRAINT "gift_card_holds_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "payments"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_per_session" ON "payments"."charges" USING btree ("session_token");--> statement-breakpoint
CREATE INDEX "charges_unnotified" ON "payments"."charges" USING btree ("next_notify_at") WHERE "payments"."charges"."status" = 'SUCCESS' and "payments"."charges"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "gift_card_holds_session" ON "payments"."gift_card_holds" USING btree ("session_token");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_holds_once" ON "payments"."gift_card_holds" USING btree ("session_token","gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number" ON "payments"."gift_cards" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "saved_cards_account" ON "payments"."saved_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_once" ON "payments"."saved_cards" USING btree ("account_id","bin","last4","expiry_month","expiry_year");