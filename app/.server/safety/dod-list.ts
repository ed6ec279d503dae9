import { labelCatalogue, screenCatalogueWith } from "~/.server/catalogue";
import type { User } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { parseInput } from "~/.server/http/body";
import { LIST_AUDIT } from "~/.server/prohibited-list";
import { fieldErrors } from "~/domain/auth/schemas";
import { applyListSchema, withdrawalSchema } from "~/domain/safety/admin-schemas";
import { type SafetyAlertItem, safetyAlertEvent } from "~/domain/safety/alerts";
import { diffProhibitedLists, type NewlyFlaggedProduct, newlyFlaggedProducts } from "~/domain/safety/list-diff";
import { parseProhibitedList } from "~/domain/safety/list-schema";
import { erratumStatus } from "~/domain/safety/errata";
import { compactKey } from "~/domain/safety/match-keys";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import { SAFETY_LINKS } from "~/domain/site";
import type { ProhibitedListData } from "~/domain/safety/types";
import { safetyAlertsFor } from "./alerts";
import type { SafetyState } from "./state";
import { applyListVersion, findListVersion, findWithdrawal, parseStoredList, recordWithdrawal, storeUploadedList } from "./queries";

/*
 * /admin/dod-list: upload a new version of the DoD prohibited list, read what it changes, apply
 * it; and record a product's withdrawn certification. The caller has re-checked the admin role
 * in D1. Every refusal is an AppError with a message; nothing is stored by a refused request.
 */

/** D1 refuses a value above 2,000,000 bytes; the stored list must stay below it. */
const STORED_LIST_MAX_CHARS = 1_900_000;

const refuse = (message: string, status: 400 | 404 | 409 | 422 = 422, problems?: string[]) =>
  new AppError(`invalid_input:dod-list`, message, status, problems ? { fields: { list: problems } } : {});

/** Checks the uploaded file and stores it, not applied: the id of the version to preview. */
export async function uploadProhibitedList(env: Pick<Env, "DB">, admin: Pick<User, "id">, file: string | undefined, now = Date.now()): Promise<number> {
  if (!file?.trim()) throw refuse("Choose the list file (JSON) to upload.", 400);
  let json: unknown;
  try {
    json = JSON.parse(file);
  } catch {
    throw refuse("The file is not valid JSON. Upload the list as a .json file shaped like the current one.", 400);
  }
  const parsed = parseProhibitedList(json);
  if (!parsed.ok) throw refuse(`The list was not loaded. ${parsed.problems[0]}`, 422, parsed.problems);
  if (JSON.stringify(parsed.list).length > STORED_LIST_MAX_CHARS) throw refuse("The list is too large to store (at most 1.9 MB once parsed).", 422);
  return storeUploadedList(env, { list: parsed.list, adminId: admin.id, now });
}

function ingredientItems(list: ProhibitedListData, flagged: readonly NewlyFlaggedProduct[]): Map<string, SafetyAlertItem[]> {
  return new Map(
    flagged.map((p) => [
      p.id,
      p.hits.map((h) => ({
        kind: "prohibited-ingredient" as const,
        productId: p.id,
        product: `${p.brand} ${p.name}`,
        ingredient: h.found.toLowerCase() === h.entryName.toLowerCase() ? h.entryName : `${h.found} (listed as ${h.entryName})`,
        reason: h.reason,
        source: list.source,
        sourceUrl: SAFETY_LINKS.dodProhibitedList,
      })),
    ]),
  );
}

/** What applying `next` instead of the list in use (`safety`'s) would change. */
function compareWithActive(safety: SafetyState, next: ProhibitedListData) {
  const diff = diffProhibitedLists(safety.list, next);
  const flagged = newlyFlaggedProducts(labelCatalogue(safety).listLabelProducts(), screenCatalogueWith(createProhibitedMatcher(next).screenText));
  return { diff, flagged };
}

/**
 * Each erratum of our audit against the uploaded version: still open (the upload files the name
 * where the audit doubts it) or resolved (it no longer does, so the erratum is moot once applied).
 */
function errataAgainst(safety: SafetyState, list: ProhibitedListData) {
  return LIST_AUDIT.errata.map((e) => ({
    id: e.id,
    kind: e.kind,
    entry: e.entry,
    term: e.term,
    before: erratumStatus(safety.list, e, compactKey),
    after: erratumStatus(list, e, compactKey),
  }));
}

/** How many of our audit's errata the list in use still calls for: each shows its note in the checker. */
export const openErrataCount = (safety: SafetyState) => LIST_AUDIT.errata.filter((e) => erratumStatus(safety.list, e, compactKey) === "open").length;

/** An uploaded version not yet applied, with its diff against the list in use; null when there is none by that id. */
export async function previewListVersion(env: Pick<Env, "DB">, safety: SafetyState, { id }: { id: number }) {
  const row = await findListVersion(env, { id });
  if (!row || row.appliedAt !== null) return null;
  const list = parseStoredList(row);
  const { diff, flagged } = compareWithActive(safety, list);
  const alerts = await safetyAlertsFor(env, safetyAlertEvent.listVersion(row.id), ingredientItems(list, flagged));
  return {
    id: row.id,
    source: row.source,
    retrieved: row.retrieved,
    license: row.license,
    entryCount: row.entryCount,
    baseVersionId: safety.listVersionId,
    diff,
    errata: errataAgainst(safety, list),
    flagged: flagged.map((p) => ({ id: p.id, product: `${p.brand} ${p.name}`, hits: p.hits.map((h) => ({ entryName: h.entryName, found: h.found, reason: h.reason })) })),
    membersToEmail: alerts.length,
  };
}

/**
 * Applies an uploaded version: from the next request on, every page, the checker and the chat
 * screen with it; members with safety alerts on for a newly flagged product get one email.
 */
export async function applyProhibitedList(env: Pick<Env, "DB">, safety: SafetyState, admin: Pick<User, "id">, input: Record<string, string>, now = Date.now()) {
  const { versionId, baseVersionId } = parseInput(applyListSchema, input, "dod-list");
  const row = await findListVersion(env, { id: Number(versionId) });
  if (!row) throw refuse("That upload is gone: a newer one replaced it. Upload the list again.", 404);
  if (row.appliedAt !== null) throw refuse("That list version is already applied.", 409);
  const base = baseVersionId === "" ? null : Number(baseVersionId);
  if (base !== safety.listVersionId) throw refuse("Another list version was applied since this diff was shown. Upload the list again to see what it changes now.", 409);
  const list = parseStoredList(row);
  const { flagged } = compareWithActive(safety, list);
  const alerts = await safetyAlertsFor(env, safetyAlertEvent.listVersion(row.id), ingredientItems(list, flagged));
  if (!(await applyListVersion(env, { id: row.id, baseVersionId: base, adminId: admin.id, now, alerts }))) {
    throw refuse("Another list version was applied since this diff was shown. Upload the list again to see what it changes now.", 409);
  }
  return { id: row.id, flagged: flagged.length, emails: alerts.length };
}

/** Records a withdrawn certification; members with safety alerts on for the product get one email. */
export async function withdrawCertification(env: Pick<Env, "DB">, safety: SafetyState, admin: Pick<User, "id">, input: Record<string, string>, now = Date.now()) {
  const labels = labelCatalogue(safety);
  const parsed = withdrawalSchema({ productIds: new Set(labels.listLabelProducts().map((p) => p.id)), now }).safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input:withdrawal", "Check the highlighted fields.", 422, { fields: fieldErrors(parsed.error) });
  const { productId, sourceUrl, withdrawnOn, note = "" } = parsed.data;
  const product = labels.getLabelProduct(productId);
  if (!product) throw refuse("Choose a product of the catalogue.", 422);
  if (await findWithdrawal(env, { productId })) throw refuse(`${product.brand} ${product.name} is already marked as withdrawn.`, 409);
  const item: SafetyAlertItem = {
    kind: "certification-withdrawn",
    productId,
    product: `${product.brand} ${product.name}`,
    certification: [...new Set(product.certifications.map((c) => c.body))].join(" and ") || "third-party",
    withdrawnOn,
    sourceUrl,
    note,
  };
  const alerts = await safetyAlertsFor(env, safetyAlertEvent.withdrawal(productId, now), new Map([[productId, [item]]]));
  try {
    await recordWithdrawal(env, { productId, sourceUrl, withdrawnOn, note, adminId: admin.id, now, alerts });
  } catch (error) {
    // Two admins at once: the unique product id refuses the second batch whole.
    if (/UNIQUE/i.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ""))) {
      throw refuse(`${product.brand} ${product.name} is already marked as withdrawn.`, 409);
    }
    throw error;
  }
  return { productId, emails: alerts.length };
}
