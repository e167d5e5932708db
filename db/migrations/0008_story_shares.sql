CREATE TABLE `story_shares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`story_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `story_shares_token_hash_unique` ON `story_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `story_shares_story_idx` ON `story_shares` (`story_id`);