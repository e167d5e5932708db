ALTER TABLE "segments" ADD COLUMN "picture_shows" text;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "redraws" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "previous_image_path" text;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "previous_drawing_path" text;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "previous_picture_shows" text;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "previous_scene" text;--> statement-breakpoint
CREATE INDEX "segments_previous_image_idx" ON "segments" USING btree ("previous_image_path");--> statement-breakpoint
CREATE INDEX "segments_previous_drawing_idx" ON "segments" USING btree ("previous_drawing_path");