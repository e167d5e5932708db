ALTER TABLE "children" ADD COLUMN "interests" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "fears" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "family" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "interests" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "fears" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "family" text;