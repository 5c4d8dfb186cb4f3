CREATE TABLE "list_versions" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"tables" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
-- A write to a listed table bumps its company's list version once per transaction and table, at
-- commit (deferred), so the row lock is held only for the commit's last instant and a reader that
-- reads the version before its list never tags old rows with a new version. The tables' first
-- change is remembered in a transaction-local setting (one setting, not one per company and table).
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company bigint;
  mark text;
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    IF TG_OP = 'DELETE' THEN company := OLD.id; ELSE company := NEW.id; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    company := OLD.company_id;
  ELSE
    company := NEW.company_id;
  END IF;
  mark := '|' || TG_TABLE_NAME || ':' || company || '|';
  IF position(mark IN coalesce(current_setting('fieldbook.list_bumps', true), '')) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('fieldbook.list_bumps', coalesce(current_setting('fieldbook.list_bumps', true), '') || mark, true);
  INSERT INTO "list_versions" AS v ("company_id", "version", "tables")
    VALUES (company, 1, jsonb_build_object(TG_TABLE_NAME, 1))
    ON CONFLICT ("company_id") DO UPDATE
      SET "version" = v."version" + 1, "tables" = v."tables" || jsonb_build_object(TG_TABLE_NAME, v."version" + 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY[
    'appointments', 'appointment_attendees', 'appointment_clients', 'appointment_reminders',
    'appointment_type_links', 'appointment_types', 'clients', 'client_addresses', 'client_emails',
    'client_phones', 'client_group_members', 'client_groups', 'documents', 'inventory_items', 'payments',
    'licences', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION "bump_list_version"(''company_id'')',
      listed || '_list_version', listed);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_list_version" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('id');
