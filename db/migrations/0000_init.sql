CREATE TABLE `business_units` (
	`org_unit_code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`parent_org_unit_code` text,
	FOREIGN KEY (`parent_org_unit_code`) REFERENCES `business_units`(`org_unit_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `business_units_parent_idx` ON `business_units` (`parent_org_unit_code`);--> statement-breakpoint
CREATE TABLE `locations` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`country` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`geofence_radius_m` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `employees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`employee_code` text NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`display_name` text NOT NULL,
	`work_email` text NOT NULL,
	`personal_email` text,
	`mobile_number` text,
	`designation` text NOT NULL,
	`department` text NOT NULL,
	`org_unit_code` text NOT NULL,
	`location_code` text NOT NULL,
	`manager_id` integer,
	`date_of_joining` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`pan_number` text,
	`picture_file_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`org_unit_code`) REFERENCES `business_units`(`org_unit_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_code`) REFERENCES `locations`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`manager_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`picture_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employees_username_uq` ON `employees` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `employees_code_uq` ON `employees` (`employee_code`);--> statement-breakpoint
CREATE INDEX `employees_manager_idx` ON `employees` (`manager_id`);--> statement-breakpoint
CREATE INDEX `employees_directory_idx` ON `employees` (`status`,`display_name`,`id`);--> statement-breakpoint
CREATE INDEX `employees_unit_idx` ON `employees` (`org_unit_code`,`status`,`display_name`);--> statement-breakpoint
CREATE INDEX `employees_location_idx` ON `employees` (`location_code`,`status`,`display_name`);--> statement-breakpoint
CREATE TABLE `stored_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sha256` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stored_files_sha_idx` ON `stored_files` (`sha256`);--> statement-breakpoint
CREATE TABLE `account_roles` (
	`account_id` integer NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`account_id`, `role`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role`) REFERENCES `roles`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`password_hash` text NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`last_sign_in_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_employee_uq` ON `accounts` (`employee_id`);--> statement-breakpoint
CREATE TABLE `api_clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` text NOT NULL,
	`name` text NOT NULL,
	`key_hash` text,
	`secret_hash` text,
	`scopes` text NOT NULL,
	`ip_allowlist` text NOT NULL,
	`revoked_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_clients_client_id_uq` ON `api_clients` (`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `api_clients_key_hash_uq` ON `api_clients` (`key_hash`);--> statement-breakpoint
CREATE TABLE `roles` (
	`code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`actor_type` text NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`request_id` text NOT NULL,
	`ip` text,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`at`);--> statement-breakpoint
CREATE TABLE `idempotency_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`principal` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer,
	`response_body` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_principal_key_uq` ON `idempotency_records` (`principal`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_records` (`created_at`);