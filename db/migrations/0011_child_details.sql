ALTER TABLE `children` ADD `interests` text;--> statement-breakpoint
ALTER TABLE `children` ADD `fears` text;--> statement-breakpoint
ALTER TABLE `children` ADD `family` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `interests` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `fears` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `family` text;