CREATE TABLE "appointment_counts" (
	"company_id" bigint NOT NULL,
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "appointment_counts_company_id_status_archived_pk" PRIMARY KEY("company_id","status","archived")
);
--> statement-breakpoint
CREATE TABLE "inventory_counts" (
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"archived" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "inventory_counts_company_id_type_archived_pk" PRIMARY KEY("company_id","type","archived")
);
--> statement-breakpoint
-- The counts follow every write by statement triggers: one upsert of the net change per statement, in
-- key order (a bulk insert or a series edit is one aggregate; an edit that moves no count locks no row).
-- TG_ARGV: the counts table and the listed table's key column. No foreign key to companies: a company's
-- deletion cascading into its rows upserts here as it goes.
CREATE FUNCTION "list_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := format('SELECT company_id, %I AS key, archived_at IS NOT NULL AS archived, 1 AS delta FROM new_rows', TG_ARGV[1]);
  removed text := format('SELECT company_id, %I AS key, archived_at IS NOT NULL AS archived, -1 AS delta FROM old_rows', TG_ARGV[1]);
  changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I AS c (company_id, %2$I, archived, n)
     SELECT company_id, key, archived, sum(delta) FROM (%3$s) d
     GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (company_id, %2$I, archived) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0], TG_ARGV[1], changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_counts_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('appointment_counts', 'status');--> statement-breakpoint
CREATE TRIGGER "appointment_counts_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('appointment_counts', 'status');--> statement-breakpoint
CREATE TRIGGER "appointment_counts_delete" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('appointment_counts', 'status');--> statement-breakpoint
CREATE TRIGGER "inventory_counts_insert" AFTER INSERT ON "inventory_items" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('inventory_counts', 'type');--> statement-breakpoint
CREATE TRIGGER "inventory_counts_update" AFTER UPDATE ON "inventory_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('inventory_counts', 'type');--> statement-breakpoint
CREATE TRIGGER "inventory_counts_delete" AFTER DELETE ON "inventory_items" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_follow"('inventory_counts', 'type');--> statement-breakpoint
INSERT INTO "appointment_counts" ("company_id", "status", "archived", "n")
  SELECT "company_id", "status", "archived_at" IS NOT NULL, count(*) FROM "appointments" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "inventory_counts" ("company_id", "type", "archived", "n")
  SELECT "company_id", "type", "archived_at" IS NOT NULL, count(*) FROM "inventory_items" GROUP BY 1, 2, 3;
