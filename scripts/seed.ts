/**
 * Seeds the local D1 with the catalogue's observed retail prices, so a fresh `npm run dev`
 * starts with data. Idempotent: re-running replaces the same rows.
 *
 *   node scripts/seed.ts --local [--persist-to DIR]
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadCatalogueFromDisk } from "./lib/catalogue-files.ts";
import { executeLocalSql } from "./lib/local-state.ts";

function sqlString(value: string | null): string {
  return value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`;
}

/** "The Feed (20-serving pack), via Pello" -> "The Feed". */
function retailerOf(priceSource: string): string {
  return priceSource.split(/[(,]/)[0].trim() || priceSource;
}

/** Validates the catalogue first: a record the schema refuses stops the seed with its file, id and field. */
export function offersSeedSql(now = Date.now()): string {
  const rows = loadCatalogueFromDisk().flatMap((p) => {
    if (p.price === null || !p.priceSource) return [];
    const observedOn = /\d{4}-\d{2}-\d{2}/.exec(p.priceDate ?? "")?.[0] ?? p.factsCheckedOn;
    const cents = Math.round(p.price * 100);
    return [`(${sqlString(p.id)}, ${sqlString(retailerOf(p.priceSource))}, NULL, ${cents}, 'USD', ${sqlString(p.priceSource)}, ${sqlString(observedOn)}, ${now})`];
  });
  return [
    "INSERT OR REPLACE INTO offers (product_id, retailer, url, price_cents, currency, source, observed_on, created_at) VALUES",
    `${rows.join(",\n")};`,
  ].join("\n");
}

export function seedLocalDatabase(stateDir?: string) {
  const file = join(mkdtempSync(join(tmpdir(), "cleared-seed-")), "seed.sql");
  writeFileSync(file, offersSeedSql());
  executeLocalSql(file, stateDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const persistIndex = process.argv.indexOf("--persist-to");
  seedLocalDatabase(persistIndex > 0 ? process.argv[persistIndex + 1] : undefined);
  console.log("Seeded the local database.");
}
