CREATE TABLE `referral_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referral_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`note` text,
	`moved_by` text NOT NULL,
	`moved_at` text NOT NULL,
	FOREIGN KEY (`referral_id`) REFERENCES `referrals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referral_history_referral_idx` ON `referral_history` (`referral_id`,`id`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referral_id` text NOT NULL,
	`job_id` integer NOT NULL,
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
	`status` text DEFAULT 'submitted' NOT NULL,
	`bonus_amount` real,
	`bonus_currency` text,
	`bonus_status` text NOT NULL,
	`bonus_due_on` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resume_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referral_id_uq` ON `referrals` (`referral_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_job_email_uq` ON `referrals` (`job_id`,`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_job_mobile_uq` ON `referrals` (`job_id`,`mobile_key`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer`,`id`);--> statement-breakpoint
CREATE INDEX `referrals_status_idx` ON `referrals` (`status`,`id`);--> statement-breakpoint
ALTER TABLE `candidates` ADD `referred_by` text;--> statement-breakpoint
CREATE INDEX `jobs_referral_idx` ON `jobs` (`status`,`published_for_referral`,`posted_date`,`id`,`closing_date`,`min_exp`,`max_exp`);