CREATE TABLE "drawings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "drawings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"reference_id" text,
	"client_id" bigint,
	"appointment_id" bigint,
	"document" jsonb NOT NULL,
	"thumbnail_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_company_id_appointment_id_appointments_company_id_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawings_recent_idx" ON "drawings" USING btree ("company_id","updated_at","id") WHERE "drawings"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "drawings_client_idx" ON "drawings" USING btree ("company_id","client_id") WHERE "drawings"."client_id" is not null;