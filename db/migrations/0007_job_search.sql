-- Full-text index over each job's title, description and skills, for the referral keyword search.
-- rowid is the job's id. Kept in step by lib/jobs/search-index.ts whenever a job is written.
CREATE VIRTUAL TABLE `job_search` USING fts5(`title`, `description`, `skills`, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `job_search` (`rowid`, `title`, `description`, `skills`)
SELECT j.`id`, j.`title`, j.`description`, coalesce((SELECT group_concat(s.`skill`, ' ') FROM `job_skills` s WHERE s.`job_id` = j.`id`), '') FROM `jobs` j;
