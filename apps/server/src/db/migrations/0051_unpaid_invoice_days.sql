CREATE TABLE "unpaid_invoice_days" (
	"company_id" bigint NOT NULL,
	"term_date" date NOT NULL,
	"n" bigint NOT NULL,
	"due_cents" bigint NOT NULL,
	CONSTRAINT "unpaid_invoice_days_company_id_term_date_pk" PRIMARY KEY("company_id","term_date")
);
--> statement-breakpoint
-- Follows every write to documents by statement triggers, as list_counts_follow (migration 0042) does: one
-- upsert of the net change per statement, in key order. Only documents_unpaid_term_idx's rows with a due
-- date count. No foreign key to companies: a company's deletion cascading into its documents upserts here.
CREATE FUNCTION "unpaid_invoice_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unpaid text := $q$kind = 'invoice' AND status IN ('OPEN', 'PARTIAL') AND archived_at IS NULL AND term_date IS NOT NULL$q$;
  added text := format('SELECT company_id, term_date, 1 AS n, amount_due_cents AS due FROM new_rows WHERE %s', unpaid);
  removed text := format('SELECT company_id, term_date, -1 AS n, -amount_due_cents AS due FROM old_rows WHERE %s', unpaid);
  changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
BEGIN
  EXECUTE format(
    'INSERT INTO unpaid_invoice_days AS u (company_id, term_date, n, due_cents)
     SELECT company_id, term_date, sum(n), sum(due) FROM (%s) d
     GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(due) <> 0 ORDER BY 1, 2
     ON CONFLICT (company_id, term_date) DO UPDATE SET n = u.n + excluded.n, due_cents = u.due_cents + excluded.due_cents',
    changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unpaid_invoice_days_insert" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "unpaid_invoice_days_follow"();--> statement-breakpoint
CREATE TRIGGER "unpaid_invoice_days_update" AFTER UPDATE ON "documents"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "unpaid_invoice_days_follow"();--> statement-breakpoint
CREATE TRIGGER "unpaid_invoice_days_delete" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "unpaid_invoice_days_follow"();--> statement-breakpoint
INSERT INTO "unpaid_invoice_days" ("company_id", "term_date", "n", "due_cents")
  SELECT "company_id", "term_date", count(*), sum("amount_due_cents") FROM "documents"
  WHERE "kind" = 'invoice' AND "status" IN ('OPEN', 'PARTIAL') AND "archived_at" IS NULL AND "term_date" IS NOT NULL
  GROUP BY 1, 2;
