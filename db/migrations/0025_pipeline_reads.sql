CREATE INDEX `applications_job_idx` ON `applications` (`job_id`,`id`);--> statement-breakpoint
-- Versions for the candidate's page and a job's applicants, cached until one of these tables changes.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('candidates', 0);
--> statement-breakpoint
CREATE TRIGGER `candidates_version_insert` AFTER INSERT ON `candidates` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidates'; END;
--> statement-breakpoint
CREATE TRIGGER `candidates_version_update` AFTER UPDATE ON `candidates` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidates'; END;
--> statement-breakpoint
CREATE TRIGGER `candidates_version_delete` AFTER DELETE ON `candidates` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidates'; END;
--> statement-breakpoint
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('applications', 0);
--> statement-breakpoint
CREATE TRIGGER `applications_version_insert` AFTER INSERT ON `applications` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'applications'; END;
--> statement-breakpoint
CREATE TRIGGER `applications_version_update` AFTER UPDATE ON `applications` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'applications'; END;
--> statement-breakpoint
CREATE TRIGGER `applications_version_delete` AFTER DELETE ON `applications` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'applications'; END;
--> statement-breakpoint
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('candidate_notes', 0);
--> statement-breakpoint
CREATE TRIGGER `candidate_notes_version_insert` AFTER INSERT ON `candidate_notes` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidate_notes'; END;
--> statement-breakpoint
CREATE TRIGGER `candidate_notes_version_update` AFTER UPDATE ON `candidate_notes` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidate_notes'; END;
--> statement-breakpoint
CREATE TRIGGER `candidate_notes_version_delete` AFTER DELETE ON `candidate_notes` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'candidate_notes'; END;
--> statement-breakpoint
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('referrals', 0);
--> statement-breakpoint
CREATE TRIGGER `referrals_version_insert` AFTER INSERT ON `referrals` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'referrals'; END;
--> statement-breakpoint
CREATE TRIGGER `referrals_version_update` AFTER UPDATE ON `referrals` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'referrals'; END;
--> statement-breakpoint
CREATE TRIGGER `referrals_version_delete` AFTER DELETE ON `referrals` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'referrals'; END;
