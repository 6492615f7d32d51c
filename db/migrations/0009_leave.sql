CREATE TABLE `holidays` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL,
	`location_code` text,
	FOREIGN KEY (`location_code`) REFERENCES `locations`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `holidays_date_idx` ON `holidays` (`date`,`location_code`);--> statement-breakpoint
CREATE TABLE `leave_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`leave_request_id` integer NOT NULL,
	`action` text NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`comments` text,
	`acted_by` text NOT NULL,
	`acted_at` text NOT NULL,
	FOREIGN KEY (`leave_request_id`) REFERENCES `leave_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leave_actions_request_idx` ON `leave_actions` (`leave_request_id`,`id`);--> statement-breakpoint
CREATE TABLE `leave_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`employee_id` integer NOT NULL,
	`leave_type` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`duration` text NOT NULL,
	`days` real NOT NULL,
	`year` integer NOT NULL,
	`leave_reason` text,
	`comments` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leave_requests_request_id_uq` ON `leave_requests` (`request_id`);--> statement-breakpoint
CREATE INDEX `leave_requests_balance_idx` ON `leave_requests` (`employee_id`,`year`,`leave_type`,`status`,`days`);--> statement-breakpoint
CREATE INDEX `leave_requests_dates_idx` ON `leave_requests` (`employee_id`,`status`,`start_date`,`end_date`);--> statement-breakpoint
CREATE INDEX `leave_requests_status_idx` ON `leave_requests` (`status`,`employee_id`);--> statement-breakpoint
CREATE TABLE `leave_types` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`yearly_allocation` real
);
