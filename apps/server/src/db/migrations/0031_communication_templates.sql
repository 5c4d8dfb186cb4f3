CREATE TABLE "communication_templates" (
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_templates_company_id_kind_channel_pk" PRIMARY KEY("company_id","kind","channel")
);
--> statement-breakpoint
ALTER TABLE "communication_templates" ADD CONSTRAINT "communication_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_templates" ADD CONSTRAINT "communication_templates_company_id_updated_by_users_company_id_id_fk" FOREIGN KEY ("company_id","updated_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;