CREATE TABLE "communications" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "communications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"via" text NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" bigint,
	"client_id" bigint,
	"user_id" bigint,
	"recipient_address" text NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"reference" text NOT NULL,
	"email_outbox_id" bigint,
	"sms_outbox_id" bigint,
	"read_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(recipient_address || ' ' || coalesce(subject, '') || ' ' || content)) STORED,
	CONSTRAINT "communications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_sms_outbox_id_sms_outbox_id_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communications_reference_unique" ON "communications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "communications_appointment_idx" ON "communications" USING btree ("company_id","appointment_id","created_at" DESC NULLS LAST) WHERE "communications"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "communications_client_idx" ON "communications" USING btree ("company_id","client_id","created_at" DESC NULLS LAST) WHERE "communications"."client_id" is not null;