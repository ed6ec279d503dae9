-- The first offers table held only the local seed's copy of the research prices (production never
-- had any): it is dropped and rebuilt as the current offer per product and retailer, kept from
-- price_history by the triggers of 0009. `npm run db:seed` loads the research prices again.
DROP TABLE `offers`;
--> statement-breakpoint
CREATE TABLE `offers` (
	`product_id` text NOT NULL,
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
	PRIMARY KEY(`product_id`, `retailer`)
);
--> statement-breakpoint
CREATE TABLE `price_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`retailer` text NOT NULL,
	`price_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`url` text,
	`source` text NOT NULL,
	`observed_at` integer NOT NULL,
	`observed_precision` text NOT NULL,
	`date_note` text,
	`origin` text NOT NULL,
	`recorded_by` text,
	`recorded_at` integer NOT NULL,
	CONSTRAINT "price_history_price_positive" CHECK("price_history"."price_cents" > 0),
	CONSTRAINT "price_history_origin" CHECK("price_history"."origin" IN ('research', 'admin', 'provider')),
	CONSTRAINT "price_history_precision" CHECK("price_history"."observed_precision" IN ('day', 'minute'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_history_observation_idx` ON `price_history` (`product_id`,`retailer`,`observed_at`);