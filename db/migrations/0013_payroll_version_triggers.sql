-- Payroll periods and Form 16 are cached until payslips or Part A change (imports are rare, reads are not).
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('payslips', 0), ('form16_part_a', 0);
--> statement-breakpoint
CREATE TRIGGER `payslips_version_insert` AFTER INSERT ON `payslips` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'payslips'; END;
--> statement-breakpoint
CREATE TRIGGER `payslips_version_update` AFTER UPDATE ON `payslips` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'payslips'; END;
--> statement-breakpoint
CREATE TRIGGER `payslips_version_delete` AFTER DELETE ON `payslips` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'payslips'; END;
--> statement-breakpoint
CREATE TRIGGER `form16_part_a_version_insert` AFTER INSERT ON `form16_part_a` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'form16_part_a'; END;
--> statement-breakpoint
CREATE TRIGGER `form16_part_a_version_update` AFTER UPDATE ON `form16_part_a` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'form16_part_a'; END;
--> statement-breakpoint
CREATE TRIGGER `form16_part_a_version_delete` AFTER DELETE ON `form16_part_a` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'form16_part_a'; END;
