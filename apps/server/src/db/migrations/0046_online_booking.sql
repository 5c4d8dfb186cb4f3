CREATE TABLE "booking_services" (
	"company_id" bigint NOT NULL,
	"appointment_type_id" bigint NOT NULL,
	"bookable" boolean NOT NULL,
	"duration_minutes" integer NOT NULL,
	"from_price_cents" integer,
	"description" text,
	"min_notice_hours" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"staff_ids" bigint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "booking_services_company_id_appointment_type_id_pk" PRIMARY KEY("company_id","appointment_type_id")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"handle" text NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"pending_cap" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"state" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"reschedule_token_hash" text,
	"cancel_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_company_id_appointment_type_id_appointment_types_company_id_id_fk" FOREIGN KEY ("company_id","appointment_type_id") REFERENCES "public"."appointment_types"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_handle_unique" ON "booking_settings" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_appointment_unique" ON "bookings" USING btree ("company_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reschedule_token_unique" ON "bookings" USING btree ("company_id","reschedule_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_cancel_token_unique" ON "bookings" USING btree ("company_id","cancel_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("company_id") WHERE "bookings"."state" = 'pending';