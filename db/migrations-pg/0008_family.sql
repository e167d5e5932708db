ALTER TABLE "children" ADD COLUMN "age_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "birth_date" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "companion_child_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "sequel_of" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "family_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_companion_child_id_children_id_fk" FOREIGN KEY ("companion_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_sequel_of_stories_id_fk" FOREIGN KEY ("sequel_of") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;