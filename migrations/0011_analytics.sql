CREATE TABLE `daily_event_counts` (
	`day` text NOT NULL,
	`event` text NOT NULL,
	`subject` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `event`, `subject`)
);
--> statement-breakpoint
CREATE INDEX `daily_event_counts_event_idx` ON `daily_event_counts` (`event`,`day`);