-- Bump the employees version on every change, so cached directory totals know when they are stale.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('employees', 0);
--> statement-breakpoint
CREATE TRIGGER `employees_version_insert` AFTER INSERT ON `employees` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'employees'; END;
--> statement-breakpoint
CREATE TRIGGER `employees_version_update` AFTER UPDATE ON `employees` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'employees'; END;
--> statement-breakpoint
CREATE TRIGGER `employees_version_delete` AFTER DELETE ON `employees` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'employees'; END;
