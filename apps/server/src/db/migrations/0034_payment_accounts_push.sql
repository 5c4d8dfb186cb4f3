CREATE TABLE "payment_accounts" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"connected_by" bigint,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_provider_customers" (
	"portal_user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_provider_customers_portal_user_id_provider_account_ref_pk" PRIMARY KEY("portal_user_id","provider","account_ref")
);
--> statement-breakpoint
ALTER TABLE "portal_cards" ADD COLUMN "account_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_provider_customers" ADD CONSTRAINT "portal_provider_customers_portal_user_id_portal_users_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;