-- The current offer is kept per product, variant and retailer (0014 replaced `offers` with
-- `current_offers`; docs/decisions/0043-certified-variants.md). Offers are derived data: they
-- are rebuilt here from the history, which keeps every observation.
DROP TRIGGER IF EXISTS price_history_current_offer;
--> statement-breakpoint
CREATE TRIGGER price_history_current_offer AFTER INSERT ON price_history
BEGIN
  INSERT INTO current_offers (product_id, variant_id, variant_seen, retailer, price_cents, currency, url, source, observed_at, observed_precision, date_note, origin, history_id)
  VALUES (NEW.product_id, NEW.variant_id, NEW.variant_seen, NEW.retailer, NEW.price_cents, NEW.currency, NEW.url, NEW.source, NEW.observed_at, NEW.observed_precision, NEW.date_note, NEW.origin, NEW.id)
  ON CONFLICT (product_id, variant_id, retailer) DO UPDATE SET
    variant_seen = excluded.variant_seen,
    price_cents = excluded.price_cents,
    currency = excluded.currency,
    url = excluded.url,
    source = excluded.source,
    observed_at = excluded.observed_at,
    observed_precision = excluded.observed_precision,
    date_note = excluded.date_note,
    origin = excluded.origin,
    history_id = excluded.history_id
  WHERE excluded.observed_at >= current_offers.observed_at;
END;
--> statement-breakpoint
INSERT INTO current_offers (product_id, variant_id, variant_seen, retailer, price_cents, currency, url, source, observed_at, observed_precision, date_note, origin, history_id)
SELECT h.product_id, h.variant_id, h.variant_seen, h.retailer, h.price_cents, h.currency, h.url, h.source, h.observed_at, h.observed_precision, h.date_note, h.origin, h.id
FROM price_history h
WHERE h.id = (
  SELECT n.id FROM price_history n
  WHERE n.product_id = h.product_id AND n.variant_id = h.variant_id AND n.retailer = h.retailer
  ORDER BY n.observed_at DESC, n.id DESC
  LIMIT 1
);
