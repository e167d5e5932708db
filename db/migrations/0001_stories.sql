CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`story_id` integer NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`run_after` integer NOT NULL,
	`last_error` text,
	`stage_ms` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_story_id_unique` ON `jobs` (`story_id`);--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`,`run_after`);--> statement-breakpoint
CREATE TABLE `segments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`story_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`content` text NOT NULL,
	`scene` text NOT NULL,
	`image_path` text,
	`audio_path` text,
	`words_path` text,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `segments_story_seq_uq` ON `segments` (`story_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `segments_image_idx` ON `segments` (`image_path`);--> statement-breakpoint
CREATE INDEX `segments_audio_idx` ON `segments` (`audio_path`);--> statement-breakpoint
CREATE INDEX `segments_words_idx` ON `segments` (`words_path`);--> statement-breakpoint
CREATE TABLE `stories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`is_sample` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'generating' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`child_name` text NOT NULL,
	`child_age` integer NOT NULL,
	`main_character` text NOT NULL,
	`theme` text NOT NULL,
	`seed` integer NOT NULL,
	`engine` text NOT NULL,
	`error_message` text,
	`progress_done` integer DEFAULT 0 NOT NULL,
	`progress_total` integer DEFAULT 1 NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stories_user_idx` ON `stories` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stories_sample_idx` ON `stories` (`is_sample`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `stories_idempotency_uq` ON `stories` (`user_id`,`idempotency_key`);