/**
 * Seeds D1 with the dated prices of the catalogue research (app/data/offers.json), appended to
 * the price history; a trigger turns the latest per product and retailer into its current offer.
 * Idempotent: an observation already recorded (same product, retailer and moment) is skipped,
 * and a newer price (an admin's entry, a refresh) stays the current one.
 *
 *   npm run db:seed                    the local D1 (also part of `npm run dev` and `preview`)
 *   npm run db:seed -- --remote        the production D1 on Cloudflare, same data, same SQL
 *   node scripts/seed.ts --local --persist-to DIR
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type NewObservation, parseOfferSeed, seedObservation } from "../app/domain/prices/schemas.ts";
import { loadCatalogueFromDisk } from "./lib/catalogue-files.ts";
import { executeSql } from "./lib/local-state.ts";

const OFFERS_FILE = new URL("../app/data/offers.json", import.meta.url);

function sqlValue(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/** The seed's observations, validated with the catalogue (a bad record in either stops the seed, named). */
export function seedObservations(now = Date.now()): NewObservation[] {
  const json: unknown = JSON.parse(readFileSync(OFFERS_FILE, "utf8"));
  const today = new Date(now).toISOString().slice(0, 10);
  return parseOfferSeed(json, { productIds: new Set(loadCatalogueFromDisk().map((p) => p.id)), today }).map(seedObservation);
}

export function offersSeedSql(now = Date.now()): string {
  const columns = "product_id, retailer, price_cents, currency, url, source, observed_at, observed_precision, date_note, origin, recorded_by, recorded_at";
  return seedObservations(now)
    .map((o) => {
      const values = [o.productId, o.retailer, o.priceCents, o.currency, o.url, o.source, o.observedAt, o.observedPrecision, o.dateNote, o.origin, o.recordedBy, now];
      return `INSERT OR IGNORE INTO price_history (${columns}) VALUES (${values.map(sqlValue).join(", ")});`;
    })
    .join("\n");
}

export function seedDatabase({ remote = false, stateDir }: { remote?: boolean; stateDir?: string } = {}) {
  const file = join(mkdtempSync(join(tmpdir(), "cleared-seed-")), "seed.sql");
  writeFileSync(file, offersSeedSql());
  executeSql(file, { remote, stateDir });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const remote = args.includes("--remote");
  const persistIndex = args.indexOf("--persist-to");
  seedDatabase({ remote, stateDir: persistIndex >= 0 ? args[persistIndex + 1] : undefined });
  console.log(`Seeded the ${remote ? "remote" : "local"} database with ${seedObservations().length} observed prices.`);
}
