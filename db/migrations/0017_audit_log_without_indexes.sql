DROP INDEX `audit_log_target_idx`;--> statement-breakpoint
DROP INDEX `audit_log_actor_idx`;