-- Offers: retail prices observed for catalogue products.
CREATE TABLE offers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL,
  retailer TEXT NOT NULL,
  url TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  source TEXT NOT NULL,
  observed_on TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX offers_product_idx ON offers (product_id);
CREATE UNIQUE INDEX offers_product_retailer_day_idx ON offers (product_id, retailer, observed_on);
