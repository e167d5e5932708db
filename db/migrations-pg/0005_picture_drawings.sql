ALTER TABLE "segments" ADD COLUMN "drawing_path" text;--> statement-breakpoint
CREATE INDEX "segments_drawing_idx" ON "segments" USING btree ("drawing_path");