CREATE TABLE "auth_throttles" (
	"scope" text NOT NULL,
	"account" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "auth_throttles_scope_account_pk" PRIMARY KEY("scope","account")
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_window_idx" ON "auth_throttles" USING btree ("window_start");