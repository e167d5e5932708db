ALTER TABLE `jobs` ADD `queue_ref` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `leased_until` integer;