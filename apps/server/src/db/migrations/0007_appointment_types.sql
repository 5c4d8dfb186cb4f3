CREATE TABLE "appointment_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"shorthand_name" text,
	"color" text NOT NULL,
	"must_be_staffed" boolean DEFAULT false NOT NULL,
	"client_title" text,
	"client_description" text,
	"title" text,
	"description" text,
	"time_allocation" integer DEFAULT 120 NOT NULL,
	"recursion_rule" text,
	"recurring_status" text DEFAULT 'UNSCHEDULED' NOT NULL,
	"client_reminder_offset" integer[] DEFAULT '{}' NOT NULL,
	"staff_reminder_offset" integer[] DEFAULT '{}' NOT NULL,
	"unscheduled_reminder_offset" integer[] DEFAULT '{}' NOT NULL,
	"inventory" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_types_name_idx" ON "appointment_types" USING btree ("company_id",lower("name")) WHERE "appointment_types"."archived_at" is null;