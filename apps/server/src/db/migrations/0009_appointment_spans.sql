CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "appointments_span_gist" ON "appointments" USING gist ("company_id",tstzrange("start_at", "end_at", '[]')) WHERE "appointments"."archived_at" is null;
