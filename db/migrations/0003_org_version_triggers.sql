-- Directory pages show business-unit and location names, so cached pages must also notice their changes.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('business_units', 0), ('locations', 0);
--> statement-breakpoint
CREATE TRIGGER `business_units_version_insert` AFTER INSERT ON `business_units` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'business_units'; END;
--> statement-breakpoint
CREATE TRIGGER `business_units_version_update` AFTER UPDATE ON `business_units` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'business_units'; END;
--> statement-breakpoint
CREATE TRIGGER `business_units_version_delete` AFTER DELETE ON `business_units` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'business_units'; END;
--> statement-breakpoint
CREATE TRIGGER `locations_version_insert` AFTER INSERT ON `locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'locations'; END;
--> statement-breakpoint
CREATE TRIGGER `locations_version_update` AFTER UPDATE ON `locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'locations'; END;
--> statement-breakpoint
CREATE TRIGGER `locations_version_delete` AFTER DELETE ON `locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'locations'; END;
