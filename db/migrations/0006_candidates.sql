CREATE TABLE `candidate_addresses` (
	`candidate_id` integer NOT NULL,
	`kind` text NOT NULL,
	`address_line1` text,
	`address_line2` text,
	`city` text,
	`state` text,
	`country` text,
	`pincode` text,
	PRIMARY KEY(`candidate_id`, `kind`),
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `candidate_education` (
	`candidate_id` integer NOT NULL,
	`position` integer NOT NULL,
	`degree` text,
	`institute` text,
	`percentage` text,
	`start_date` text,
	`end_date` text,
	PRIMARY KEY(`candidate_id`, `position`),
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `candidate_experience` (
	`candidate_id` integer NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`company_name` text,
	`job_title` text,
	`job_description` text,
	`start_date` text,
	`end_date` text,
	`ctc` real,
	`currency_code` text,
	`current_employer` text,
	PRIMARY KEY(`candidate_id`, `kind`, `position`),
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `candidate_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`candidate_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`note` text,
	`moved_by` text NOT NULL,
	`moved_at` text NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_status_history_candidate_idx` ON `candidate_status_history` (`candidate_id`,`id`);--> statement-breakpoint
CREATE TABLE `candidate_tags` (
	`candidate_id` integer NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`candidate_id`, `kind`, `position`),
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `candidates` (
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
	`status` text DEFAULT 'new' NOT NULL,
	`source` text NOT NULL,
	`job_id` integer,
	`resume_file_id` integer,
	`resume_extension` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resume_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_candidate_id_uq` ON `candidates` (`candidate_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_email_uq` ON `candidates` (`primary_email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_mobile_uq` ON `candidates` (`mobile_key`);--> statement-breakpoint
CREATE INDEX `candidates_job_idx` ON `candidates` (`job_id`,`id`);--> statement-breakpoint
CREATE INDEX `candidates_status_idx` ON `candidates` (`status`,`id`);