import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "~/domain/categories";
import { labelAmountProblem } from "~/domain/catalogue/amounts";
import { CatalogueDataError, type CatalogueFile, parseCatalogueFiles } from "~/domain/catalogue/research-schema";
import { loadCatalogueFromDisk, readCatalogueFiles } from "../../scripts/lib/catalogue-files";

const FILES = readCatalogueFiles();

/** A copy of the real files with one record changed, for the failure cases. */
function withRecord(file: string, id: string, change: (record: Record<string, unknown>) => void): CatalogueFile[] {
  return FILES.map((f) => {
    const records = structuredClone(f.records) as Record<string, unknown>[];
    if (f.name === file) change(records.find((r) => r.id === id)!);
    return { name: f.name, records };
  });
}

function problemsOf(files: CatalogueFile[]): string[] {
  try {
    parseCatalogueFiles(files);
  } catch (error) {
    if (error instanceof CatalogueDataError) return [...error.problems];
    throw error;
  }
  return [];
}

const cert = (r: Record<string, unknown>) => (r.certifications as Record<string, unknown>[])[0];
const KLEAN = ["pre-workout.json", "klean-athlete-pre-workout"] as const;

describe("catalogue data files", () => {
  it("has one file per category and every record passes the schema", () => {
    expect(FILES.map((f) => f.name).sort()).toEqual(CATEGORY_IDS.map((id) => `${id}.json`).sort());
    expect(loadCatalogueFromDisk()).toHaveLength(60);
  });

  it("returns the records unchanged, in category order", () => {
    const byName = new Map(FILES.map((f) => [f.name, f.records as unknown[]]));
    expect(parseCatalogueFiles(FILES)).toEqual(CATEGORY_IDS.flatMap((id) => byName.get(`${id}.json`)!));
  });
});

describe("catalogue schema failures name the file, the record and the field", () => {
  it("refuses a label amount whose unit the site cannot read", () => {
    const files = withRecord(...KLEAN, (r) => ((r.keyIngredients as string[])[0] = "Caffeine 75 mgs"));
    expect(problemsOf(files)).toEqual([
      `pre-workout.json: klean-athlete-pre-workout: keyIngredients[0]: "75 mgs" has a unit the site cannot read (use one of billion CFU, mcg, µg, mg, kcal, IU, g)`,
    ]);
  });

  it("refuses a label amount without a unit", () => {
    const files = withRecord(...KLEAN, (r) => ((r.keyIngredients as string[])[2] = "Vitamin C 150"));
    expect(problemsOf(files)).toEqual([
      `pre-workout.json: klean-athlete-pre-workout: keyIngredients[2]: "150" has no unit (use one of billion CFU, mcg, µg, mg, kcal, IU, g)`,
    ]);
  });

  it("refuses a source that is not https", () => {
    const files = withRecord(...KLEAN, (r) => ((r.sources as string[])[2] = "http://thefeed.com/supplements"));
    expect(problemsOf(files)).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: sources[2]: must be an https URL or a research reference (store:...)",
    ]);
  });

  it("refuses a malformed NSF listing id and a listing page of another listing", () => {
    expect(problemsOf(withRecord(...KLEAN, (r) => (cert(r).listingId = "13799O9")))).toContain(
      "pre-workout.json: klean-athlete-pre-workout: certifications[0].listingId: must be the registry's numeric listing id",
    );
    const otherListing = withRecord(...KLEAN, (r) => {
      cert(r).listingId = "1379908";
      // Its variant rests on the listing as recorded; this test is about the certification alone.
      r.variants = [];
    });
    expect(problemsOf(otherListing)).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: certifications[0].url: must be the NSF listing page of listing 1379908: https://www.nsfsport.com/certified-products/listing-detail.php?id=1379908",
    ]);
  });

  it("refuses an unknown certification body and a registry page on another site", () => {
    expect(problemsOf(withRecord(...KLEAN, (r) => (cert(r).body = "GMP Certified")))[0]).toMatch(
      /^pre-workout\.json: klean-athlete-pre-workout: certifications\[0\]\.body: /,
    );
    const files = withRecord("protein-recovery.json", "kaged-whey-protein-isolate", (r) => {
      cert(r).url = "https://example.com/supplement-search/kaged/whey-protein-isolate";
    });
    expect(problemsOf(files)).toEqual([
      "protein-recovery.json: kaged-whey-protein-isolate: certifications[0].url: must be a page of sport.wetestyoutrust.com, the Informed Sport registry",
    ]);
  });

  it("refuses impossible dates and a check date older than the evidence", () => {
    expect(problemsOf(withRecord(...KLEAN, (r) => (r.factsCheckedOn = "2026-02-30")))).toContain(
      "pre-workout.json: klean-athlete-pre-workout: factsCheckedOn: must be a calendar date written YYYY-MM-DD",
    );
    expect(problemsOf(withRecord(...KLEAN, (r) => (r.factsCheckedOn = "2026-01-01")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: factsCheckedOn: must not be earlier than the latest recorded check (2026-10-05)",
    ]);
  });

  it("refuses duplicate ids across files and duplicate products", () => {
    const files = withRecord("sleep.json", "klean-magnesium", (r) => (r.id = "klean-athlete-pre-workout"));
    expect(problemsOf(files)).toEqual(["sleep.json: klean-athlete-pre-workout: id: duplicate, also used in pre-workout.json"]);
    const twin = withRecord(...KLEAN, (r) => {
      r.brand = "Thorne";
      r.name = "Advanced Pre-Workout (Rainbow Sherbet)";
    });
    expect(problemsOf(twin)).toEqual([
      "pre-workout.json: thorne-advanced-pre-workout: name: duplicate of klean-athlete-pre-workout (same brand and name)",
    ]);
  });

  it("refuses a misspelt or missing field, a record in the wrong file and a file that is not a category", () => {
    const misspelt = withRecord(...KLEAN, (r) => {
      r.servings = r.servingsPerContainer;
      delete r.servingsPerContainer;
    });
    expect(problemsOf(misspelt)).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: servingsPerContainer: Invalid input: expected number, received undefined",
      'pre-workout.json: klean-athlete-pre-workout: record: Unrecognized key: "servings"',
    ]);
    // Prices are not label facts: they live in D1 (app/data/offers.json seeds them).
    const priced = withRecord(...KLEAN, (r) => {
      r.price = 50.5;
      r.priceSource = "The Feed";
    });
    expect(problemsOf(priced)).toEqual([
      'pre-workout.json: klean-athlete-pre-workout: record: Unrecognized keys: "price", "priceSource"',
    ]);
    expect(problemsOf(withRecord(...KLEAN, (r) => (r.category = "sleep")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: category: is sleep, but the record is in pre-workout.json",
    ]);
    expect(problemsOf([...FILES, { name: "nootropics.json", records: [] }])).toEqual([
      "nootropics.json: not a category file (expected one of pre-workout.json, protein-recovery.json, vitamins.json, hydration.json, health-wellness.json, sleep.json)",
    ]);
  });

  it("reads the files from disk and names a file that is not JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "catalogue-"));
    writeFileSync(join(dir, "sleep.json"), "[{");
    expect(() => readCatalogueFiles(dir)).toThrow(/^sleep\.json: not valid JSON/);
  });
});

describe("label amounts", () => {
  it("accepts the amounts the ingredient table reads and numbers that are names", () => {
    for (const line of [
      "Caffeine (from coffee bean) 200 mg",
      "Vitamin D3 50 mcg (2,000 IU)",
      "Sodium ~500-560 mg (estimate, SuppCheckr longlist)",
      "Multi-strain probiotic 15 billion CFU (L. acidophilus La-14, L. rhamnosus Lr-32)",
      "5-HTP 100 mg",
      "Sodium (PH 500 strength)",
      "NooGandha ashwagandha root and leaf extract (3.5% withanolides) 300 mg",
      "Vitamin K1 1,000 mcg + Vitamin K2 (MK-4) 1,000 mcg",
      "(partial panel - per a test fixture quoting the NIH DSLD label 276544)",
    ]) {
      expect(labelAmountProblem(line), line).toBeNull();
    }
  });

  it("names the amount it cannot read", () => {
    expect(labelAmountProblem("Creatine 5 grams")).toBe('"5 grams" has a unit the site cannot read (use one of billion CFU, mcg, µg, mg, kcal, IU, g)');
    expect(labelAmountProblem("Electrolytes 16 oz")).toMatch(/^"16 oz" has a unit the site cannot read/);
    expect(labelAmountProblem("Caffeine 200")).toMatch(/^"200" has no unit/);
  });

  it("skips a line only when it starts with a bracket or the word Also", () => {
    const noUnit = (n: string) => `"${n}" has no unit (use one of billion CFU, mcg, µg, mg, kcal, IU, g)`;
    expect(labelAmountProblem("  Also contains 200")).toBe(null);
    expect(labelAmountProblem("Caffeine 200 (natural)")).toBe(noUnit("200"));
    expect(labelAmountProblem("Blend(200)")).toBe(noUnit("200"));
    expect(labelAmountProblem("Caffeine 200 (also in tea)")).toBe(noUnit("200"));
    expect(labelAmountProblem("Nalso 200")).toBe(noUnit("200"));
  });

  it("passes a number only when a percent sign or a hyphenated word follows it directly", () => {
    const unreadable = (a: string) => `"${a}" has a unit the site cannot read (use one of billion CFU, mcg, µg, mg, kcal, IU, g)`;
    expect(labelAmountProblem("Creatine 5 grams (100%)")).toBe(unreadable("5 grams"));
    expect(labelAmountProblem("Caffeine 200 mgs - natural")).toBe(unreadable("200 mgs"));
  });

  it("reads the unit as the word right after the number, with or without a space", () => {
    expect(labelAmountProblem("Caffeine 200mgs")).toBe('"200 mgs" has a unit the site cannot read (use one of billion CFU, mcg, µg, mg, kcal, IU, g)');
    expect(labelAmountProblem("Caffeine 200 (5 ml)")).toBe('"200" has no unit (use one of billion CFU, mcg, µg, mg, kcal, IU, g)');
  });
});

/** A copy of the real files with several records changed: `changes` maps "file/id" to its change. */
function withRecords(changes: Record<string, (record: Record<string, unknown>) => void>): CatalogueFile[] {
  return FILES.map((f) => {
    const records = structuredClone(f.records) as Record<string, unknown>[];
    for (const r of records) changes[`${f.name}/${String(r.id)}`]?.(r);
    return { name: f.name, records };
  });
}

describe("catalogue schema: fields", () => {
  it("refuses a date not written YYYY-MM-DD, a name with spaces around it and a registry page that is not a URL", () => {
    expect(problemsOf(withRecord(...KLEAN, (r) => (r.factsCheckedOn = "2026-12-5")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: factsCheckedOn: must be a calendar date written YYYY-MM-DD",
    ]);
    expect(problemsOf(withRecord(...KLEAN, (r) => (r.name = " Klean Pre-Workout (Lemon Tea)")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: name: must not start or end with spaces",
    ]);
    expect(problemsOf(withRecord(...KLEAN, (r) => (cert(r).searchUrl = "nsfsport.com/search")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: certifications[0].searchUrl: must be an https URL",
    ]);
    expect(problemsOf(withRecord(...KLEAN, (r) => ((r.sources as string[])[2] = "the feed")))).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: sources[2]: must be an https URL or a research reference (store:...)",
    ]);
  });

  it("refuses a listing id on a certifier that has none, and nothing else about it", () => {
    const files = withRecord("protein-recovery.json", "kaged-whey-protein-isolate", (r) => (cert(r).listingId = "1379909"));
    expect(problemsOf(files)).toEqual([
      "protein-recovery.json: kaged-whey-protein-isolate: certifications[0].listingId: Informed Sport has no listing ids; record its product page in url",
    ]);
  });

  it("compares the check date with the latest date in the evidence, whatever order the dates are written in", () => {
    const files = withRecord(...KLEAN, (r) => {
      cert(r).evidence = "Checked in the NSF Certified for Sport database 2026-10-05; first listed 2025-01-01";
      r.factsCheckedOn = "2026-01-01";
    });
    expect(problemsOf(files)).toEqual([
      "pre-workout.json: klean-athlete-pre-workout: factsCheckedOn: must not be earlier than the latest recorded check (2026-10-05)",
    ]);
  });

  it("accepts any check date when the evidence records no date", () => {
    const files = withRecord(...KLEAN, (r) => {
      cert(r).evidence = "Looked up in the NSF Certified for Sport database";
      r.factsCheckedOn = "2020-01-01";
      // A variant's check date must come from the evidence, so without one no variant can be recorded.
      r.variants = [];
    });
    expect(problemsOf(files)).toEqual([]);
  });

  it("takes an ASIN only from an Amazon product URL among the sources", () => {
    const asinFrom = (source: string) =>
      problemsOf(
        withRecord(...KLEAN, (r) => {
          r.asin = "B0TESTASIN";
          (r.sources as string[]).push(source);
        }),
      );
    expect(asinFrom("https://www.amazon.com/dp/B0TESTASIN")).toEqual([]);
    const problem = "pre-workout.json: klean-athlete-pre-workout: asin: must come from an Amazon product URL among the sources";
    expect(asinFrom("https://www.amazon.com/dp/B0OTHERSIN")).toEqual([problem]);
    expect(asinFrom("https://shop.example/B0TESTASIN")).toEqual([problem]);
  });
});

describe("catalogue schema: files and records", () => {
  it("lists every problem in its error message and names the error", () => {
    let caught: unknown = null;
    try {
      parseCatalogueFiles([{ name: "sleep.json", records: {} }]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CatalogueDataError);
    expect((caught as CatalogueDataError).name).toBe("CatalogueDataError");
    expect((caught as CatalogueDataError).message).toBe("The catalogue data has 1 problem(s):\n  - sleep.json: must be a JSON array of product records");
  });

  it("names a record without a usable id by its place in the file", () => {
    expect(problemsOf([{ name: "sleep.json", records: [null] }])).toEqual(["sleep.json: record #1: record: Invalid input: expected object, received null"]);
    const sleep = FILES.find((f) => f.name === "sleep.json")!;
    const [first] = sleep.records as Record<string, unknown>[];
    expect(problemsOf([{ name: "sleep.json", records: [first, { ...first, id: "" }] }])[0]).toBe(
      "sleep.json: record #2: id: must be a slug: lower-case letters, digits and single hyphens",
    );
  });

  it("names the first file that used an id, however many times it is repeated", () => {
    const files = withRecords({
      "sleep.json/klean-magnesium": (r) => (r.id = "klean-athlete-pre-workout"),
      "vitamins.json/klean-d-5000": (r) => (r.id = "klean-athlete-pre-workout"),
    });
    expect(problemsOf(files)).toEqual([
      "sleep.json: klean-athlete-pre-workout: id: duplicate, also used in pre-workout.json",
      "vitamins.json: klean-athlete-pre-workout: id: duplicate, also used in pre-workout.json",
    ]);
  });

  it("refuses one NSF listing recorded for two products", () => {
    const files = withRecord("sleep.json", "klean-magnesium", (r) => {
      cert(r).listingId = "1379909";
      cert(r).url = "https://www.nsfsport.com/certified-products/listing-detail.php?id=1379909";
      r.variants = [];
    });
    expect(problemsOf(files)).toEqual(["sleep.json: klean-magnesium: certifications[0].listingId: listing 1379909 is also klean-athlete-pre-workout's"]);
  });

  it("refuses two files for one category", () => {
    expect(problemsOf([...FILES, { name: "sleep.json", records: [] }])).toEqual(["sleep.json: the category has two files"]);
  });

  it("returns only the categories it was given", () => {
    const sleep = FILES.find((f) => f.name === "sleep.json")!;
    expect(parseCatalogueFiles([sleep])).toEqual(sleep.records);
  });
});
