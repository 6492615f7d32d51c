CREATE TABLE `table_versions` (
	`table_name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
