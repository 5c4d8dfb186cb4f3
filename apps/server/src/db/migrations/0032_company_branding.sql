ALTER TABLE "companies" ADD COLUMN "brand_primary_color" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_accent_color" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "document_footer" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_storage_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_logo_token_idx" ON "companies" USING btree ("logo_token");