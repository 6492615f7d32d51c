-- Leave balances and histories are cached until a request, an action or the policy changes.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('leave_requests', 0), ('leave_actions', 0), ('leave_types', 0);
--> statement-breakpoint
CREATE TRIGGER `leave_requests_version_insert` AFTER INSERT ON `leave_requests` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_requests'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_requests_version_update` AFTER UPDATE ON `leave_requests` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_requests'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_requests_version_delete` AFTER DELETE ON `leave_requests` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_requests'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_actions_version_insert` AFTER INSERT ON `leave_actions` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_actions'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_actions_version_update` AFTER UPDATE ON `leave_actions` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_actions'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_actions_version_delete` AFTER DELETE ON `leave_actions` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_actions'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_types_version_insert` AFTER INSERT ON `leave_types` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_types'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_types_version_update` AFTER UPDATE ON `leave_types` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_types'; END;
--> statement-breakpoint
CREATE TRIGGER `leave_types_version_delete` AFTER DELETE ON `leave_types` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'leave_types'; END;
