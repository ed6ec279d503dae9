CREATE TABLE `click_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `click_windows` (
	`key` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `click_windows_expiry_idx` ON `click_windows` (`expires_at`);--> statement-breakpoint
CREATE TABLE `current_offers` (
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`variant_seen` text,
	`retailer` text NOT NULL,
	`price_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`url` text,
	`source` text NOT NULL,
	`observed_at` integer NOT NULL,
	`observed_precision` text NOT NULL,
	`date_note` text,
	`origin` text NOT NULL,
	`history_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `variant_id`, `retailer`)
);
--> statement-breakpoint
CREATE TABLE `retailer_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`retailer` text NOT NULL,
	`url` text NOT NULL,
	`asin` text,
	`checked_on` text NOT NULL,
	`recorded_by` text NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retailer_links_variant_idx` ON `retailer_links` (`product_id`,`variant_id`,`recorded_at`);--> statement-breakpoint
-- The trigger that kept `offers` goes with it; 0015 writes its successor for current_offers.
DROP TRIGGER IF EXISTS price_history_current_offer;--> statement-breakpoint
DROP TABLE `offers`;--> statement-breakpoint
DROP INDEX `price_history_observation_idx`;--> statement-breakpoint
ALTER TABLE `price_history` ADD `variant_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `price_history` ADD `variant_seen` text;--> statement-breakpoint
CREATE UNIQUE INDEX `price_history_variant_observation_idx` ON `price_history` (`product_id`,`variant_id`,`retailer`,`observed_at`);--> statement-breakpoint
ALTER TABLE `affiliate_clicks` ADD `variant_id` text DEFAULT '' NOT NULL;