CREATE TABLE "reports" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"form_version" integer NOT NULL,
	"client_id" bigint NOT NULL,
	"appointment_id" bigint,
	"address" jsonb,
	"report_date" date NOT NULL,
	"reference_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"sent_at" timestamp with time zone,
	"send_pending" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_template_id_report_templates_company_id_id_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."report_templates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_form_version_fk" FOREIGN KEY ("company_id","form_id","form_version") REFERENCES "public"."form_versions"("company_id","form_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_published_by_users_company_id_id_fk" FOREIGN KEY ("company_id","published_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_unique" ON "reports" USING btree ("company_id",lower("reference_id"));--> statement-breakpoint
CREATE INDEX "reports_client_idx" ON "reports" USING btree ("company_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_appointment_idx" ON "reports" USING btree ("company_id","appointment_id","created_at") WHERE "reports"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_send_pending_idx" ON "reports" USING btree ("company_id","appointment_id") WHERE "reports"."send_pending";