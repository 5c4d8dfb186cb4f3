CREATE TABLE "appointment_type_licence_types" (
	"company_id" bigint NOT NULL,
	"appointment_type_id" bigint NOT NULL,
	"licence_type_id" bigint NOT NULL,
	CONSTRAINT "appointment_type_licence_types_company_id_appointment_type_id_licence_type_id_pk" PRIMARY KEY("company_id","appointment_type_id","licence_type_id")
);
--> statement-breakpoint
CREATE TABLE "licence_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "licence_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "licence_type_id" bigint;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "work_notice_expiry" date;--> statement-breakpoint
ALTER TABLE "appointment_type_licence_types" ADD CONSTRAINT "appointment_type_licence_types_company_id_appointment_type_id_appointment_types_company_id_id_fk" FOREIGN KEY ("company_id","appointment_type_id") REFERENCES "public"."appointment_types"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_type_licence_types" ADD CONSTRAINT "appointment_type_licence_types_company_id_licence_type_id_licence_types_company_id_id_fk" FOREIGN KEY ("company_id","licence_type_id") REFERENCES "public"."licence_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_types_name_idx" ON "licence_types" USING btree ("company_id",lower("name")) WHERE "licence_types"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_id_licence_type_id_licence_types_company_id_id_fk" FOREIGN KEY ("company_id","licence_type_id") REFERENCES "public"."licence_types"("company_id","id") ON DELETE no action ON UPDATE no action;