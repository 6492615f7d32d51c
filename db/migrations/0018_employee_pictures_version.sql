-- A new profile picture bumps its own version instead of the employees one: only the directory shows
-- pictures, and every person lookup, payroll answer and leave history cached for 20,000 people was
-- dropped by each picture any one of them uploaded. updated_at changes with every update, so it bumps neither.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('employee_pictures', 0);
--> statement-breakpoint
DROP TRIGGER `employees_version_update`;
--> statement-breakpoint
CREATE TRIGGER `employees_version_update` AFTER UPDATE OF `id`, `username`, `employee_code`, `first_name`, `middle_name`, `last_name`, `display_name`, `work_email`, `personal_email`, `mobile_number`, `designation`, `department`, `org_unit_code`, `location_code`, `manager_id`, `date_of_joining`, `status`, `pan_number`, `created_at` ON `employees` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'employees'; END;
--> statement-breakpoint
CREATE TRIGGER `employee_pictures_version_update` AFTER UPDATE OF `picture_file_id` ON `employees` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'employee_pictures'; END;
