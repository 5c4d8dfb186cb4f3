CREATE TABLE "licences" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"licence_number" text NOT NULL,
	"descriptor" text,
	"state_id" integer NOT NULL,
	"expiry_date" date,
	"image_file_id" bigint,
	"expiry_job_ids" text[] DEFAULT '{}' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "email_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"verify_code_hash" text NOT NULL,
	"reverse_code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_id_image_file_id_files_company_id_id_fk" FOREIGN KEY ("company_id","image_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_user_idx" ON "licences" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "licences_expiry_idx" ON "licences" USING btree ("company_id","expiry_date") WHERE "licences"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_verify_hash" ON "email_changes" USING btree ("verify_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_reverse_hash" ON "email_changes" USING btree ("reverse_code_hash");