-- Triggers drizzle cannot express (see the "Prices" section of app/.server/db/schema.ts and
-- docs/decisions/0017-prices-in-d1.md). 0008 dropped the first offers table: its rows were the
-- local seed's copy of the research prices (production never had any); `npm run db:seed` loads
-- them again into price_history, with the research's own dates.

-- History is evidence: a correction is a newer observation, never an edit.
CREATE TRIGGER price_history_no_update BEFORE UPDATE ON price_history
BEGIN
  SELECT RAISE(ABORT, 'price_history is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER price_history_no_delete BEFORE DELETE ON price_history
BEGIN
  SELECT RAISE(ABORT, 'price_history is append-only');
END;
--> statement-breakpoint
-- Each new observation becomes the retailer's current offer unless a newer one is already there,
-- so a back-dated entry extends the history without replacing today's price.
CREATE TRIGGER price_history_current_offer AFTER INSERT ON price_history
BEGIN
  INSERT INTO offers (product_id, retailer, price_cents, currency, url, source, observed_at, observed_precision, date_note, origin, history_id)
  VALUES (NEW.product_id, NEW.retailer, NEW.price_cents, NEW.currency, NEW.url, NEW.source, NEW.observed_at, NEW.observed_precision, NEW.date_note, NEW.origin, NEW.id)
  ON CONFLICT (product_id, retailer) DO UPDATE SET
    price_cents = excluded.price_cents,
    currency = excluded.currency,
    url = excluded.url,
    source = excluded.source,
    observed_at = excluded.observed_at,
    observed_precision = excluded.observed_precision,
    date_note = excluded.date_note,
    origin = excluded.origin,
    history_id = excluded.history_id
  WHERE excluded.observed_at >= offers.observed_at;
END;
