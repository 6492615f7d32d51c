-- The triggers that are rules rather than version bumps, as SQLite's migrations 0020 (an issued Form 16
-- is cleared by a change to what it was worked out from) and 0022 (disabling an account or changing its
-- password or roles ends its sessions) have them: the same names, tables, events, UPDATE OF columns and
-- WHEN conditions (SQLite's IS NOT is IS DISTINCT FROM here), each FOR EACH ROW as SQLite's are. A trigger
-- calls a function holding SQLite's statements; one function serves a table's insert, update and delete,
-- by TG_OP. This file is their only source: tests/db/pg-rule-triggers.test.ts holds its triggers to
-- SQLite's and runs SQLite's scenarios on PostgreSQL.

-- Form 16 (0020): Part A's content columns, the payslips of its person and year, the person's username and name.
CREATE FUNCTION "form16_clear_issued_of_part_a"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "form16_part_a" SET "issued" = NULL, "issued_generator" = NULL WHERE "id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "form16_issued_part_a_update" AFTER UPDATE OF "employee_id", "year", "employer_name", "employer_address", "employer_tan", "employer_pan", "employee_pan", "quarters" ON "form16_part_a" FOR EACH ROW WHEN (NEW."issued" IS NOT NULL) EXECUTE FUNCTION "form16_clear_issued_of_part_a"();
--> statement-breakpoint
-- A payslip moved to another person or year clears both years' Form 16, as SQLite's update trigger does.
CREATE FUNCTION "form16_clear_issued_of_payslip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "form16_part_a" SET "issued" = NULL, "issued_generator" = NULL WHERE "employee_id" = OLD."employee_id" AND "year" = OLD."financial_year" AND "issued" IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "form16_part_a" SET "issued" = NULL, "issued_generator" = NULL WHERE "employee_id" = NEW."employee_id" AND "year" = NEW."financial_year" AND "issued" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "form16_issued_payslip_insert" AFTER INSERT ON "payslips" FOR EACH ROW EXECUTE FUNCTION "form16_clear_issued_of_payslip"();
--> statement-breakpoint
CREATE TRIGGER "form16_issued_payslip_update" AFTER UPDATE ON "payslips" FOR EACH ROW EXECUTE FUNCTION "form16_clear_issued_of_payslip"();
--> statement-breakpoint
CREATE TRIGGER "form16_issued_payslip_delete" AFTER DELETE ON "payslips" FOR EACH ROW EXECUTE FUNCTION "form16_clear_issued_of_payslip"();
--> statement-breakpoint
CREATE FUNCTION "form16_clear_issued_of_employee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "form16_part_a" SET "issued" = NULL, "issued_generator" = NULL WHERE "employee_id" = NEW."id" AND "issued" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "form16_issued_employee_update" AFTER UPDATE OF "username", "display_name" ON "employees" FOR EACH ROW WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."display_name" IS DISTINCT FROM NEW."display_name") EXECUTE FUNCTION "form16_clear_issued_of_employee"();
--> statement-breakpoint
-- Sessions (0022): ended_at is epoch milliseconds (bigint), truncated as SQLite's CAST(unixepoch('subsec') * 1000 AS
-- INTEGER) truncates. SQLite's 'now' is one moment for a whole statement, so every session a change ends
-- ends at the same millisecond: statement_timestamp() is that (clock_timestamp() moves on from row to row,
-- and now() is the transaction's start).
CREATE FUNCTION "end_sessions_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "ended_at" = floor(extract(epoch from statement_timestamp()) * 1000)::bigint WHERE "account_id" = NEW."id" AND "ended_at" IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Disabling ends the sessions, re-enabling ends nothing; a sign-in (last_sign_in_at) is no change at all.
CREATE TRIGGER "accounts_end_sessions" AFTER UPDATE OF "disabled", "password_hash" ON "accounts" FOR EACH ROW WHEN ((NEW."disabled" AND NOT OLD."disabled") OR NEW."password_hash" IS DISTINCT FROM OLD."password_hash") EXECUTE FUNCTION "end_sessions_of_account"();
--> statement-breakpoint
-- A role added, removed or moved ends the sessions of the account(s) concerned: a moved row both.
CREATE FUNCTION "end_sessions_of_account_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "sessions" SET "ended_at" = floor(extract(epoch from statement_timestamp()) * 1000)::bigint WHERE "account_id" = NEW."account_id" AND "ended_at" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "sessions" SET "ended_at" = floor(extract(epoch from statement_timestamp()) * 1000)::bigint WHERE "account_id" = OLD."account_id" AND "ended_at" IS NULL;
  ELSE
    UPDATE "sessions" SET "ended_at" = floor(extract(epoch from statement_timestamp()) * 1000)::bigint WHERE "account_id" IN (OLD."account_id", NEW."account_id") AND "ended_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_roles_insert_end_sessions" AFTER INSERT ON "account_roles" FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_account_roles"();
--> statement-breakpoint
CREATE TRIGGER "account_roles_delete_end_sessions" AFTER DELETE ON "account_roles" FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_account_roles"();
--> statement-breakpoint
CREATE TRIGGER "account_roles_update_end_sessions" AFTER UPDATE ON "account_roles" FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_account_roles"();
