CREATE TABLE `recording_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`voice_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`voice_id`) REFERENCES `story_voices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recording_links_token_hash_unique` ON `recording_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `recording_links_voice_idx` ON `recording_links` (`voice_id`);--> statement-breakpoint
CREATE TABLE `story_voices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`story_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_voices_story_idx` ON `story_voices` (`story_id`);--> statement-breakpoint
CREATE TABLE `voice_recordings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`voice_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`audio_path` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`voice_id`) REFERENCES `story_voices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voice_recordings_voice_seq_uq` ON `voice_recordings` (`voice_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `voice_recordings_audio_idx` ON `voice_recordings` (`audio_path`);