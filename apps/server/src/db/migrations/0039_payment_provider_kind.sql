ALTER TABLE "payment_accounts" ADD COLUMN "kind" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "access_token_enc" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "refresh_token_enc" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "requires_auth" boolean DEFAULT false NOT NULL;