CREATE TABLE `attendance_days` (
	`employee_id` integer NOT NULL,
	`date` text NOT NULL,
	`first_in` text,
	`last_out` text,
	`punch_count` integer DEFAULT 0 NOT NULL,
	`regularised_in` text,
	`regularised_out` text,
	PRIMARY KEY(`employee_id`, `date`),
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `punches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`punch_date` text NOT NULL,
	`punch_time` text NOT NULL,
	`received_at` text NOT NULL,
	`source` text NOT NULL,
	`queued` integer DEFAULT false NOT NULL,
	`latitude` real,
	`longitude` real,
	`location` text,
	`distance_m` integer,
	`inside_geofence` integer,
	`office_code` text NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `punches_day_idx` ON `punches` (`employee_id`,`punch_date`,`punch_time`);--> statement-breakpoint
CREATE TABLE `regularisations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`date` text NOT NULL,
	`in_time` text NOT NULL,
	`out_time` text NOT NULL,
	`comments` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`decided_by` text,
	`decided_at` text,
	`decision_comments` text,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `regularisations_day_idx` ON `regularisations` (`employee_id`,`date`,`status`);--> statement-breakpoint
CREATE INDEX `regularisations_status_idx` ON `regularisations` (`status`,`employee_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `regularisations_one_pending_uq` ON `regularisations` (`employee_id`,`date`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `locations` ADD `geofence_enforced` integer DEFAULT false NOT NULL;