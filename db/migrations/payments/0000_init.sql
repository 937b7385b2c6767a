CREATE SCHEMA "payments";
--> statement-breakpoint
CREATE TABLE "payments"."payment_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
