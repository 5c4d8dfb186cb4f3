CREATE TABLE "company_cards" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "company_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"holder_name" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_cards_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coupon_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_cents" integer,
	"duration" text NOT NULL,
	"duration_months" smallint,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_cents" is null)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" is null or ("coupons"."percent_off" > 0 and "coupons"."percent_off" <= 100)),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off_cents" is null or "coupons"."amount_off_cents" > 0),
	CONSTRAINT "coupons_repeating_months" CHECK (("coupons"."duration" = 'REPEATING') = ("coupons"."duration_months" is not null and "coupons"."duration_months" > 0))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"yearly_price_cents" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "subscription_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"status" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"interval" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"sms_cents" bigint DEFAULT 0 NOT NULL,
	"gst_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"coupon_id" bigint,
	"card_brand" text,
	"card_last4" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"charge_ref" text,
	"failure_message" text,
	"request_key" text,
	"paid_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'TRIAL' NOT NULL,
	"plan_id" bigint,
	"interval" text,
	"next_plan_id" bigint,
	"next_interval" text,
	"trial_ends_on" date,
	"current_period_start" date,
	"current_period_end" date,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"coupon_id" bigint,
	"coupon_months_left" smallint,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"retry_on" date,
	"provider" text,
	"provider_customer_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_cards" ADD CONSTRAINT "company_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_company_id_invoice_id_subscription_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."subscription_invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_cards_one_default" ON "company_cards" USING btree ("company_id","provider") WHERE "company_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once" ON "coupon_redemptions" USING btree ("company_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period" ON "subscription_invoices" USING btree ("company_id","period_start") WHERE "subscription_invoices"."request_key" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_request_key" ON "subscription_invoices" USING btree ("company_id","request_key");--> statement-breakpoint
CREATE INDEX "subscription_invoices_company_idx" ON "subscription_invoices" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
INSERT INTO "plans" ("code", "name", "description", "features", "monthly_price_cents", "yearly_price_cents", "sort") VALUES
  ('SOLO', 'Solo', 'For the owner-operator who does the work and the books.', ARRAY['1 staff member', 'Unlimited clients and appointments', 'Quotations, invoices and card payments', 'Client Connect portal', 'SMS reminders (charged per message)'], 2900, 29000, 1),
  ('TEAM', 'Team', 'For a small crew in the field and one in the office.', ARRAY['Up to 10 staff members', 'Everything in Solo', 'Recurring appointments and runsheets', 'Staff licences and files', 'SMS reminders (charged per message)'], 7900, 79000, 2),
  ('BUSINESS', 'Business', 'For growing businesses with several teams.', ARRAY['Unlimited staff members', 'Everything in Team', 'Accounting and calendar integrations', 'Priority support', 'SMS reminders (charged per message)'], 14900, 149000, 3);
--> statement-breakpoint
INSERT INTO "coupons" ("code", "percent_off", "amount_off_cents", "duration", "duration_months") VALUES
  ('WELCOME20', 20, NULL, 'REPEATING', 3),
  ('SAVE10', NULL, 1000, 'ONCE', NULL);
--> statement-breakpoint
INSERT INTO "subscriptions" ("company_id", "status", "trial_ends_on")
  SELECT "id", CASE WHEN "subscribed" THEN 'ACTIVE' ELSE 'TRIAL' END, ("created_at" AT TIME ZONE "timezone")::date + 14 FROM "companies";
