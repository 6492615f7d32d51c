ALTER TABLE `punches` ADD `review_status` text;--> statement-breakpoint
ALTER TABLE `punches` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `punches` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `punches` ADD `decision_comments` text;--> statement-breakpoint
CREATE INDEX `punches_review_idx` ON `punches` (`review_status`,`employee_id`) WHERE review_status IS NOT NULL;--> statement-breakpoint
-- Punches recorded outside the fence before reviews existed were flagged for the manager: they wait now.
UPDATE `punches` SET `review_status` = 'pending' WHERE `inside_geofence` = 0;
