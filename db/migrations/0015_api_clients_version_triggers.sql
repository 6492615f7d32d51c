-- API clients are cached by key hash until a client is created, changed or revoked: every system request
-- authenticates, and a revocation must still take effect at once, in every process.
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('api_clients', 0);
--> statement-breakpoint
CREATE TRIGGER `api_clients_version_insert` AFTER INSERT ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;
--> statement-breakpoint
CREATE TRIGGER `api_clients_version_update` AFTER UPDATE ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;
--> statement-breakpoint
CREATE TRIGGER `api_clients_version_delete` AFTER DELETE ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;
