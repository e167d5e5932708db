ALTER TABLE `stories` ADD `version_of` integer REFERENCES stories(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `free_retell_used` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `stories_version_of_uq` ON `stories` (`version_of`);