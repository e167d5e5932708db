CREATE TABLE `children` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name_key` text NOT NULL,
	`child_name` text NOT NULL,
	`child_age` integer NOT NULL,
	`pronouns` text NOT NULL,
	`hero_look` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `children_user_name_uq` ON `children` (`user_id`,`name_key`);--> statement-breakpoint
ALTER TABLE `stories` ADD `pronouns` text DEFAULT 'they' NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `hero_look` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `outline_choice` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `outline` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `writer` text DEFAULT '' NOT NULL;