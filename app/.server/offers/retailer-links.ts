import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/.server/db/client";
import { retailerLinks, type User } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { fieldErrors } from "~/domain/auth/schemas";
import { type CertifiedVariant, checkRetailPage, type RecordedRetailPage } from "~/domain/catalogue/variants";
import { EARLIEST_OBSERVATION, utcDay } from "~/domain/prices/schemas";

/*
 * The exact retail page of each certified variant, as an admin checked it (/admin/buy-links).
 * Append-only: the latest row per variant is its buy link, and the price refresh looks up its ASIN.
 */

export interface RetailPageRow extends RecordedRetailPage {
  asin: string | null;
  recordedBy: string;
  recordedAt: number;
}

/** The latest recorded page of every variant that has one. */
export async function listRetailPages(env: Pick<Env, "DB">): Promise<RetailPageRow[]> {
  const latest = sql`${retailerLinks.id} IN (SELECT max(id) FROM retailer_links GROUP BY product_id, variant_id)`;
  return getDb(env)
    .select({
      productId: retailerLinks.productId,
      variantId: retailerLinks.variantId,
      retailer: retailerLinks.retailer,
      url: retailerLinks.url,
      asin: retailerLinks.asin,
      checkedOn: retailerLinks.checkedOn,
      recordedBy: retailerLinks.recordedBy,
      recordedAt: retailerLinks.recordedAt,
    })
    .from(retailerLinks)
    .where(latest)
    .orderBy(desc(retailerLinks.recordedAt));
}

const RETAIL_PAGE_MESSAGES = {
  variant: "Choose a certified variant that the catalogue can name (flavour or form).",
  url: "Enter the retail page's full address.",
  checkedOn: "Enter the day you opened the page and saw this variant on sale (between 2020-01-01 and today).",
} as const;

function retailPageSchema(now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  return z.object({
    // "productId/variantId", one select in the form.
    variant: z.string({ error: RETAIL_PAGE_MESSAGES.variant }).regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, RETAIL_PAGE_MESSAGES.variant),
    url: z.string({ error: RETAIL_PAGE_MESSAGES.url }).trim().min(1, RETAIL_PAGE_MESSAGES.url).max(500, "At most 500 characters."),
    checkedOn: z
      .string({ error: RETAIL_PAGE_MESSAGES.checkedOn })
      .refine((s) => utcDay(s) !== null && s >= EARLIEST_OBSERVATION && s <= today, RETAIL_PAGE_MESSAGES.checkedOn),
  });
}

/**
 * Records an admin's retail page for one certified variant. Refused with a 422 and the field's
 * message: an unknown or unidentified variant, a URL outside the allowed retailers or not a
 * product page, a date in the future. The caller has re-checked the admin role in D1.
 */
export async function recordRetailPage(
  env: Pick<Env, "DB">,
  admin: Pick<User, "id">,
  input: Record<string, unknown>,
  variantsOf: (productId: string) => readonly CertifiedVariant[] | undefined,
  now = Date.now(),
) {
  const parsed = retailPageSchema(now).safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input:retail_page", "Check the highlighted fields.", 422, { fields: fieldErrors(parsed.error) });
  const [productId, variantId] = parsed.data.variant.split("/");
  const variant = variantsOf(productId)?.find((v) => v.id === variantId);
  if (!variant?.identified) {
    throw new AppError("invalid_input:retail_page", "Check the highlighted fields.", 422, { fields: { variant: [RETAIL_PAGE_MESSAGES.variant] } });
  }
  const page = checkRetailPage(parsed.data.url);
  if (!page.ok) throw new AppError("invalid_input:retail_page", page.message, 422, { fields: { url: [page.message] } });
  const row = { productId, variantId, retailer: page.retailer, url: page.url, asin: page.asin, checkedOn: parsed.data.checkedOn, recordedBy: admin.id, recordedAt: now };
  await getDb(env).insert(retailerLinks).values(row);
  return { ...row, label: variant.label };
}

/** The latest recorded page of one variant, or undefined: what /go sends a visitor to. */
export async function findRetailPage(env: Pick<Env, "DB">, { productId, variantId }: { productId: string; variantId: string }) {
  const [row] = await getDb(env)
    .select({ productId: retailerLinks.productId, variantId: retailerLinks.variantId, retailer: retailerLinks.retailer, url: retailerLinks.url, checkedOn: retailerLinks.checkedOn })
    .from(retailerLinks)
    .where(and(eq(retailerLinks.productId, productId), eq(retailerLinks.variantId, variantId)))
    .orderBy(desc(retailerLinks.id))
    .limit(1);
  return row as RecordedRetailPage | undefined;
}
