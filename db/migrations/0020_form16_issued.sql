-- Form 16 is issued once its Part A is imported and kept as issued (lib/payroll/form16-issue.ts): a read
-- fetches the text instead of summing the year's payslips and working the tax out. What it was worked
-- out from clears it, until the next import or start-up issues it again: Part A itself, the year's
-- payslips, and the person's username and name.
ALTER TABLE `form16_part_a` ADD `issued` text;--> statement-breakpoint
ALTER TABLE `form16_part_a` ADD `issued_generator` integer;--> statement-breakpoint
CREATE TRIGGER `form16_issued_part_a_update` AFTER UPDATE OF `employee_id`, `year`, `employer_name`, `employer_address`, `employer_tan`, `employer_pan`, `employee_pan`, `quarters` ON `form16_part_a` WHEN NEW.`issued` IS NOT NULL BEGIN UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `form16_issued_payslip_insert` AFTER INSERT ON `payslips` BEGIN UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `employee_id` = NEW.`employee_id` AND `year` = NEW.`financial_year` AND `issued` IS NOT NULL; END;
--> statement-breakpoint
CREATE TRIGGER `form16_issued_payslip_update` AFTER UPDATE ON `payslips` BEGIN UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `employee_id` = OLD.`employee_id` AND `year` = OLD.`financial_year` AND `issued` IS NOT NULL; UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `employee_id` = NEW.`employee_id` AND `year` = NEW.`financial_year` AND `issued` IS NOT NULL; END;
--> statement-breakpoint
CREATE TRIGGER `form16_issued_payslip_delete` AFTER DELETE ON `payslips` BEGIN UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `employee_id` = OLD.`employee_id` AND `year` = OLD.`financial_year` AND `issued` IS NOT NULL; END;
--> statement-breakpoint
CREATE TRIGGER `form16_issued_employee_update` AFTER UPDATE OF `username`, `display_name` ON `employees` WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`display_name` IS NOT NEW.`display_name` BEGIN UPDATE `form16_part_a` SET `issued` = NULL, `issued_generator` = NULL WHERE `employee_id` = NEW.`id` AND `issued` IS NOT NULL; END;
