-- The rate limits' counters when the app runs on PostgreSQL (lib/api/rate-limit.ts), shared by every
-- process and machine so that a caller has one budget however its requests are spread. The layout is
-- rate-limiter-flexible's RateLimiterPostgres table (key: the limit's prefix and the caller; expire: epoch
-- ms). Not a table of db/schema: nothing else reads it, db:copy leaves it out, and its rows are
-- counters that expire within the hour.
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY,
	"points" integer NOT NULL DEFAULT 0,
	"expire" bigint
);
