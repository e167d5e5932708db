ALTER TABLE "jobs" ADD COLUMN "queue_ref" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "leased_until" timestamp with time zone;