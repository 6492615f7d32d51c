-- Career-portal lists and counts are cached until a job, its locations or its skills change.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('jobs', 0), ('job_locations', 0), ('job_skills', 0);
--> statement-breakpoint
CREATE TRIGGER `jobs_version_insert` AFTER INSERT ON `jobs` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'jobs'; END;
--> statement-breakpoint
CREATE TRIGGER `jobs_version_update` AFTER UPDATE ON `jobs` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'jobs'; END;
--> statement-breakpoint
CREATE TRIGGER `jobs_version_delete` AFTER DELETE ON `jobs` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'jobs'; END;
--> statement-breakpoint
CREATE TRIGGER `job_locations_version_insert` AFTER INSERT ON `job_locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_locations'; END;
--> statement-breakpoint
CREATE TRIGGER `job_locations_version_update` AFTER UPDATE ON `job_locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_locations'; END;
--> statement-breakpoint
CREATE TRIGGER `job_locations_version_delete` AFTER DELETE ON `job_locations` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_locations'; END;
--> statement-breakpoint
CREATE TRIGGER `job_skills_version_insert` AFTER INSERT ON `job_skills` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_skills'; END;
--> statement-breakpoint
CREATE TRIGGER `job_skills_version_update` AFTER UPDATE ON `job_skills` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_skills'; END;
--> statement-breakpoint
CREATE TRIGGER `job_skills_version_delete` AFTER DELETE ON `job_skills` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'job_skills'; END;
