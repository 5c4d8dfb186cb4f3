CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "client_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"type" text NOT NULL,
	"field_name" text,
	"address_line_1" text,
	"locality" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"note" text,
	"full_address" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_addresses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_emails" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "client_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"type" text NOT NULL,
	"field_name" text,
	"email_address" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_emails_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_group_members" (
	"company_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"relationship" text,
	CONSTRAINT "client_group_members_company_id_group_id_client_id_pk" PRIMARY KEY("company_id","group_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "client_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_phones" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "client_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"type" text NOT NULL,
	"field_name" text,
	"country_code" text,
	"area_code" text,
	"phone_number" text NOT NULL,
	"full_phone" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_phones_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"is_individual" boolean DEFAULT true NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"contact_name" text,
	"website" text,
	"timezone" text,
	"heard_from_via" text,
	"default_communication_method" text DEFAULT 'EMAIL' NOT NULL,
	"disable_reminders" boolean DEFAULT false NOT NULL,
	"prefer_contact_name" boolean DEFAULT false NOT NULL,
	"role_labels" text[] DEFAULT '{}' NOT NULL,
	"industry_labels" text[] DEFAULT '{}' NOT NULL,
	"invoicing_default_due_date" smallint,
	"strata_identifier" text,
	"inventory_markup_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"reference_id" text NOT NULL,
	"refer_status" text,
	"refer_resend_tries" integer DEFAULT 0 NOT NULL,
	"refer_code" text,
	"linked" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_sequences" (
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_sequences_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"value" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"is_updated" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_company_id_group_id_client_groups_company_id_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."client_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_phones" ADD CONSTRAINT "client_phones_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sequences" ADD CONSTRAINT "company_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_emails_client_idx" ON "client_emails" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_group_members_client_idx" ON "client_group_members" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_groups_name_unique" ON "client_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "client_phones_client_idx" ON "client_phones" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_reference_unique" ON "clients" USING btree ("company_id",lower("reference_id"));--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("company_id","display_name","id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm" ON "clients" USING gin ("company_id","phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_subject_idx" ON "notes" USING btree ("company_id","subject_type","subject_id","id" DESC NULLS LAST);