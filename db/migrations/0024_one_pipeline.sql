-- Run with foreign keys off (db/client.ts, migrateDatabase): the rebuilt tables are referenced by others.
DROP TABLE `candidate_status_history`;--> statement-breakpoint
DROP TABLE `referral_history`;--> statement-breakpoint
CREATE TABLE `__new_candidates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`candidate_id` text NOT NULL,
	`title` text,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text,
	`nick_name` text,
	`local_first_name` text,
	`local_middle_name` text,
	`local_last_name` text,
	`local_nick_name` text,
	`gender` text,
	`date_of_birth` text,
	`primary_email` text,
	`primary_email_key` text,
	`secondary_email` text,
	`mobile_number` text,
	`mobile_key` text,
	`landline_number` text,
	`aadhar` text,
	`pan_number` text,
	`passport_number` text,
	`voter_id` text,
	`international_id` text,
	`linkedin_profile` text,
	`facebook_profile` text,
	`twitter_profile` text,
	`google_plus_profile` text,
	`fresher` text,
	`functional_area` text,
	`industry_name` text,
	`exp_in_years` real,
	`exp_in_months` real,
	`expected_salary` real,
	`notice_period` real,
	`reason_for_leaving` text,
	`reference_source` text,
	`stage` text,
	`resume_file_id` integer,
	`resume_extension` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`resume_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_candidates`("id", "candidate_id", "title", "first_name", "middle_name", "last_name", "nick_name", "local_first_name", "local_middle_name", "local_last_name", "local_nick_name", "gender", "date_of_birth", "primary_email", "primary_email_key", "secondary_email", "mobile_number", "mobile_key", "landline_number", "aadhar", "pan_number", "passport_number", "voter_id", "international_id", "linkedin_profile", "facebook_profile", "twitter_profile", "google_plus_profile", "fresher", "functional_area", "industry_name", "exp_in_years", "exp_in_months", "expected_salary", "notice_period", "reason_for_leaving", "reference_source", "stage", "resume_file_id", "resume_extension", "created_by", "created_at", "updated_by", "updated_at") SELECT "id", "candidate_id", "title", "first_name", "middle_name", "last_name", "nick_name", "local_first_name", "local_middle_name", "local_last_name", "local_nick_name", "gender", "date_of_birth", "primary_email", "primary_email_key", "secondary_email", "mobile_number", "mobile_key", "landline_number", "aadhar", "pan_number", "passport_number", "voter_id", "international_id", "linkedin_profile", "facebook_profile", "twitter_profile", "google_plus_profile", "fresher", "functional_area", "industry_name", "exp_in_years", "exp_in_months", "expected_salary", "notice_period", "reason_for_leaving", "reference_source", "stage", "resume_file_id", "resume_extension", "created_by", "created_at", "updated_by", "updated_at" FROM `candidates`;--> statement-breakpoint
DROP TABLE `candidates`;--> statement-breakpoint
ALTER TABLE `__new_candidates` RENAME TO `candidates`;--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_candidate_id_uq` ON `candidates` (`candidate_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_email_uq` ON `candidates` (`primary_email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_mobile_uq` ON `candidates` (`mobile_key`);--> statement-breakpoint
CREATE INDEX `candidates_stage_idx` ON `candidates` (`stage`,`id`);--> statement-breakpoint
CREATE TABLE `__new_referrals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referral_id` text NOT NULL,
	`job_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`candidate_id` integer NOT NULL,
	`referrer` text NOT NULL,
	`candidate_name` text NOT NULL,
	`email` text,
	`email_key` text,
	`mobile_number` text,
	`mobile_key` text,
	`exp_in_years` integer,
	`exp_in_months` integer,
	`skills` text,
	`resume_file_id` integer,
	`resume_extension` text,
	`bonus_amount` real,
	`bonus_currency` text,
	`bonus_status` text NOT NULL,
	`bonus_due_on` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resume_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_referrals`("id", "referral_id", "job_id", "application_id", "candidate_id", "referrer", "candidate_name", "email", "email_key", "mobile_number", "mobile_key", "exp_in_years", "exp_in_months", "skills", "resume_file_id", "resume_extension", "bonus_amount", "bonus_currency", "bonus_status", "bonus_due_on", "created_by", "created_at", "updated_by", "updated_at") SELECT "id", "referral_id", "job_id", "application_id", "candidate_id", "referrer", "candidate_name", "email", "email_key", "mobile_number", "mobile_key", "exp_in_years", "exp_in_months", "skills", "resume_file_id", "resume_extension", "bonus_amount", "bonus_currency", "bonus_status", "bonus_due_on", "created_by", "created_at", "updated_by", "updated_at" FROM `referrals`;--> statement-breakpoint
DROP TABLE `referrals`;--> statement-breakpoint
ALTER TABLE `__new_referrals` RENAME TO `referrals`;--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referral_id_uq` ON `referrals` (`referral_id`);--> statement-breakpoint
CREATE INDEX `referrals_application_idx` ON `referrals` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_job_email_uq` ON `referrals` (`job_id`,`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_job_mobile_uq` ON `referrals` (`job_id`,`mobile_key`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer`,`id`);