CREATE TABLE `certification_withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`source_url` text NOT NULL,
	`withdrawn_on` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by` text,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certification_withdrawals_product_id_unique` ON `certification_withdrawals` (`product_id`);--> statement-breakpoint
CREATE TABLE `prohibited_list_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`retrieved` text NOT NULL,
	`license` text NOT NULL,
	`entry_count` integer NOT NULL,
	`list_json` text NOT NULL,
	`uploaded_by` text,
	`uploaded_at` integer NOT NULL,
	`applied_at` integer,
	`applied_by` text,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`applied_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `prohibited_list_versions_applied_idx` ON `prohibited_list_versions` (`applied_at`);--> statement-breakpoint
CREATE TABLE `safety_alert_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`items_json` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `safety_alert_emails_user_event_idx` ON `safety_alert_emails` (`user_id`,`event`);--> statement-breakpoint
CREATE INDEX `safety_alert_emails_pending_idx` ON `safety_alert_emails` (`sent_at`);