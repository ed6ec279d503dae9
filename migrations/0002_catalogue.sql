-- Catalogue (see the "Catalogue" section of app/.server/db/schema.ts).
-- One row per followed buy link: which product, which retailer, when. No user, address or agent.
CREATE TABLE affiliate_clicks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL,
  retailer TEXT NOT NULL,
  clicked_at INTEGER NOT NULL
);
CREATE INDEX affiliate_clicks_product_idx ON affiliate_clicks (product_id, clicked_at);
