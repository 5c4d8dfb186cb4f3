CREATE TABLE "timeline_counts" (
	"company_id" bigint NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"timeline_type" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "timeline_counts_pk" PRIMARY KEY("company_id","subject_type","subject_id","timeline_type")
);
--> statement-breakpoint
-- Kept like appointment_counts (0042): one upsert of the net change per statement, in key order; an edit
-- that moves no count locks no row. TG_ARGV: the timeline type, and which rows count (notes: not deleted).
CREATE FUNCTION "timeline_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := format('SELECT company_id, subject_type, subject_id, 1 AS delta FROM new_rows WHERE %s', TG_ARGV[1]);
  removed text := format('SELECT company_id, subject_type, subject_id, -1 AS delta FROM old_rows WHERE %s', TG_ARGV[1]);
  changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
BEGIN
  EXECUTE format(
    'INSERT INTO timeline_counts AS c (company_id, subject_type, subject_id, timeline_type, n)
     SELECT company_id, subject_type, subject_id, %L, sum(delta) FROM (%s) d
     GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (company_id, subject_type, subject_id, timeline_type) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0], changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "timeline_counts_insert" AFTER INSERT ON "notes" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('note', 'archived_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_update" AFTER UPDATE ON "notes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('note', 'archived_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_delete" AFTER DELETE ON "notes" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('note', 'archived_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_insert" AFTER INSERT ON "attachments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('attachment', 'true');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_update" AFTER UPDATE ON "attachments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('attachment', 'true');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_delete" AFTER DELETE ON "attachments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('attachment', 'true');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_insert" AFTER INSERT ON "activity_logs" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('log', 'subject_id IS NOT NULL');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_update" AFTER UPDATE ON "activity_logs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('log', 'subject_id IS NOT NULL');--> statement-breakpoint
CREATE TRIGGER "timeline_counts_delete" AFTER DELETE ON "activity_logs" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "timeline_counts_follow"('log', 'subject_id IS NOT NULL');--> statement-breakpoint
INSERT INTO "timeline_counts" ("company_id", "subject_type", "subject_id", "timeline_type", "n")
  SELECT "company_id", "subject_type", "subject_id", 'note', count(*) FROM "notes" WHERE "archived_at" IS NULL GROUP BY 1, 2, 3
  UNION ALL
  SELECT "company_id", "subject_type", "subject_id", 'attachment', count(*) FROM "attachments" GROUP BY 1, 2, 3
  UNION ALL
  SELECT "company_id", "subject_type", "subject_id", 'log', count(*) FROM "activity_logs" WHERE "subject_id" IS NOT NULL GROUP BY 1, 2, 3;
