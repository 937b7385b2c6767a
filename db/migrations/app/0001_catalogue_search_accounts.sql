CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text,
	"email" text,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"state" text NOT NULL,
	"blocked_reason" text,
	"flipkart_first" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "accounts_has_login_id" CHECK ("accounts"."mobile" is not null or "accounts"."email" is not null),
	CONSTRAINT "accounts_state_known" CHECK ("accounts"."state" in ('GUEST', 'NOT_VERIFIED', 'ACTIVE', 'LOGIN_INACTIVE', 'CHURNED'))
);
--> statement-breakpoint
CREATE TABLE "otp_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"email_code" boolean DEFAULT false NOT NULL,
	"account_id" text,
	"code_hash" text NOT NULL,
	"attempts_left" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_attempts_non_negative" CHECK ("otp_requests"."attempts_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"identity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buying_guides" (
	"slug" text PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"browse_url" text NOT NULL,
	"sections" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deferred_content" (
	"key" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_pincodes" (
	"account_id" text NOT NULL,
	"pincode" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_pincodes_account_id_pincode_pk" PRIMARY KEY("account_id","pincode")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"action_url" text,
	"image_url" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"landmark" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text NOT NULL,
	"alternate_phone" text,
	"location_type_tag" text DEFAULT 'HOME' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_location_type_check" CHECK ("addresses"."location_type_tag" in ('HOME', 'WORK'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"account_id" text PRIMARY KEY NOT NULL,
	"offers" boolean DEFAULT true NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"newsletters" boolean DEFAULT false NOT NULL,
	"recommendations" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_id" text PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonnegative" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_collections" (
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"request" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"store" text NOT NULL,
	"category_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_document" "tsvector" NOT NULL,
	"price" integer NOT NULL,
	"mrp" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"rating_average" double precision NOT NULL,
	"rating_count" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	"attributes" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"warehouses" text[] NOT NULL,
	"key_specs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"term" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"store_title" text NOT NULL,
	"weight" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_seq_idx" ON "outbox_messages" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mobile_key" ON "accounts" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "otp_requests_login_idx" ON "otp_requests" USING btree ("login_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buying_guides_sid_idx" ON "buying_guides" USING btree ("sid");--> statement-breakpoint
CREATE INDEX "recent_pincodes_account_idx" ON "recent_pincodes" USING btree ("account_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_account_created_idx" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE INDEX "addresses_account_idx" ON "addresses" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("account_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "search_collections_kind_slug_idx" ON "search_collections" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_attributes_idx" ON "search_documents" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "search_documents_tags_idx" ON "search_documents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "search_documents_category_popularity_idx" ON "search_documents" USING btree ("category_id","rating_count");--> statement-breakpoint
CREATE INDEX "search_documents_popularity_idx" ON "search_documents" USING btree ("rating_count");--> statement-breakpoint
CREATE INDEX "search_documents_category_price_idx" ON "search_documents" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "search_documents_brand_idx" ON "search_documents" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_weight_idx" ON "search_suggestions" USING btree ("weight");