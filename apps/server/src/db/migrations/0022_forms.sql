CREATE TABLE "form_versions" (
	"company_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_versions_company_id_form_id_version_pk" PRIMARY KEY("company_id","form_id","version")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"is_beta" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(description, ''))) STORED,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "forms_status_check" CHECK ("forms"."status" in ('ACTIVE', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"form_version" integer NOT NULL,
	"title" text NOT NULL,
	"standard" text,
	"master_version" integer DEFAULT 1 NOT NULL,
	"minor_version" integer DEFAULT 0 NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_beta" boolean DEFAULT false NOT NULL,
	"description" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(standard, '') || ' ' || coalesce(description, ''))) STORED,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_templates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "report_templates_status_check" CHECK ("report_templates"."status" in ('DRAFT', 'ARCHIVED'))
);
--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_company_id_form_id_forms_company_id_id_fk" FOREIGN KEY ("company_id","form_id") REFERENCES "public"."forms"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_form_version_fk" FOREIGN KEY ("company_id","form_id","form_version") REFERENCES "public"."form_versions"("company_id","form_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forms_status_idx" ON "forms" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "report_templates_form_idx" ON "report_templates" USING btree ("company_id","form_id");