CREATE TABLE "appointment_attendees" (
	"company_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_attendees_company_id_appointment_id_user_id_pk" PRIMARY KEY("company_id","appointment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_clients" (
	"company_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_clients_company_id_appointment_id_client_id_pk" PRIMARY KEY("company_id","appointment_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"key" text NOT NULL,
	"client_id" bigint,
	"user_id" bigint,
	"type" text NOT NULL,
	"value" text,
	"reminder_offset" integer NOT NULL,
	"has_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "appointment_reminders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointment_type_links" (
	"company_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_type_links_company_id_appointment_id_type_id_pk" PRIMARY KEY("company_id","appointment_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"color" text,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"is_locked" boolean DEFAULT false NOT NULL,
	"recursion_rule" text,
	"recurring_status" text DEFAULT 'UNSCHEDULED' NOT NULL,
	"quotation_id" bigint,
	"search_text" text GENERATED ALWAYS AS (lower(reference_id || ' ' || title || ' ' || coalesce(description, ''))) STORED,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD CONSTRAINT "appointment_attendees_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD CONSTRAINT "appointment_attendees_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_clients" ADD CONSTRAINT "appointment_clients_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_clients" ADD CONSTRAINT "appointment_clients_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_type_links" ADD CONSTRAINT "appointment_type_links_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_type_links" ADD CONSTRAINT "appointment_type_links_company_id_type_id_appointment_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."appointment_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_attendees_user_idx" ON "appointment_attendees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "appointment_clients_client_idx" ON "appointment_clients" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "appointment_reminders_appointment_idx" ON "appointment_reminders" USING btree ("company_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_type_links_type_idx" ON "appointment_type_links" USING btree ("company_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_unique" ON "appointments" USING btree ("company_id",lower("reference_id"));--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("company_id","start_at") WHERE "appointments"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_search_trgm" ON "appointments" USING gin ("company_id","search_text" gin_trgm_ops);