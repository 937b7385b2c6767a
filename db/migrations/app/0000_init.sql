CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"group_title" text NOT NULL,
	"parent_id" text,
	"sid" text NOT NULL,
	"landing_path" text,
	"swatch_attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"price" integer NOT NULL,
	"mrp" integer NOT NULL,
	"stock" integer NOT NULL,
	"warehouse_pincode" text NOT NULL,
	"return_policy" jsonb NOT NULL,
	CONSTRAINT "listings_stock_nonneg" CHECK ("listings"."stock" >= 0),
	CONSTRAINT "listings_price_valid" CHECK ("listings"."price" > 0 and "listings"."mrp" >= "listings"."price"),
	CONSTRAINT "listings_pincode_valid" CHECK ("listings"."warehouse_pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"model" text NOT NULL,
	"variant_group_id" text NOT NULL,
	"variant_attributes" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"artwork" jsonb NOT NULL,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_breakup" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	"buy_box_listing_id" text,
	"price" integer DEFAULT 0 NOT NULL,
	"mrp" integer DEFAULT 0 NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"in_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price" >= 0 and "products"."mrp" >= "products"."price"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating_average" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" double precision NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"city" text NOT NULL,
	"assured" boolean DEFAULT false NOT NULL,
	"since_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"artwork" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"data" json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"layout_id" serial PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"page_key" text DEFAULT '' NOT NULL,
	"hash" text NOT NULL,
	"children" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"canonical" text NOT NULL,
	"seo_text" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"data_key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"ab_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"variants" jsonb NOT NULL,
	"salt" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_product_seller_idx" ON "listings" USING btree ("product_id","seller_id");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","discount_percent");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_variant_group_idx" ON "products" USING btree ("variant_group_id");--> statement-breakpoint
CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "layouts_screen_page_idx" ON "layouts" USING btree ("screen","page_key");