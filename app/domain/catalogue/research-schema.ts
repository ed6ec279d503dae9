import { z } from "zod";
import { CATEGORY_IDS, type CategoryId } from "../categories.ts";
import { labelAmountProblem } from "./amounts.ts";
import {
  INFORMED_CHOICE_SEARCH_URL,
  INFORMED_SPORT_SEARCH_URL,
  NSF_SEARCH_URL,
  USP_LISTINGS_URL,
  nsfListingUrl,
} from "./registries.ts";

/*
 * The catalogue research records (app/data/catalogue/<category>.json) and the one schema that
 * checks them: the types below are inferred from it. The seed, the build (vite.config.ts) and a
 * unit test run `parseCatalogueFiles` over every file and fail with the file, the record id and
 * the field. Imports carry their `.ts` extension because scripts/seed.ts runs this under plain Node.
 *
 * A record holds the research's label facts, field for field, plus what the catalogue adds
 * without inventing anything: `id` (a stable slug), `factsCheckedOn` (the latest date in the
 * certification evidence and, when the research priced it, the price date), `asin` (only where a
 * source is an Amazon product URL) and `highlights` / `cautions` (short restatements of the
 * research notes). Prices are not label facts: the research's dated prices live in
 * app/data/offers.json, seeded into D1, the one home of prices (docs/decisions/0017-prices-in-d1.md).
 *
 * Evidence tiers of `confidence`:
 * - high: a dated primary check: NSF listing id, label and a dated retailer price.
 * - medium-high: a registry product page cited by a dated research note, with a dated brand or retailer price.
 * - medium: certification from a recorded registry or directory check, with label and price from retailer or brand data.
 * - low-medium: certification claimed by a retailer only, or the price is an undated estimate.
 * - low: only the NSF listing id and name were found; no label or price.
 */

/** Evidence tiers of the catalogue research, strongest first. */
export const CONFIDENCE_LEVELS = ["high", "medium-high", "medium", "low-medium", "low"] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

export const CERTIFICATION_BODIES = ["NSF Certified for Sport", "Informed Sport", "Informed Choice", "USP Verified"] as const;
export type CertificationBody = (typeof CERTIFICATION_BODIES)[number];

/** The registry each certifier keeps; a recorded registry page must be one of its pages. */
const REGISTRY_HOSTS: Record<CertificationBody, string> = {
  "NSF Certified for Sport": new URL(NSF_SEARCH_URL).hostname,
  "Informed Sport": new URL(INFORMED_SPORT_SEARCH_URL).hostname,
  "Informed Choice": new URL(INFORMED_CHOICE_SEARCH_URL).hostname,
  "USP Verified": new URL(USP_LISTINGS_URL).hostname,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ASIN = /^[A-Z0-9]{10}$/;
/** A research note that is not a public URL: a file of the research's source index, described. */
const RESEARCH_REFERENCE = /^store:[\w-]+ \(.+\)$/;

function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

function httpsUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

// Checks only, no transforms: the parsed record is the file's record, byte for byte.
const text = (max: number) =>
  z
    .string()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((s) => s.trim() === s, "must not start or end with spaces");
const isoDate = z.string().refine(isCalendarDate, "must be a calendar date written YYYY-MM-DD");
const httpsUrlText = z.string().max(500).refine((s) => httpsUrl(s) !== null, "must be an https URL");

const researchCertificationSchema = z
  .strictObject({
    body: z.enum(CERTIFICATION_BODIES),
    /** Registry page for this product (NSF listing detail or Informed Sport product page), if found. */
    url: httpsUrlText.nullable(),
    /** NSF Certified for Sport's numeric listing id; the other registries have none. */
    listingId: z.string().regex(/^\d{5,8}$/, "must be the registry's numeric listing id").nullable(),
    listingName: text(200).optional(),
    /** A registry search the research suggested when no product page was found. */
    searchUrl: httpsUrlText.optional(),
    /** How the certification was established, with the date of the check where known. */
    evidence: text(500),
  })
  .superRefine((cert, ctx) => {
    const host = REGISTRY_HOSTS[cert.body];
    for (const field of ["url", "searchUrl"] as const) {
      const url = httpsUrl(cert[field] ?? "");
      if (url && url.hostname !== host) ctx.addIssue({ code: "custom", path: [field], message: `must be a page of ${host}, the ${cert.body} registry` });
    }
    if (cert.listingId !== null && cert.body !== "NSF Certified for Sport") {
      ctx.addIssue({ code: "custom", path: ["listingId"], message: `${cert.body} has no listing ids; record its product page in url` });
    }
    if (cert.listingId !== null && cert.body === "NSF Certified for Sport" && cert.url !== nsfListingUrl(cert.listingId)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: `must be the NSF listing page of listing ${cert.listingId}: ${nsfListingUrl(cert.listingId)}` });
    }
  });

/** One certifier listing a variant rests on, as the research recorded it. */
const variantListingSchema = z.strictObject({
  body: z.enum(CERTIFICATION_BODIES),
  listingId: z.string().regex(/^\d{5,8}$/, "must be the registry's numeric listing id").nullable(),
  /** The listing's name in the registry, exactly as recorded: the flavour is read from it. */
  listingName: text(200),
  /** The day the listing was checked, as the certification's evidence dates it. */
  checkedOn: isoDate,
  /** Where that check is recorded: one of the record's sources. */
  source: z.string().max(500),
});

/**
 * A variant a certification covers: what to buy (flavour and size) and the listings that say so.
 * Prices, buy links and clicks belong to a variant (docs/decisions/0043-certified-variants.md).
 */
const variantSchema = z
  .strictObject({
    id: z.string().regex(SLUG, "must be a slug: lower-case letters, digits and single hyphens").max(80),
    /** The flavour the listing names; null when its name gives none. */
    flavour: text(60).nullable(),
    /** The container the research recorded ("30 servings", "2.5 lb"); null when unknown. */
    size: text(60).nullable(),
    listings: z.array(variantListingSchema).min(1, "must rest on at least one listing"),
    /** Why the research cannot tie this listing to the product as sold (then no buy link is offered). */
    doubt: text(300).optional(),
  })
  .superRefine((v, ctx) => {
    const flavour = v.flavour?.toLowerCase();
    v.listings.forEach((l, i) => {
      if (flavour && !l.listingName.toLowerCase().includes(flavour)) {
        ctx.addIssue({ code: "custom", path: ["listings", i, "listingName"], message: `does not name the flavour "${v.flavour}"` });
      }
    });
  });

export const researchProductSchema = z
  .strictObject({
    id: z.string().regex(SLUG, "must be a slug: lower-case letters, digits and single hyphens").max(80),
    category: z.enum(CATEGORY_IDS),
    name: text(200),
    brand: text(120),
    servingSize: text(120).nullable(),
    servingsPerContainer: z.number().int("must be a whole number").positive().nullable(),
    /** null: the research could not tell. */
    stimulant: z.boolean().nullable(),
    keyIngredients: z.array(
      text(300).superRefine((line, ctx) => {
        const problem = labelAmountProblem(line);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    ),
    certifications: z.array(researchCertificationSchema).min(1, "must hold at least one certification"),
    /** https URLs, or research references ("store:...") where the source is not public. */
    sources: z
      .array(
        z
          .string()
          .max(500)
          .refine((s) => httpsUrl(s) !== null || RESEARCH_REFERENCE.test(s), "must be an https URL or a research reference (store:...)"),
      )
      .min(1, "must cite at least one source"),
    notes: z.string().max(2000),
    confidence: z.enum(CONFIDENCE_LEVELS),
    /** ISO date: the latest check recorded for this product's facts. */
    factsCheckedOn: isoDate,
    asin: z.string().regex(ASIN, "must be a 10-character Amazon ASIN").nullable(),
    highlights: z.array(text(300)),
    cautions: z.array(text(300)),
    variants: z.array(variantSchema),
  })
  .superRefine((r, ctx) => {
    checkVariants(r, ctx);
    const dates = r.certifications.map((c) => c.evidence).flatMap((t) => t.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []);
    const latest = dates.sort().at(-1);
    if (latest && r.factsCheckedOn < latest) {
      ctx.addIssue({ code: "custom", path: ["factsCheckedOn"], message: `must not be earlier than the latest recorded check (${latest})` });
    }
    const asin = r.asin;
    if (asin !== null && !r.sources.some((s) => httpsUrl(s)?.hostname.endsWith("amazon.com") && s.includes(asin))) {
      ctx.addIssue({ code: "custom", path: ["asin"], message: "must come from an Amazon product URL among the sources" });
    }
  });

export type ResearchProduct = z.output<typeof researchProductSchema>;
export type ResearchVariant = ResearchProduct["variants"][number];

interface VariantCheckInput {
  name: string;
  servingsPerContainer: number | null;
  sources: string[];
  certifications: z.output<typeof researchCertificationSchema>[];
  variants: z.output<typeof variantSchema>[];
}

/**
 * A variant must be read from the record itself: each listing one of its certifications (same
 * body, id and name), checked on a date its evidence gives, recorded in one of its sources; a
 * size the listing does not name must be the record's own container (servings or the name).
 */
function checkVariants(r: VariantCheckInput, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  r.variants.forEach((v, vi) => {
    if (ids.has(v.id)) ctx.addIssue({ code: "custom", path: ["variants", vi, "id"], message: `duplicate variant id "${v.id}"` });
    ids.add(v.id);
    v.listings.forEach((l, li) => {
      const path = ["variants", vi, "listings", li];
      const cert = r.certifications.find((c) => c.body === l.body && c.listingId === l.listingId && c.listingName === l.listingName);
      if (!cert) ctx.addIssue({ code: "custom", path, message: `no certification of this record is listing ${l.listingId ?? "(no id)"} "${l.listingName}"` });
      else if (!cert.evidence.includes(l.checkedOn)) ctx.addIssue({ code: "custom", path: [...path, "checkedOn"], message: "must be a date the certification's evidence gives" });
      if (!r.sources.includes(l.source)) ctx.addIssue({ code: "custom", path: [...path, "source"], message: "must be one of the record's sources" });
    });
    const size = v.size;
    if (size !== null && !v.listings.every((l) => l.listingName.includes(size))) {
      const own = size === `${r.servingsPerContainer} servings` || r.name.includes(size) || r.name.replace(/ vegetarian/, "").includes(size);
      if (!own) ctx.addIssue({ code: "custom", path: ["variants", vi, "size"], message: "must be named by the listing or be the record's own container" });
    }
  });
}


export type ResearchCertification = ResearchProduct["certifications"][number];

/** One data file: its name ("pre-workout.json") and its parsed JSON. */
export interface CatalogueFile {
  name: string;
  records: unknown;
}

export class CatalogueDataError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The catalogue data has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "CatalogueDataError";
    this.problems = problems;
  }
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i > 0 ? "." : ""}${String(key)}`)).join("");
}

function recordLabel(record: unknown, index: number): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === "string" && id ? id : `record #${index + 1}`;
}

function firstDuplicate<T>(seen: Map<T, string>, key: T, owner: string): string | undefined {
  const previous = seen.get(key);
  if (previous === undefined) seen.set(key, owner);
  return previous;
}

/**
 * Validates every catalogue file (one per category, named after it) and returns the records in
 * category order. Throws a CatalogueDataError listing every problem as "file: record id: field: message".
 */
export function parseCatalogueFiles(files: readonly CatalogueFile[]): ResearchProduct[] {
  const problems: string[] = [];
  const byCategory = new Map<CategoryId, ResearchProduct[]>();
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const listings = new Map<string, string>();

  for (const file of files) {
    const category = file.name.replace(/\.json$/, "");
    if (!(CATEGORY_IDS as readonly string[]).includes(category)) {
      problems.push(`${file.name}: not a category file (expected one of ${CATEGORY_IDS.map((c) => `${c}.json`).join(", ")})`);
      continue;
    }
    if (!Array.isArray(file.records)) {
      problems.push(`${file.name}: must be a JSON array of product records`);
      continue;
    }
    const products: ResearchProduct[] = [];
    file.records.forEach((record: unknown, index) => {
      const label = recordLabel(record, index);
      const parsed = researchProductSchema.safeParse(record);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${file.name}: ${label}: ${fieldPath(issue.path) || "record"}: ${issue.message}`);
        return;
      }
      const r = parsed.data;
      if (r.category !== category) problems.push(`${file.name}: ${label}: category: is ${r.category}, but the record is in ${file.name}`);
      const sameId = firstDuplicate(ids, r.id, file.name);
      if (sameId) problems.push(`${file.name}: ${label}: id: duplicate, also used in ${sameId}`);
      const sameName = firstDuplicate(names, `${r.brand}|${r.name}`.toLowerCase(), r.id);
      if (sameName) problems.push(`${file.name}: ${label}: name: duplicate of ${sameName} (same brand and name)`);
      r.certifications.forEach((c, i) => {
        const sameListing = c.listingId ? firstDuplicate(listings, c.listingId, r.id) : undefined;
        if (sameListing) problems.push(`${file.name}: ${label}: certifications[${i}].listingId: listing ${c.listingId} is also ${sameListing}'s`);
      });
      products.push(r);
    });
    if (byCategory.has(category as CategoryId)) problems.push(`${file.name}: the category has two files`);
    byCategory.set(category as CategoryId, products);
  }

  if (problems.length > 0) throw new CatalogueDataError(problems);
  return CATEGORY_IDS.flatMap((id) => byCategory.get(id) ?? []);
}
