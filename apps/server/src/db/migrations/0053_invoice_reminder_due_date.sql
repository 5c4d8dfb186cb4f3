ALTER TABLE "invoice_reminders" ADD COLUMN "due_date" date;--> statement-breakpoint
-- Reminders sent before kept no due date: they count from the invoice's due date now, the nearest known
-- (a due date moved since then gets its reminders again); one whose invoice has no due date left is let go.
UPDATE "invoice_reminders" r SET "due_date" = d."term_date" FROM "documents" d
  WHERE d."company_id" = r."company_id" AND d."id" = r."invoice_id";--> statement-breakpoint
DELETE FROM "invoice_reminders" WHERE "due_date" IS NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" DROP CONSTRAINT "invoice_reminders_company_id_invoice_id_days_after_due_pk";--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_company_id_invoice_id_due_date_days_after_due_pk" PRIMARY KEY("company_id","invoice_id","due_date","days_after_due");
