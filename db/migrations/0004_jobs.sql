CREATE TABLE `job_locations` (
	`job_id` integer NOT NULL,
	`location_code` text NOT NULL,
	PRIMARY KEY(`job_id`, `location_code`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_code`) REFERENCES `locations`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_locations_location_idx` ON `job_locations` (`location_code`,`job_id`);--> statement-breakpoint
CREATE TABLE `job_skills` (
	`job_id` integer NOT NULL,
	`position` integer NOT NULL,
	`skill` text NOT NULL,
	`skill_key` text NOT NULL,
	PRIMARY KEY(`job_id`, `position`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_skills_key_idx` ON `job_skills` (`skill_key`,`job_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_code` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`org_unit_code` text NOT NULL,
	`employment_type` text NOT NULL,
	`min_exp` integer NOT NULL,
	`max_exp` integer NOT NULL,
	`openings` integer NOT NULL,
	`salary_min` integer,
	`salary_max` integer,
	`currency_code` text DEFAULT 'INR' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_on_portal` integer DEFAULT false NOT NULL,
	`published_for_referral` integer DEFAULT false NOT NULL,
	`referral_bonus` integer,
	`posted_date` text,
	`closing_date` text,
	`closed_at` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`org_unit_code`) REFERENCES `business_units`(`org_unit_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_code_uq` ON `jobs` (`job_code`);--> statement-breakpoint
CREATE INDEX `jobs_listing_idx` ON `jobs` (`status`,`posted_date`,`id`,`published_on_portal`,`published_for_referral`,`closing_date`,`org_unit_code`);--> statement-breakpoint
CREATE INDEX `jobs_unit_idx` ON `jobs` (`org_unit_code`);