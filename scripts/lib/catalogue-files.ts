import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { type CatalogueFile, parseCatalogueFiles, type ResearchProduct } from "../../app/domain/catalogue/research-schema.ts";

/** The catalogue research records, one JSON file per category. */
export const CATALOGUE_DIR = fileURLToPath(new URL("../../app/data/catalogue/", import.meta.url));

export function readCatalogueFiles(dir = CATALOGUE_DIR): CatalogueFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      try {
        return { name, records: JSON.parse(readFileSync(path, "utf8")) as unknown };
      } catch (error) {
        throw new Error(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      }
    });
}

/** Every record, validated; throws with the file, record id and field of each problem. */
export function loadCatalogueFromDisk(dir = CATALOGUE_DIR): ResearchProduct[] {
  return parseCatalogueFiles(readCatalogueFiles(dir));
}

/** Fails `vite build` (and the dev server's start) on a catalogue record the schema refuses. */
export function catalogueDataCheck(): Plugin {
  return {
    name: "cleared:catalogue-data",
    buildStart() {
      try {
        loadCatalogueFromDisk();
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
