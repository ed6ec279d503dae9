import * as z from "zod/mini";

/*
 * The one shape of a price observation, and the schemas that produce it from each door: the
 * seed data (app/data/offers.json), an admin's form (/admin/prices, browser and server alike)
 * and a price provider's answer. Imports carry no path alias: scripts/seed.ts runs this under
 * plain Node.
 */

export const MAX_PRICE_CENTS = 100_000;
export const CURRENCY = "USD";
/** Prices before this day are not observations this site could have made. */
export const EARLIEST_OBSERVATION = "2020-01-01";

export type ObservationOrigin = "research" | "admin" | "provider";
export type ObservationPrecision = "day" | "minute";

/** What every writer hands to the database: one observed price for one container. */
export interface NewObservation {
  productId: string;
  /** The certified variant the price is for; "" when no certifier is known to list what was sold. */
  variantId: string;
  /** What was sold, in the seller's words ("Mango, 30 servings"); null when not recorded. */
  variantSeen: string | null;
  retailer: string;
  priceCents: number;
  currency: string;
  url: string | null;
  source: string;
  observedAt: number;
  observedPrecision: ObservationPrecision;
  dateNote: string | null;
  origin: ObservationOrigin;
  recordedBy: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** HH:MM, 24-hour. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Midnight UTC of a calendar date, or null for anything that is not one ("2026-02-30"). */
export function utcDay(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** "$34.99", "34.99", "34" -> 3499; null for anything else (no thousands, at most two decimals). */
export function parsePriceCents(text: string): number | null {
  const m = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const text = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

// ---------------------------------------------------------------------------------------------
// Seed data: app/data/offers.json, the dated prices of the catalogue research.
// ---------------------------------------------------------------------------------------------

export const offerSeedRecordSchema = z.strictObject({
  productId: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a catalogue product id")),
  /** The product's certified variant (catalogue `variants[].id`) the price is for; null for any other. */
  variantId: z.nullable(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a variant id"))),
  /** What was sold at this price, as the research recorded it. */
  variantSeen: text(120, "must say what was sold"),
  retailer: text(80, "must name the retailer"),
  /** US dollars for one container of the catalogued size. */
  price: z.number().check(
    z.refine((n) => n > 0 && n * 100 <= MAX_PRICE_CENTS, "must be more than 0 and at most 1,000 dollars"),
    z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must be in whole cents"),
  ),
  currency: z.literal(CURRENCY, "must be USD"),
  url: z.nullable(z.string().check(z.refine(isHttpsUrl, "must be an https URL"))),
  observedOn: z.string().check(z.refine((s) => utcDay(s) !== null, "must be a calendar date written YYYY-MM-DD")),
  /** What the date is when it is not the day someone looked at the price ("import date"). */
  dateNote: z.nullable(text(80, "must not be empty")),
  /** Where the price was read, as the research recorded it. */
  source: text(300, "must say where the price was read"),
});

export type OfferSeedRecord = z.infer<typeof offerSeedRecordSchema>;

/** Each catalogue product's id with the ids of its certified variants. */
export type VariantIds = ReadonlyMap<string, readonly string[]>;

/**
 * Validates the seed file against the catalogue: every record names a catalogue product and,
 * where it names one, a variant of it; none is dated after `today` or repeats a product,
 * variant, retailer and day. Fails with the record's position, product and field.
 */
export function parseOfferSeed(json: unknown, { variants, today }: { variants: VariantIds; today: string }): OfferSeedRecord[] {
  if (!Array.isArray(json)) throw new Error("offers.json: must be a list of price observations");
  const problems: string[] = [];
  const seen = new Set<string>();
  const records: OfferSeedRecord[] = [];
  json.forEach((raw, i) => {
    const label = `offers.json[${i}]${typeof raw?.productId === "string" ? ` (${raw.productId})` : ""}`;
    const parsed = offerSeedRecordSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${label} ${issue.path.join(".") || "record"}: ${issue.message}`);
      return;
    }
    const record = parsed.data;
    const variantIds = variants.get(record.productId);
    if (!variantIds) problems.push(`${label} productId: no catalogue product has this id`);
    else if (record.variantId !== null && !variantIds.includes(record.variantId)) problems.push(`${label} variantId: the product has no variant ${record.variantId}`);
    if (record.observedOn > today) problems.push(`${label} observedOn: ${record.observedOn} is after today (${today})`);
    if (record.observedOn < EARLIEST_OBSERVATION) problems.push(`${label} observedOn: before ${EARLIEST_OBSERVATION}`);
    const key = `${record.productId}|${record.variantId}|${record.retailer}|${record.observedOn}`;
    if (seen.has(key)) problems.push(`${label}: repeats a price for this product, variant, retailer and day`);
    seen.add(key);
    records.push(record);
  });
  if (problems.length) throw new Error(`The offer seed data has ${problems.length} problem(s):\n${problems.join("\n")}`);
  return records;
}

export function seedObservation(record: OfferSeedRecord): NewObservation {
  return {
    productId: record.productId,
    variantId: record.variantId ?? "",
    variantSeen: record.variantSeen,
    retailer: record.retailer,
    priceCents: Math.round(record.price * 100),
    currency: record.currency,
    url: record.url,
    source: record.source,
    observedAt: utcDay(record.observedOn) as number,
    observedPrecision: "day",
    dateNote: record.dateNote,
    origin: "research",
    recordedBy: null,
  };
}

// ---------------------------------------------------------------------------------------------
// An admin's entry at /admin/prices: form fields in, an observation out. The browser runs the
// same schema before it posts, so a slip costs no round trip; the server runs it again.
// ---------------------------------------------------------------------------------------------

export const PRICE_ENTRY_MESSAGES = {
  product: "Choose a product from the catalogue.",
  variant: "Choose the certified variant you saw, or “Another variant” and say what was sold.",
  variantSeen: "Say what was sold at this price, for example “Mango, 30 servings”.",
  retailer: "Enter the retailer's name.",
  price: "Enter the price of one container in dollars and cents, for example 34.99.",
  priceRange: "The price must be more than $0 and at most $1,000.",
  url: "Enter the https address of the page where you saw the price.",
  date: "Enter the day you saw the price.",
  dateRange: "The day must be between 2020-01-01 and today.",
  time: "Enter the time as HH:MM (24-hour, UTC), or leave it empty.",
  future: "That time has not happened yet.",
  source: "Say where you read the price, for example “Product page, one-time purchase”.",
} as const;

/**
 * `now` bounds the date (nothing from the future); `variants` are the catalogue's. The
 * result is ready for the database except for who recorded it.
 */
export function priceEntrySchema({ variants, now }: { variants: VariantIds; now: number }) {
  const today = new Date(now).toISOString().slice(0, 10);
  return z
    .object({
      productId: z.string({ error: PRICE_ENTRY_MESSAGES.product }).check(z.refine((id) => variants.has(id), PRICE_ENTRY_MESSAGES.product)),
      /** A certified variant of the product, or "" for any other variant (kept, never shown as the price). */
      variantId: z.optional(z.string({ error: PRICE_ENTRY_MESSAGES.variant })),
      variantSeen: z.optional(z.string().check(z.trim(), z.maxLength(120, "At most 120 characters."))),
      retailer: text(80, PRICE_ENTRY_MESSAGES.retailer),
      price: z
        .string({ error: PRICE_ENTRY_MESSAGES.price })
        .check(
          z.refine((s) => parsePriceCents(s) !== null, PRICE_ENTRY_MESSAGES.price),
          z.refine((s) => { const c = parsePriceCents(s); return c === null || (c > 0 && c <= MAX_PRICE_CENTS); }, PRICE_ENTRY_MESSAGES.priceRange),
        ),
      url: z.string({ error: PRICE_ENTRY_MESSAGES.url }).check(z.trim(), z.maxLength(500, "At most 500 characters."), z.refine(isHttpsUrl, PRICE_ENTRY_MESSAGES.url)),
      observedOn: z
        .string({ error: PRICE_ENTRY_MESSAGES.date })
        .check(
          z.refine((s) => utcDay(s) !== null, PRICE_ENTRY_MESSAGES.date),
          z.refine((s) => utcDay(s) === null || (s >= EARLIEST_OBSERVATION && s <= today), PRICE_ENTRY_MESSAGES.dateRange),
        ),
      observedTime: z.optional(
        z.string({ error: PRICE_ENTRY_MESSAGES.time }).check(z.refine((s) => s === "" || TIME_OF_DAY.test(s), PRICE_ENTRY_MESSAGES.time)),
      ),
      source: text(200, PRICE_ENTRY_MESSAGES.source),
    })
    .check(
      z.refine((entry) => !variants.has(entry.productId) || !entry.variantId || (variants.get(entry.productId) ?? []).includes(entry.variantId), {
        message: PRICE_ENTRY_MESSAGES.variant,
        path: ["variantId"],
      }),
      z.refine((entry) => Boolean(entry.variantId) || Boolean(entry.variantSeen), { message: PRICE_ENTRY_MESSAGES.variantSeen, path: ["variantSeen"] }),
      z.refine(
        (entry) => {
          const day = utcDay(entry.observedOn);
          // A time that is not one has its own message, not this one too.
          if (day === null || !entry.observedTime || !TIME_OF_DAY.test(entry.observedTime)) return true;
          return day + minutesOf(entry.observedTime) * 60_000 <= now;
        },
        { message: PRICE_ENTRY_MESSAGES.future, path: ["observedTime"] },
      ),
    );
}

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export type PriceEntry = z.infer<ReturnType<typeof priceEntrySchema>>;

export function entryObservation(entry: PriceEntry, recordedBy: string): NewObservation {
  const day = utcDay(entry.observedOn) as number;
  const time = entry.observedTime || null;
  return {
    productId: entry.productId,
    variantId: entry.variantId ?? "",
    variantSeen: entry.variantSeen || null,
    retailer: entry.retailer,
    priceCents: parsePriceCents(entry.price) as number,
    currency: CURRENCY,
    url: entry.url,
    source: entry.source,
    observedAt: time ? day + minutesOf(time) * 60_000 : day,
    observedPrecision: time ? "minute" : "day",
    dateNote: null,
    origin: "admin",
    recordedBy,
  };
}

// ---------------------------------------------------------------------------------------------
// A provider's answer, checked before anything is written: malformed data is logged and skipped.
// ---------------------------------------------------------------------------------------------

export const providerPriceSchema = z.strictObject({
  productId: z.string().check(z.minLength(1)),
  variantId: z.string().check(z.minLength(1)),
  priceCents: z.int().check(z.refine((c) => c > 0 && c <= MAX_PRICE_CENTS, "price out of range")),
  currency: z.literal(CURRENCY, "only US dollar prices are shown"),
  url: z.nullable(z.string().check(z.refine(isHttpsUrl, "not an https URL"))),
  observedAt: z.int().check(z.refine((ms) => ms > 0, "not a time")),
});

export type ProviderPrice = z.infer<typeof providerPriceSchema>;
