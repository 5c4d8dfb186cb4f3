CREATE TABLE "document_links" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "document_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"document_date" date NOT NULL,
	"term_date" date,
	"client_id" bigint NOT NULL,
	"appointment_id" bigint,
	"source_id" bigint,
	"address" jsonb,
	"title" text,
	"description" text,
	"notes" text,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"amount_paid_cents" bigint DEFAULT 0 NOT NULL,
	"paid_on" date,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || coalesce(title, '') || ' ' || coalesce(address->>'full_address', ''))) STORED,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"days_after_due" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_company_id_invoice_id_days_after_due_pk" PRIMARY KEY("company_id","invoice_id","days_after_due")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"notes" text,
	"idempotency_key" text NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "document_id" bigint;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_document_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_source_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","source_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_company_id_invoice_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_invoice_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_voided_by_users_company_id_id_fk" FOREIGN KEY ("company_id","voided_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_token_unique" ON "document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_links_document_idx" ON "document_links" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_unique" ON "documents" USING btree ("company_id","kind",lower("number"));--> statement-breakpoint
CREATE INDEX "documents_date_idx" ON "documents" USING btree ("company_id","kind","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "documents"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("company_id","client_id","kind","document_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_appointment_idx" ON "documents" USING btree ("company_id","appointment_id") WHERE "documents"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_source_idx" ON "documents" USING btree ("company_id","source_id") WHERE "documents"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_status_term_idx" ON "documents" USING btree ("company_id","kind","status","term_date") WHERE "documents"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_unique" ON "payments" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("company_id","payment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- No quotation existed before this migration: a quotation_id stored until now points nowhere.
UPDATE "appointments" SET "quotation_id" = NULL WHERE "quotation_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_quotation_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","quotation_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_company_id_document_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communications_document_idx" ON "communications" USING btree ("company_id","document_id","created_at" DESC NULLS LAST) WHERE "communications"."document_id" is not null;