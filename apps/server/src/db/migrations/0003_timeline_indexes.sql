DROP INDEX "activity_logs_subject_idx";--> statement-breakpoint
DROP INDEX "notes_subject_idx";--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(replace(regexp_replace(value, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "attachments_subject_idx" ON "attachments" USING btree ("company_id","subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attachments_pinned_idx" ON "attachments" USING btree ("company_id","subject_type","subject_id") WHERE "attachments"."is_pinned";--> statement-breakpoint
CREATE INDEX "notes_pinned_idx" ON "notes" USING btree ("company_id","subject_type","subject_id") WHERE "notes"."is_pinned";--> statement-breakpoint
CREATE INDEX "notes_search_trgm" ON "notes" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_logs_subject_idx" ON "activity_logs" USING btree ("company_id","subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notes_subject_idx" ON "notes" USING btree ("company_id","subject_type","subject_id","created_at" DESC NULLS LAST);