CREATE TABLE "drawing_assets" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "drawing_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"prefill_key" text,
	"search_text" text NOT NULL,
	"created_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawing_assets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "drawing_assets_kind_check" CHECK ("drawing_assets"."kind" in ('SVG', 'PNG'))
);
--> statement-breakpoint
ALTER TABLE "drawing_assets" ADD CONSTRAINT "drawing_assets_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawing_assets_pinned_idx" ON "drawing_assets" USING btree ("company_id") WHERE "drawing_assets"."is_pinned" and "drawing_assets"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "drawing_assets_recent_idx" ON "drawing_assets" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drawing_assets_prefill_unique" ON "drawing_assets" USING btree ("company_id","prefill_key") WHERE "drawing_assets"."prefill_key" is not null;