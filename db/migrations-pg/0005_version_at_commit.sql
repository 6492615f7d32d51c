-- A table's version goes up at the commit of each transaction that changes it, announced on the
-- table_versions channel (see pgVersionsAtCommitMigrationSql in db/version-triggers.ts, which wrote this file).
CREATE FUNCTION "table_version_first_change"(key text) RETURNS boolean LANGUAGE plpgsql AS $$ BEGIN IF coalesce(current_setting('hr_versions.' || key, true), '') <> '' THEN RETURN false; END IF; PERFORM set_config('hr_versions.' || key, 'changed', true); RETURN true; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE bumped bigint; BEGIN UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_ARGV[0] RETURNING "version" INTO bumped; PERFORM pg_notify('table_versions', TG_ARGV[0] || ':' || bumped); RETURN NULL; END $$;
--> statement-breakpoint
DROP TRIGGER "employees_version_insert" ON "employees";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "employees_version_insert" AFTER INSERT ON "employees" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('employees'::text)) EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
DROP TRIGGER "employees_version_update" ON "employees";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "employees_version_update" AFTER UPDATE OF "id", "username", "employee_code", "first_name", "middle_name", "last_name", "display_name", "work_email", "personal_email", "mobile_number", "designation", "department", "org_unit_code", "location_code", "manager_id", "date_of_joining", "status", "pan_number", "created_at" ON "employees" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('employees'::text)) EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
DROP TRIGGER "employees_version_delete" ON "employees";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "employees_version_delete" AFTER DELETE ON "employees" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('employees'::text)) EXECUTE FUNCTION "bump_table_version"('employees');
--> statement-breakpoint
DROP TRIGGER "employee_pictures_version_update" ON "employees";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "employee_pictures_version_update" AFTER UPDATE OF "picture_file_id" ON "employees" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('employee_pictures'::text)) EXECUTE FUNCTION "bump_table_version"('employee_pictures');
--> statement-breakpoint
DROP TRIGGER "business_units_version_insert" ON "business_units";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_units_version_insert" AFTER INSERT ON "business_units" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('business_units'::text)) EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
DROP TRIGGER "business_units_version_update" ON "business_units";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_units_version_update" AFTER UPDATE ON "business_units" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('business_units'::text)) EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
DROP TRIGGER "business_units_version_delete" ON "business_units";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_units_version_delete" AFTER DELETE ON "business_units" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('business_units'::text)) EXECUTE FUNCTION "bump_table_version"('business_units');
--> statement-breakpoint
DROP TRIGGER "locations_version_insert" ON "locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_version_insert" AFTER INSERT ON "locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('locations'::text)) EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
DROP TRIGGER "locations_version_update" ON "locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_version_update" AFTER UPDATE ON "locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('locations'::text)) EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
DROP TRIGGER "locations_version_delete" ON "locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_version_delete" AFTER DELETE ON "locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('locations'::text)) EXECUTE FUNCTION "bump_table_version"('locations');
--> statement-breakpoint
DROP TRIGGER "jobs_version_insert" ON "jobs";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_version_insert" AFTER INSERT ON "jobs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('jobs'::text)) EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
DROP TRIGGER "jobs_version_update" ON "jobs";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_version_update" AFTER UPDATE ON "jobs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('jobs'::text)) EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
DROP TRIGGER "jobs_version_delete" ON "jobs";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_version_delete" AFTER DELETE ON "jobs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('jobs'::text)) EXECUTE FUNCTION "bump_table_version"('jobs');
--> statement-breakpoint
DROP TRIGGER "job_locations_version_insert" ON "job_locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_locations_version_insert" AFTER INSERT ON "job_locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_locations'::text)) EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
DROP TRIGGER "job_locations_version_update" ON "job_locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_locations_version_update" AFTER UPDATE ON "job_locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_locations'::text)) EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
DROP TRIGGER "job_locations_version_delete" ON "job_locations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_locations_version_delete" AFTER DELETE ON "job_locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_locations'::text)) EXECUTE FUNCTION "bump_table_version"('job_locations');
--> statement-breakpoint
DROP TRIGGER "job_skills_version_insert" ON "job_skills";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_skills_version_insert" AFTER INSERT ON "job_skills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_skills'::text)) EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
DROP TRIGGER "job_skills_version_update" ON "job_skills";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_skills_version_update" AFTER UPDATE ON "job_skills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_skills'::text)) EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
DROP TRIGGER "job_skills_version_delete" ON "job_skills";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_skills_version_delete" AFTER DELETE ON "job_skills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('job_skills'::text)) EXECUTE FUNCTION "bump_table_version"('job_skills');
--> statement-breakpoint
DROP TRIGGER "leave_requests_version_insert" ON "leave_requests";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_requests_version_insert" AFTER INSERT ON "leave_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_requests'::text)) EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
DROP TRIGGER "leave_requests_version_update" ON "leave_requests";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_requests_version_update" AFTER UPDATE ON "leave_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_requests'::text)) EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
DROP TRIGGER "leave_requests_version_delete" ON "leave_requests";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_requests_version_delete" AFTER DELETE ON "leave_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_requests'::text)) EXECUTE FUNCTION "bump_table_version"('leave_requests');
--> statement-breakpoint
DROP TRIGGER "leave_actions_version_insert" ON "leave_actions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_actions_version_insert" AFTER INSERT ON "leave_actions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_actions'::text)) EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
DROP TRIGGER "leave_actions_version_update" ON "leave_actions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_actions_version_update" AFTER UPDATE ON "leave_actions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_actions'::text)) EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
DROP TRIGGER "leave_actions_version_delete" ON "leave_actions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_actions_version_delete" AFTER DELETE ON "leave_actions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_actions'::text)) EXECUTE FUNCTION "bump_table_version"('leave_actions');
--> statement-breakpoint
DROP TRIGGER "leave_types_version_insert" ON "leave_types";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_types_version_insert" AFTER INSERT ON "leave_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_types'::text)) EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
DROP TRIGGER "leave_types_version_update" ON "leave_types";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_types_version_update" AFTER UPDATE ON "leave_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_types'::text)) EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
DROP TRIGGER "leave_types_version_delete" ON "leave_types";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leave_types_version_delete" AFTER DELETE ON "leave_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('leave_types'::text)) EXECUTE FUNCTION "bump_table_version"('leave_types');
--> statement-breakpoint
DROP TRIGGER "payslips_version_insert" ON "payslips";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payslips_version_insert" AFTER INSERT ON "payslips" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('payslips'::text)) EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
DROP TRIGGER "payslips_version_update" ON "payslips";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payslips_version_update" AFTER UPDATE ON "payslips" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('payslips'::text)) EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
DROP TRIGGER "payslips_version_delete" ON "payslips";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payslips_version_delete" AFTER DELETE ON "payslips" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('payslips'::text)) EXECUTE FUNCTION "bump_table_version"('payslips');
--> statement-breakpoint
DROP TRIGGER "form16_part_a_version_insert" ON "form16_part_a";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "form16_part_a_version_insert" AFTER INSERT ON "form16_part_a" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('form16_part_a'::text)) EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
DROP TRIGGER "form16_part_a_version_update" ON "form16_part_a";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "form16_part_a_version_update" AFTER UPDATE ON "form16_part_a" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('form16_part_a'::text)) EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
DROP TRIGGER "form16_part_a_version_delete" ON "form16_part_a";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "form16_part_a_version_delete" AFTER DELETE ON "form16_part_a" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('form16_part_a'::text)) EXECUTE FUNCTION "bump_table_version"('form16_part_a');
--> statement-breakpoint
DROP TRIGGER "api_clients_version_insert" ON "api_clients";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "api_clients_version_insert" AFTER INSERT ON "api_clients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('api_clients'::text)) EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
DROP TRIGGER "api_clients_version_update" ON "api_clients";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "api_clients_version_update" AFTER UPDATE ON "api_clients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('api_clients'::text)) EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
DROP TRIGGER "api_clients_version_delete" ON "api_clients";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "api_clients_version_delete" AFTER DELETE ON "api_clients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('api_clients'::text)) EXECUTE FUNCTION "bump_table_version"('api_clients');
--> statement-breakpoint
DROP TRIGGER "sessions_version_end" ON "sessions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_version_end" AFTER UPDATE OF "ended_at" ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('sessions'::text)) EXECUTE FUNCTION "bump_table_version"('sessions');
--> statement-breakpoint
DROP TRIGGER "sessions_version_delete" ON "sessions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_version_delete" AFTER DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('sessions'::text)) EXECUTE FUNCTION "bump_table_version"('sessions');
--> statement-breakpoint
DROP TRIGGER "candidates_version_insert" ON "candidates";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidates_version_insert" AFTER INSERT ON "candidates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidates'::text)) EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
DROP TRIGGER "candidates_version_update" ON "candidates";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidates_version_update" AFTER UPDATE ON "candidates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidates'::text)) EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
DROP TRIGGER "candidates_version_delete" ON "candidates";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidates_version_delete" AFTER DELETE ON "candidates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidates'::text)) EXECUTE FUNCTION "bump_table_version"('candidates');
--> statement-breakpoint
DROP TRIGGER "applications_version_insert" ON "applications";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_version_insert" AFTER INSERT ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('applications'::text)) EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
DROP TRIGGER "applications_version_update" ON "applications";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_version_update" AFTER UPDATE ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('applications'::text)) EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
DROP TRIGGER "applications_version_delete" ON "applications";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_version_delete" AFTER DELETE ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('applications'::text)) EXECUTE FUNCTION "bump_table_version"('applications');
--> statement-breakpoint
DROP TRIGGER "candidate_notes_version_insert" ON "candidate_notes";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidate_notes_version_insert" AFTER INSERT ON "candidate_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidate_notes'::text)) EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
DROP TRIGGER "candidate_notes_version_update" ON "candidate_notes";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidate_notes_version_update" AFTER UPDATE ON "candidate_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidate_notes'::text)) EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
DROP TRIGGER "candidate_notes_version_delete" ON "candidate_notes";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "candidate_notes_version_delete" AFTER DELETE ON "candidate_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('candidate_notes'::text)) EXECUTE FUNCTION "bump_table_version"('candidate_notes');
--> statement-breakpoint
DROP TRIGGER "referrals_version_insert" ON "referrals";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referrals_version_insert" AFTER INSERT ON "referrals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('referrals'::text)) EXECUTE FUNCTION "bump_table_version"('referrals');
--> statement-breakpoint
DROP TRIGGER "referrals_version_update" ON "referrals";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referrals_version_update" AFTER UPDATE ON "referrals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('referrals'::text)) EXECUTE FUNCTION "bump_table_version"('referrals');
--> statement-breakpoint
DROP TRIGGER "referrals_version_delete" ON "referrals";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referrals_version_delete" AFTER DELETE ON "referrals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("table_version_first_change"('referrals'::text)) EXECUTE FUNCTION "bump_table_version"('referrals');
