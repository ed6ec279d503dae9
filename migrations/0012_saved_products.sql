CREATE TABLE `saved_products` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`price_alert_below_cents` integer,
	`price_alert_state` text DEFAULT 'armed' NOT NULL,
	`price_alert_sent_at` integer,
	`safety_alerts` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_products_alert_positive" CHECK("saved_products"."price_alert_below_cents" IS NULL OR "saved_products"."price_alert_below_cents" > 0),
	CONSTRAINT "saved_products_alert_state" CHECK("saved_products"."price_alert_state" IN ('armed', 'sent'))
);
--> statement-breakpoint
CREATE INDEX `saved_products_product_idx` ON `saved_products` (`product_id`);