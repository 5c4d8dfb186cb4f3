DROP INDEX "appointment_attendees_user_start_idx";--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- The attendee rows carry their appointment's end, status and archived_at beside its start (0019), so a
-- staff member's busy time (online booking's free times, the office's availability) is read off the
-- index below without visiting each appointment. The backfill changes only columns nothing read yet:
-- the list-version trigger is held off so it queues no deferred event per row.
ALTER TABLE "appointment_attendees" DISABLE TRIGGER "appointment_attendees_list_version";--> statement-breakpoint
UPDATE "appointment_attendees" l SET "end_at" = a."end_at", "status" = a."status", "archived_at" = a."archived_at"
  FROM "appointments" a WHERE a."company_id" = l."company_id" AND a."id" = l."appointment_id";--> statement-breakpoint
ALTER TABLE "appointment_attendees" ENABLE TRIGGER "appointment_attendees_list_version";--> statement-breakpoint
CREATE INDEX "appointment_attendees_user_start_idx" ON "appointment_attendees" USING btree ("company_id","user_id","start_at" DESC NULLS LAST,"appointment_id","end_at","status","archived_at");--> statement-breakpoint
-- Triggers keep the copies, as 0019's keep start_at: every write path (create, edit, status, cancel,
-- archive and restore, drag, series, bulk, online booking) changes appointments alone, and a trigger
-- cannot be forgotten by the next one. An attendee row takes its appointment's values when written.
DROP TRIGGER "appointment_attendees_start_at" ON "appointment_attendees";--> statement-breakpoint
CREATE FUNCTION "appointment_attendee_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."start_at", a."end_at", a."status", a."archived_at"
    INTO NEW."start_at", NEW."end_at", NEW."status", NEW."archived_at"
    FROM "appointments" a WHERE a."company_id" = NEW."company_id" AND a."id" = NEW."appointment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_attendees_copies"
  BEFORE INSERT OR UPDATE OF "appointment_id", "start_at", "end_at", "status", "archived_at"
  ON "appointment_attendees" FOR EACH ROW EXECUTE FUNCTION "appointment_attendee_copies"();--> statement-breakpoint
-- An appointment's change of any copied column reaches its attendee rows (and a new start its client rows).
DROP TRIGGER "appointments_links_follow_start_at" ON "appointments";--> statement-breakpoint
DROP FUNCTION "appointment_links_follow_start_at"();--> statement-breakpoint
CREATE FUNCTION "appointment_links_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "appointment_attendees"
    SET "start_at" = NEW."start_at", "end_at" = NEW."end_at", "status" = NEW."status", "archived_at" = NEW."archived_at"
    WHERE "company_id" = NEW."company_id" AND "appointment_id" = NEW."id";
  IF OLD."start_at" IS DISTINCT FROM NEW."start_at" THEN
    UPDATE "appointment_clients" SET "start_at" = NEW."start_at"
      WHERE "company_id" = NEW."company_id" AND "appointment_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_links_follow"
  AFTER UPDATE OF "start_at", "end_at", "status", "archived_at" ON "appointments" FOR EACH ROW
  WHEN ((OLD."start_at", OLD."end_at", OLD."status", OLD."archived_at")
    IS DISTINCT FROM (NEW."start_at", NEW."end_at", NEW."status", NEW."archived_at"))
  EXECUTE FUNCTION "appointment_links_follow"();
