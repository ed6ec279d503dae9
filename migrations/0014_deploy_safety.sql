CREATE TABLE `content_seed_log` (
	`slug` text PRIMARY KEY NOT NULL,
	`seed_hash` text NOT NULL,
	`seeded_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `session_epoch` integer DEFAULT 0 NOT NULL;