-- The version triggers, written by pgVersionsMigrationSql (db/version-triggers.ts) from VERSIONED_TABLES:
-- tests/db/pg-migrations.test.ts holds this file equal to what it writes.
CREATE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_ARGV[0]; RETURN NULL; END $$;
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('employees', 0);
--> statement-breakpoint
CREATE TRIGGER "employees_version_insert" AFTER INSERT ON "employees" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
CREATE TRIGGER "employees_version_update" AFTER UPDATE OF "id", "username", "employee_code", "first_name", "middle_name", "last_name", "display_name", "work_email", "personal_email", "mobile_number", "designation", "department", "org_unit_code", "location_code", "manager_id", "date_of_joining", "status", "pan_number", "created_at" ON "employees" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
CREATE TRIGGER "employees_version_delete" AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('employee_pictures', 0);
--> statement-breakpoint
CREATE TRIGGER "employee_pictures_version_update" AFTER UPDATE OF "picture_file_id" ON "employees" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('employee_pictures');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('business_units', 0);
--> statement-breakpoint
CREATE TRIGGER "business_units_version_insert" AFTER INSERT ON "business_units" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
CREATE TRIGGER "business_units_version_update" AFTER UPDATE ON "business_units" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
CREATE TRIGGER "business_units_version_delete" AFTER DELETE ON "business_units" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('locations', 0);
--> statement-breakpoint
CREATE TRIGGER "locations_version_insert" AFTER INSERT ON "locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
CREATE TRIGGER "locations_version_update" AFTER UPDATE ON "locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
CREATE TRIGGER "locations_version_delete" AFTER DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('jobs', 0);
--> statement-breakpoint
CREATE TRIGGER "jobs_version_insert" AFTER INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
CREATE TRIGGER "jobs_version_update" AFTER UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
CREATE TRIGGER "jobs_version_delete" AFTER DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('job_locations', 0);
--> statement-breakpoint
CREATE TRIGGER "job_locations_version_insert" AFTER INSERT ON "job_locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
CREATE TRIGGER "job_locations_version_update" AFTER UPDATE ON "job_locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
CREATE TRIGGER "job_locations_version_delete" AFTER DELETE ON "job_locations" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('job_skills', 0);
--> statement-breakpoint
CREATE TRIGGER "job_skills_version_insert" AFTER INSERT ON "job_skills" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
CREATE TRIGGER "job_skills_version_update" AFTER UPDATE ON "job_skills" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
CREATE TRIGGER "job_skills_version_delete" AFTER DELETE ON "job_skills" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('leave_requests', 0);
--> statement-breakpoint
CREATE TRIGGER "leave_requests_version_insert" AFTER INSERT ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
CREATE TRIGGER "leave_requests_version_update" AFTER UPDATE ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
CREATE TRIGGER "leave_requests_version_delete" AFTER DELETE ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('leave_actions', 0);
--> statement-breakpoint
CREATE TRIGGER "leave_actions_version_insert" AFTER INSERT ON "leave_actions" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
CREATE TRIGGER "leave_actions_version_update" AFTER UPDATE ON "leave_actions" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
CREATE TRIGGER "leave_actions_version_delete" AFTER DELETE ON "leave_actions" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('leave_types', 0);
--> statement-breakpoint
CREATE TRIGGER "leave_types_version_insert" AFTER INSERT ON "leave_types" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
CREATE TRIGGER "leave_types_version_update" AFTER UPDATE ON "leave_types" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
CREATE TRIGGER "leave_types_version_delete" AFTER DELETE ON "leave_types" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('payslips', 0);
--> statement-breakpoint
CREATE TRIGGER "payslips_version_insert" AFTER INSERT ON "payslips" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
CREATE TRIGGER "payslips_version_update" AFTER UPDATE ON "payslips" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
CREATE TRIGGER "payslips_version_delete" AFTER DELETE ON "payslips" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('form16_part_a', 0);
--> statement-breakpoint
CREATE TRIGGER "form16_part_a_version_insert" AFTER INSERT ON "form16_part_a" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
CREATE TRIGGER "form16_part_a_version_update" AFTER UPDATE ON "form16_part_a" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
CREATE TRIGGER "form16_part_a_version_delete" AFTER DELETE ON "form16_part_a" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('api_clients', 0);
--> statement-breakpoint
CREATE TRIGGER "api_clients_version_insert" AFTER INSERT ON "api_clients" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
CREATE TRIGGER "api_clients_version_update" AFTER UPDATE ON "api_clients" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
CREATE TRIGGER "api_clients_version_delete" AFTER DELETE ON "api_clients" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('sessions', 0);
--> statement-breakpoint
CREATE TRIGGER "sessions_version_end" AFTER UPDATE OF "ended_at" ON "sessions" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('sessions');
--> statement-breakpoint
CREATE TRIGGER "sessions_version_delete" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('sessions');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('candidates', 0);
--> statement-breakpoint
CREATE TRIGGER "candidates_version_insert" AFTER INSERT ON "candidates" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
CREATE TRIGGER "candidates_version_update" AFTER UPDATE ON "candidates" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
CREATE TRIGGER "candidates_version_delete" AFTER DELETE ON "candidates" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('applications', 0);
--> statement-breakpoint
CREATE TRIGGER "applications_version_insert" AFTER INSERT ON "applications" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
CREATE TRIGGER "applications_version_update" AFTER UPDATE ON "applications" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
CREATE TRIGGER "applications_version_delete" AFTER DELETE ON "applications" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('candidate_notes', 0);
--> statement-breakpoint
CREATE TRIGGER "candidate_notes_version_insert" AFTER INSERT ON "candidate_notes" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
CREATE TRIGGER "candidate_notes_version_update" AFTER UPDATE ON "candidate_notes" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
CREATE TRIGGER "candidate_notes_version_delete" AFTER DELETE ON "candidate_notes" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version") VALUES ('referrals', 0);
--> statement-breakpoint
CREATE TRIGGER "referrals_version_insert" AFTER INSERT ON "referrals" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('referrals');
--> statement-breakpoint
CREATE TRIGGER "referrals_version_update" AFTER UPDATE ON "referrals" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('referrals');
--> statement-breakpoint
CREATE TRIGGER "referrals_version_delete" AFTER DELETE ON "referrals" FOR EACH ROW EXECUTE FUNCTION "bump_table_version"('referrals');
