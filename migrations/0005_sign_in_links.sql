PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_known" CHECK("__new_auth_tokens"."purpose" IN ('verify_email', 'reset_password', 'sign_in'))
);
--> statement-breakpoint
INSERT INTO `__new_auth_tokens`("token_hash", "user_id", "purpose", "expires_at", "created_at") SELECT "token_hash", "user_id", "purpose", "expires_at", "created_at" FROM `auth_tokens`;--> statement-breakpoint
DROP TABLE `auth_tokens`;--> statement-breakpoint
ALTER TABLE `__new_auth_tokens` RENAME TO `auth_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `auth_tokens_user_purpose_idx` ON `auth_tokens` (`user_id`,`purpose`);