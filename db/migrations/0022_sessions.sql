CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_account_idx` ON `sessions` (`account_id`);--> statement-breakpoint
CREATE INDEX `sessions_created_idx` ON `sessions` (`created_at`);--> statement-breakpoint
-- Signed-in sessions are cached by id until one ends: every browser request checks its session, and an
-- ended one must be refused at once, in every process. Last-seen updates bump nothing (see lib/auth/sessions.ts).
INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('sessions', 0);
--> statement-breakpoint
CREATE TRIGGER `sessions_version_end` AFTER UPDATE OF `ended_at` ON `sessions` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'sessions'; END;
--> statement-breakpoint
CREATE TRIGGER `sessions_version_delete` AFTER DELETE ON `sessions` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'sessions'; END;
--> statement-breakpoint
-- Disabling an account or changing its password or roles ends all its sessions, whichever path (API, CLI,
-- SQL) makes the change. Re-enabling an account ends nothing; the last sign-in time is no change at all.
CREATE TRIGGER `accounts_end_sessions` AFTER UPDATE OF `disabled`, `password_hash` ON `accounts` WHEN (NEW.`disabled` AND NOT OLD.`disabled`) OR NEW.`password_hash` IS NOT OLD.`password_hash` BEGIN UPDATE `sessions` SET `ended_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `account_id` = NEW.`id` AND `ended_at` IS NULL; END;
--> statement-breakpoint
CREATE TRIGGER `account_roles_insert_end_sessions` AFTER INSERT ON `account_roles` BEGIN UPDATE `sessions` SET `ended_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `account_id` = NEW.`account_id` AND `ended_at` IS NULL; END;
--> statement-breakpoint
CREATE TRIGGER `account_roles_delete_end_sessions` AFTER DELETE ON `account_roles` BEGIN UPDATE `sessions` SET `ended_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `account_id` = OLD.`account_id` AND `ended_at` IS NULL; END;
--> statement-breakpoint
CREATE TRIGGER `account_roles_update_end_sessions` AFTER UPDATE ON `account_roles` BEGIN UPDATE `sessions` SET `ended_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `account_id` IN (OLD.`account_id`, NEW.`account_id`) AND `ended_at` IS NULL; END;

