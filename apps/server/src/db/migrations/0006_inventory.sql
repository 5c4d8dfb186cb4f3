CREATE TABLE "inventory_items" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"singular_name" text,
	"description" text,
	"system_type_id" integer,
	"metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_buying" boolean DEFAULT false NOT NULL,
	"is_selling" boolean DEFAULT true NOT NULL,
	"selling_unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"selling_tax_type" text NOT NULL,
	"is_tracked" boolean DEFAULT false NOT NULL,
	"prefill_column" text DEFAULT 'NAME' NOT NULL,
	"markup_percentage" smallint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"prefill_default_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || coalesce(name, ''))) STORED,
	"archived_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_metadata_definitions" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"description" text NOT NULL,
	"dropdown_options" text[] DEFAULT '{}' NOT NULL,
	"maximum_options" integer DEFAULT 0 NOT NULL,
	"default_value" text,
	"prepopulate" boolean DEFAULT false NOT NULL,
	"system_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "inventory_prefill_defaults" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_priority" boolean DEFAULT false NOT NULL,
	"priority" integer NOT NULL,
	"system_type_id" integer NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || name)) STORED
);
--> statement-breakpoint
CREATE TABLE "system_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_system_type_id_system_types_id_fk" FOREIGN KEY ("system_type_id") REFERENCES "public"."system_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_prefill_default_id_inventory_prefill_defaults_id_fk" FOREIGN KEY ("prefill_default_id") REFERENCES "public"."inventory_prefill_defaults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_company_id_created_by_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_metadata_definitions" ADD CONSTRAINT "inventory_metadata_definitions_system_type_id_system_types_id_fk" FOREIGN KEY ("system_type_id") REFERENCES "public"."system_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_prefill_defaults" ADD CONSTRAINT "inventory_prefill_defaults_system_type_id_system_types_id_fk" FOREIGN KEY ("system_type_id") REFERENCES "public"."system_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_code_idx" ON "inventory_items" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_default_idx" ON "inventory_items" USING btree ("company_id") WHERE "inventory_items"."is_default";--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_prefill_defaults_code_idx" ON "inventory_prefill_defaults" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inventory_prefill_defaults_priority_idx" ON "inventory_prefill_defaults" USING btree ("priority","code");--> statement-breakpoint
CREATE INDEX "inventory_prefill_defaults_search_trgm" ON "inventory_prefill_defaults" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Every company has its General Service item, which lines without an inventory item link to.
INSERT INTO "inventory_items" ("company_id", "type", "code", "name", "selling_tax_type", "is_default")
SELECT "id", 'SERVICE', 'GENERAL', 'General Service', coalesce("settings"->>'inventory_tax_type', 'EXCLUSIVE'), true FROM "companies";
