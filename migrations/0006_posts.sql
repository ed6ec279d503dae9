CREATE TABLE `posts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`body` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`group_name` text,
	`hero_image_url` text,
	`author_id` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_at` integer,
	`reviewed_on` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`seed_hash` text,
	`revision` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "posts_kind_known" CHECK("posts"."kind" IN ('guide', 'article')),
	CONSTRAINT "posts_status_known" CHECK("posts"."status" IN ('draft', 'scheduled', 'published')),
	CONSTRAINT "posts_description_length" CHECK(length("posts"."description") <= 160),
	CONSTRAINT "posts_hero_image_https" CHECK("posts"."hero_image_url" IS NULL OR "posts"."hero_image_url" LIKE 'https://%')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `posts_slug_unique` ON `posts` (`slug`);--> statement-breakpoint
CREATE INDEX `posts_status_publish_idx` ON `posts` (`status`,`publish_at`);