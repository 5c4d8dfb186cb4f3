CREATE TABLE "accounting_connections" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"requires_auth" boolean DEFAULT false NOT NULL,
	"tenant_id" text,
	"tenant_name" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"connected_by" bigint,
	"connected_at" timestamp with time zone,
	"last_full_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_links" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "accounting_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_log_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_links_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_logs" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "accounting_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"record_type" text,
	"record_id" bigint,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"error_title" text,
	"details" jsonb,
	"resolvable" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_logs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_company_id_connected_by_users_company_id_id_fk" FOREIGN KEY ("company_id","connected_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_links" ADD CONSTRAINT "accounting_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_logs" ADD CONSTRAINT "accounting_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_logs" ADD CONSTRAINT "accounting_logs_company_id_resolved_by_users_company_id_id_fk" FOREIGN KEY ("company_id","resolved_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_links_record_unique" ON "accounting_links" USING btree ("company_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "accounting_links_external_idx" ON "accounting_links" USING btree ("company_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "accounting_logs_company_idx" ON "accounting_logs" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounting_logs_unresolved_idx" ON "accounting_logs" USING btree ("company_id","id" DESC NULLS LAST) WHERE "accounting_logs"."status" = 'error' and "accounting_logs"."resolved_at" is null;