ALTER TABLE `children` ADD `age_given_at` integer;--> statement-breakpoint
ALTER TABLE `children` ADD `birth_date` text;--> statement-breakpoint
ALTER TABLE `children` ADD `rules` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `child_id` integer REFERENCES children(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `stories` ADD `companion_child_id` integer REFERENCES children(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `stories` ADD `sequel_of` integer REFERENCES stories(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `users` ADD `family_rules` text DEFAULT '[]' NOT NULL;