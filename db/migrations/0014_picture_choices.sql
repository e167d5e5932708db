ALTER TABLE `segments` ADD `picture_shows` text;--> statement-breakpoint
ALTER TABLE `segments` ADD `redraws` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `segments` ADD `previous_image_path` text;--> statement-breakpoint
ALTER TABLE `segments` ADD `previous_drawing_path` text;--> statement-breakpoint
ALTER TABLE `segments` ADD `previous_picture_shows` text;--> statement-breakpoint
ALTER TABLE `segments` ADD `previous_scene` text;--> statement-breakpoint
CREATE INDEX `segments_previous_image_idx` ON `segments` (`previous_image_path`);--> statement-breakpoint
CREATE INDEX `segments_previous_drawing_idx` ON `segments` (`previous_drawing_path`);