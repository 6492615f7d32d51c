CREATE TABLE `application_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`from_stage` text,
	`to_stage` text NOT NULL,
	`note` text,
	`moved_by` text NOT NULL,
	`moved_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_history_application_idx` ON `application_history` (`application_id`,`id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` text NOT NULL,
	`candidate_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`stage` text DEFAULT 'applied' NOT NULL,
	`source` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_application_id_uq` ON `applications` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `applications_candidate_job_uq` ON `applications` (`candidate_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `applications_job_stage_idx` ON `applications` (`job_id`,`stage`,`id`);--> statement-breakpoint
CREATE TABLE `candidate_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`candidate_id` integer NOT NULL,
	`application_id` integer,
	`body` text NOT NULL,
	`author` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_notes_candidate_idx` ON `candidate_notes` (`candidate_id`,`id`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `owner` text;--> statement-breakpoint
CREATE INDEX `jobs_owner_idx` ON `jobs` (`owner`);--> statement-breakpoint
ALTER TABLE `candidates` ADD `stage` text;--> statement-breakpoint
CREATE INDEX `candidates_stage_idx` ON `candidates` (`stage`,`id`);--> statement-breakpoint
ALTER TABLE `referrals` ADD `application_id` integer REFERENCES applications(id);--> statement-breakpoint
CREATE INDEX `referrals_application_idx` ON `referrals` (`application_id`);--> statement-breakpoint
-- Moving the data: a job a person created is theirs (a system's has no owner until one is assigned);
-- every referral becomes an application (its status its stage, its history the application's), every
-- other candidate with a job one more; a candidate's own status moves that no application can carry
-- become notes, so nothing recorded is lost.
UPDATE `jobs` SET `owner` = `created_by` WHERE `created_by` IN (SELECT `username` FROM `employees`);--> statement-breakpoint
INSERT OR IGNORE INTO `applications` (`application_id`, `candidate_id`, `job_id`, `stage`, `source`, `created_by`, `created_at`, `updated_by`, `updated_at`)
SELECT 'MIGRATING-' || `id`, `candidate_id`, `job_id`, CASE `status` WHEN 'submitted' THEN 'applied' ELSE `status` END, 'referral', `created_by`, `created_at`, `updated_by`, `updated_at`
FROM `referrals` ORDER BY `id`;--> statement-breakpoint
UPDATE `referrals` SET `application_id` = (SELECT a.`id` FROM `applications` a WHERE a.`candidate_id` = `referrals`.`candidate_id` AND a.`job_id` = `referrals`.`job_id`);--> statement-breakpoint
INSERT INTO `application_history` (`application_id`, `from_stage`, `to_stage`, `note`, `moved_by`, `moved_at`)
SELECT r.`application_id`,
  CASE h.`from_status` WHEN 'submitted' THEN 'applied' ELSE h.`from_status` END,
  CASE h.`to_status` WHEN 'submitted' THEN 'applied' ELSE h.`to_status` END,
  h.`note`, h.`moved_by`, h.`moved_at`
FROM `referral_history` h JOIN `referrals` r ON r.`id` = h.`referral_id`
WHERE r.`id` = (SELECT min(r2.`id`) FROM `referrals` r2 WHERE r2.`application_id` = r.`application_id`)
ORDER BY h.`id`;--> statement-breakpoint
INSERT OR IGNORE INTO `applications` (`application_id`, `candidate_id`, `job_id`, `stage`, `source`, `created_by`, `created_at`, `updated_by`, `updated_at`)
SELECT 'MIGRATING-C' || `id`, `id`, `job_id`,
  CASE `status` WHEN 'new' THEN 'applied' WHEN 'in_review' THEN 'screening' WHEN 'shortlisted' THEN 'interviewing' ELSE `status` END,
  `source`, `created_by`, `created_at`, `updated_by`, `updated_at`
FROM `candidates` WHERE `job_id` IS NOT NULL ORDER BY `id`;--> statement-breakpoint
INSERT INTO `application_history` (`application_id`, `from_stage`, `to_stage`, `note`, `moved_by`, `moved_at`)
SELECT a.`id`,
  CASE h.`from_status` WHEN 'new' THEN 'applied' WHEN 'in_review' THEN 'screening' WHEN 'shortlisted' THEN 'interviewing' ELSE h.`from_status` END,
  CASE h.`to_status` WHEN 'new' THEN 'applied' WHEN 'in_review' THEN 'screening' WHEN 'shortlisted' THEN 'interviewing' ELSE h.`to_status` END,
  h.`note`, h.`moved_by`, h.`moved_at`
FROM `candidate_status_history` h JOIN `applications` a ON a.`candidate_id` = h.`candidate_id` AND a.`application_id` = 'MIGRATING-C' || h.`candidate_id`
ORDER BY h.`id`;--> statement-breakpoint
INSERT INTO `candidate_notes` (`candidate_id`, `application_id`, `body`, `author`, `created_at`)
SELECT h.`candidate_id`,
  (SELECT a.`id` FROM `applications` a JOIN `candidates` c ON c.`id` = h.`candidate_id` WHERE a.`candidate_id` = c.`id` AND a.`job_id` = c.`job_id`),
  'Candidate status ' ||
    CASE WHEN h.`from_status` IS NULL THEN 'set to ' ELSE 'moved from ' ||
      CASE h.`from_status` WHEN 'new' THEN 'New' WHEN 'in_review' THEN 'In review' WHEN 'shortlisted' THEN 'Shortlisted' WHEN 'hired' THEN 'Hired' ELSE 'Rejected' END || ' to ' END ||
    CASE h.`to_status` WHEN 'new' THEN 'New' WHEN 'in_review' THEN 'In review' WHEN 'shortlisted' THEN 'Shortlisted' WHEN 'hired' THEN 'Hired' ELSE 'Rejected' END ||
    ' (before applications had stages)' || coalesce(': ' || h.`note`, '.'),
  h.`moved_by`, h.`moved_at`
FROM `candidate_status_history` h
WHERE NOT EXISTS (SELECT 1 FROM `applications` a WHERE a.`application_id` = 'MIGRATING-C' || h.`candidate_id`)
ORDER BY h.`id`;--> statement-breakpoint
-- A second referral of the same person to the same job (possible before applications, when the person was
-- found by another contact) shares the first one's application; its own moves are kept as notes on it.
INSERT INTO `candidate_notes` (`candidate_id`, `application_id`, `body`, `author`, `created_at`)
SELECT r.`candidate_id`, r.`application_id`,
  'Referral ' || r.`referral_id` || ' by ' || r.`referrer` || ' ' ||
    CASE WHEN h.`from_status` IS NULL THEN 'set to ' ELSE 'moved from ' || upper(substr(h.`from_status`, 1, 1)) || substr(h.`from_status`, 2) || ' to ' END ||
    upper(substr(h.`to_status`, 1, 1)) || substr(h.`to_status`, 2) ||
    ' (a second referral to this application, before applications had stages)' || coalesce(': ' || h.`note`, '.'),
  h.`moved_by`, h.`moved_at`
FROM `referral_history` h JOIN `referrals` r ON r.`id` = h.`referral_id`
WHERE r.`id` <> (SELECT min(r2.`id`) FROM `referrals` r2 WHERE r2.`application_id` = r.`application_id`)
ORDER BY h.`id`;--> statement-breakpoint
UPDATE `applications` SET `application_id` = 'APP-' || printf('%06d', `id`);--> statement-breakpoint
UPDATE `candidates` SET `stage` = (
  SELECT a.`stage` FROM `applications` a WHERE a.`candidate_id` = `candidates`.`id`
  ORDER BY CASE a.`stage` WHEN 'hired' THEN 6 WHEN 'offered' THEN 5 WHEN 'interviewing' THEN 4 WHEN 'screening' THEN 3 WHEN 'applied' THEN 2 ELSE 1 END DESC, a.`updated_at` DESC, a.`id` DESC
  LIMIT 1);
