ALTER TABLE `segments` ADD `drawing_path` text;--> statement-breakpoint
CREATE INDEX `segments_drawing_idx` ON `segments` (`drawing_path`);