-- Prices (see the "Prices" section of app/.server/db/schema.ts and docs/decisions/0009-prices-in-d1.md).
--
-- The first `offers` table held one row per product, retailer and day, written only by the local
-- seed (production never had rows). Its rows were derived from the catalogue research, which the
-- seed now loads into `price_history` with the research's own dates, so the old table is dropped
-- rather than copied: `npm run db:seed` (local) or `npm run db:seed -- --remote` refills it.
DROP TABLE offers;

-- Every observed price, append-only.
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL,
  retailer TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD',
  url TEXT,
  source TEXT NOT NULL,
  observed_at INTEGER NOT NULL,
  observed_precision TEXT NOT NULL,
  date_note TEXT,
  origin TEXT NOT NULL,
  recorded_by TEXT,
  recorded_at INTEGER NOT NULL,
  CONSTRAINT price_history_price_positive CHECK (price_cents > 0),
  CONSTRAINT price_history_origin CHECK (origin IN ('research', 'admin', 'provider')),
  CONSTRAINT price_history_precision CHECK (observed_precision IN ('day', 'minute'))
);
CREATE UNIQUE INDEX price_history_observation_idx ON price_history (product_id, retailer, observed_at);

-- The latest observation per product and retailer.
CREATE TABLE offers (
  product_id TEXT NOT NULL,
  retailer TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  url TEXT,
  source TEXT NOT NULL,
  observed_at INTEGER NOT NULL,
  observed_precision TEXT NOT NULL,
  date_note TEXT,
  origin TEXT NOT NULL,
  history_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, retailer)
);

-- History is evidence: a correction is a newer observation, never an edit.
CREATE TRIGGER price_history_no_update BEFORE UPDATE ON price_history
BEGIN
  SELECT RAISE(ABORT, 'price_history is append-only');
END;

CREATE TRIGGER price_history_no_delete BEFORE DELETE ON price_history
BEGIN
  SELECT RAISE(ABORT, 'price_history is append-only');
END;

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
