-- A table's version goes up once per transaction that changes it (see pgVersionOncePerTransactionSql in
-- db/version-triggers.ts, which wrote this file).
CREATE OR REPLACE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF coalesce(current_setting('hr_versions.' || TG_ARGV[0], true), '') = '' THEN UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_ARGV[0]; PERFORM set_config('hr_versions.' || TG_ARGV[0], 'bumped', true); END IF; RETURN NULL; END $$;
