CREATE TABLE `form16_part_a` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`year` integer NOT NULL,
	`employer_name` text NOT NULL,
	`employer_address` text,
	`employer_tan` text NOT NULL,
	`employer_pan` text NOT NULL,
	`employee_pan` text NOT NULL,
	`quarters` text NOT NULL,
	`imported_by` text NOT NULL,
	`imported_at` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `form16_part_a_employee_year_uq` ON `form16_part_a` (`employee_id`,`year`);--> statement-breakpoint
CREATE TABLE `payslips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`month` text NOT NULL,
	`financial_year` integer NOT NULL,
	`paid_days` real NOT NULL,
	`lop_days` real NOT NULL,
	`earnings` text NOT NULL,
	`deductions` text NOT NULL,
	`employer_contributions` text NOT NULL,
	`gross_paise` integer NOT NULL,
	`deductions_paise` integer NOT NULL,
	`net_paise` integer NOT NULL,
	`employer_paise` integer NOT NULL,
	`basic_paise` integer NOT NULL,
	`employer_nps_paise` integer NOT NULL,
	`tds_paise` integer NOT NULL,
	`imported_by` text NOT NULL,
	`imported_at` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payslips_employee_month_uq` ON `payslips` (`employee_id`,`month`);--> statement-breakpoint
CREATE INDEX `payslips_year_idx` ON `payslips` (`employee_id`,`financial_year`,`month`);