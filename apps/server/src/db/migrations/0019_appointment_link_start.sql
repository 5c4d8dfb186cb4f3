DROP INDEX "appointment_attendees_user_idx";--> statement-breakpoint
DROP INDEX "appointment_clients_client_idx";--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_clients" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointment_attendees_user_start_idx" ON "appointment_attendees" USING btree ("company_id","user_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointment_clients_client_start_idx" ON "appointment_clients" USING btree ("company_id","client_id","start_at" DESC NULLS LAST);--> statement-breakpoint
-- The link rows carry their appointment's start_at so a client's or staff member's appointments are
-- read newest (or soonest) first straight off the indexes above (the activity timeline pages on them).
-- Triggers keep the copy: every write path (create, edit, drag, series) changes appointments alone.
UPDATE "appointment_attendees" l SET "start_at" = a."start_at" FROM "appointments" a
  WHERE a."company_id" = l."company_id" AND a."id" = l."appointment_id";--> statement-breakpoint
UPDATE "appointment_clients" l SET "start_at" = a."start_at" FROM "appointments" a
  WHERE a."company_id" = l."company_id" AND a."id" = l."appointment_id";--> statement-breakpoint
CREATE FUNCTION "appointment_link_start_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."start_at" INTO NEW."start_at" FROM "appointments" a
    WHERE a."company_id" = NEW."company_id" AND a."id" = NEW."appointment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_attendees_start_at" BEFORE INSERT OR UPDATE OF "appointment_id", "start_at"
  ON "appointment_attendees" FOR EACH ROW EXECUTE FUNCTION "appointment_link_start_at"();--> statement-breakpoint
CREATE TRIGGER "appointment_clients_start_at" BEFORE INSERT OR UPDATE OF "appointment_id", "start_at"
  ON "appointment_clients" FOR EACH ROW EXECUTE FUNCTION "appointment_link_start_at"();--> statement-breakpoint
CREATE FUNCTION "appointment_links_follow_start_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "appointment_attendees" SET "start_at" = NEW."start_at"
    WHERE "company_id" = NEW."company_id" AND "appointment_id" = NEW."id";
  UPDATE "appointment_clients" SET "start_at" = NEW."start_at"
    WHERE "company_id" = NEW."company_id" AND "appointment_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_links_follow_start_at" AFTER UPDATE OF "start_at" ON "appointments"
  FOR EACH ROW WHEN (OLD."start_at" IS DISTINCT FROM NEW."start_at")
  EXECUTE FUNCTION "appointment_links_follow_start_at"();
