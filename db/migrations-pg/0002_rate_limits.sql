-- Counters of rate-limiter-flexible (app/.server/security/rate-limit.ts), shared by every web
-- process in Postgres mode. Postgres only: one SQLite process counts in memory.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY,
	"points" integer NOT NULL DEFAULT 0,
	"expire" bigint
);
