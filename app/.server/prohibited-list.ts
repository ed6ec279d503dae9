import { registerDerivedData } from "~/.server/derived-data";
import rawMedicines from "~/data/common-medicines.json";
import rawErrata from "~/data/dod-list-errata.json";
import rawList from "~/data/dod-prohibited.json";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { checkIngredients as checkWith, type IngredientCheckResult } from "~/domain/safety/check";
import { type DeviceList, toDeviceRedFlags } from "~/domain/safety/device-list";
import { errataFileSchema } from "~/domain/safety/errata";
import { createProhibitedMatcher, type ListAudit, type ProhibitedMatcher } from "~/domain/safety/matcher";
import { commonMedicinesSchema, medicinesByKey } from "~/domain/safety/medicines";
import { screenRedFlags as screenWith } from "~/domain/safety/red-flags";
import type { ProhibitedListData } from "~/domain/safety/types";

/*
 * The DoD Prohibited Dietary Supplement Ingredients lists the server knows (our bundled copy and
 * the versions an admin applied in D1), the matcher over each, and the red-flag terms. Which list
 * a request uses is not decided here: it is the request's SafetyState (app/.server/safety/state.ts).
 * Server-only: the list never reaches a browser; pages get results through loader data.
 */

// Typed against the list's shape, so a changed file fails the typecheck rather than a request.
export const BUNDLED_LIST: ProhibitedListData = rawList;

/**
 * Our audit of the list (app/domain/safety/errata.ts) and the medicine names the checker words,
 * checked once when the server loads them: a malformed file stops the Worker loudly rather than
 * letting the checker answer without its errata.
 */
export const LIST_AUDIT = errataFileSchema.parse(rawErrata);

const MEDICINE_LIST = commonMedicinesSchema.parse(rawMedicines);
const MEDICINES = medicinesByKey(MEDICINE_LIST.medicines);

/** Our audit of a list version, and how the site names that version. */
const auditFor = (versionId: number | null): ListAudit => ({
  errata: LIST_AUDIT.errata,
  categoryLinks: LIST_AUDIT.categoryLinks.links,
  version: versionId === null ? "Bundled copy" : `Version ${versionId}`,
});

/** An applied D1 version: its id, and when it was applied (which names it for memos). */
export interface AppliedVersion {
  id: number;
  appliedAt: number;
}

/** How memos name a list: an applied version never changes once stored; null is our bundled copy. */
export const listKey = (version: AppliedVersion | null): string => (version === null ? "bundled" : `v${version.id}@${version.appliedAt}`);

/*
 * Matchers memoised by list version, so a request on an unchanged version reuses the index (about
 * 50 ms to build for 900 entries). A handful are kept, enough for the versions an isolate meets
 * around an apply.
 */
const MATCHERS_KEPT = 4;
const matchers = new Map<string, ProhibitedMatcher>();
registerDerivedData(() => matchers.clear());

/** The matcher over `list`, the list of `version` (null: the bundled copy). */
export function matcherFor(version: AppliedVersion | null, list: ProhibitedListData): ProhibitedMatcher {
  const key = listKey(version);
  const kept = matchers.get(key);
  if (kept) return kept;
  const matcher = createProhibitedMatcher(list, auditFor(version?.id ?? null));
  if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value as string);
  matchers.set(key, matcher);
  return matcher;
}

/** Label terms OPSS and FDA warn about that the list does not name ("ask before you take"). */
export const screenRedFlags = (text: string) => screenWith(text, RED_FLAGS);

/** One answer for the ingredient checker page and GET /api/ingredients/check, from `matcher`'s list. */
export function checkIngredients(matcher: ProhibitedMatcher, query: string): IngredientCheckResult {
  return checkWith(matcher, RED_FLAGS, MEDICINES, query);
}

/** Serialised device lists, per list in use: the digest over 390 kB is worth computing once. */
const deviceLists = new WeakMap<ProhibitedListData, { body: string; version: string }>();

/**
 * The list in use as a device keeps it for checking offline (GET /api/ingredients/list), as JSON
 * text with its version, our audit of it and the medicine names, so the device answers as the
 * checker page does; the version changes whenever any of them changes.
 */
export function deviceListBody(safety: { list: ProhibitedListData; listVersionId: number | null }): { body: string; version: string } {
  const { list: data, listVersionId: versionId } = safety;
  const cached = deviceLists.get(data);
  if (cached) return cached;
  const redFlags = toDeviceRedFlags(RED_FLAGS);
  const audit = auditFor(versionId);
  const medicines = MEDICINE_LIST.medicines;
  const version = encodeHexLowerCase(sha256(new TextEncoder().encode(JSON.stringify([data, redFlags, audit, medicines])))).slice(0, 12);
  const device: DeviceList = { version, appliedVersionId: versionId, list: data, redFlags, audit, medicines };
  const entry = { body: JSON.stringify(device), version };
  deviceLists.set(data, entry);
  return entry;
}
