-- The career site's search filters by employment type and experience too: with them in the index,
-- building the portal's in-memory index still reads the index alone, never the (large) job rows.
DROP INDEX `jobs_listing_idx`;--> statement-breakpoint
CREATE INDEX `jobs_listing_idx` ON `jobs` (`status`,`posted_date`,`id`,`published_on_portal`,`published_for_referral`,`closing_date`,`org_unit_code`,`employment_type`,`min_exp`,`max_exp`);