CREATE TABLE `saved_quiz_results` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`category` text NOT NULL,
	`answers` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_quiz_results_user_answers_idx` ON `saved_quiz_results` (`user_id`,`category`,`answers`);--> statement-breakpoint
CREATE INDEX `saved_quiz_results_user_created_idx` ON `saved_quiz_results` (`user_id`,`created_at`);