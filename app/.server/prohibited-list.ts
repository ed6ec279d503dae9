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
 * The DoD Prohibited Dietary Supplement Ingredients list in use and the one matcher over it,
 * shared by the catalogue screen, the chat and the ingredient checker, with the red-flag terms.
 * The list in use is the newest version an admin applied in D1 (app/.server/safety/active.ts
 * reads which one on each request and calls `switchProhibitedList` when it changed), or our
 * bundled copy when D1 holds none. Server-only: the list never reaches a browser; pages get
 * results through loader data.
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

const auditFor = (versionId: number | null): ListAudit => ({
  errata: LIST_AUDIT.errata,
  categoryLinks: LIST_AUDIT.categoryLinks.links,
  version: versionId === null ? "Bundled copy" : `Version ${versionId}`,
});

interface ActiveList {
  /** The D1 version's id; null for the bundled copy. */
  versionId: number | null;
  data: ProhibitedListData;
  matcher: ProhibitedMatcher | null;
}

let active: ActiveList = { versionId: null, data: BUNDLED_LIST, matcher: null };
registerDerivedData(() => {
  active.matcher = null;
});

/** Makes `data` the list in use; the matcher is rebuilt on first use (about 50 ms for 900 entries). */
export function switchProhibitedList(versionId: number | null, data: ProhibitedListData): void {
  if (versionId === active.versionId) return;
  active = { versionId, data, matcher: null };
}

/** The D1 version in use, or null for the bundled copy. */
export const activeListVersionId = (): number | null => active.versionId;
export const activeListData = (): ProhibitedListData => active.data;

function prohibitedMatcher(): ProhibitedMatcher {
  active.matcher ??= createProhibitedMatcher(active.data, auditFor(active.versionId));
  return active.matcher;
}

export const screenText: ProhibitedMatcher["screenText"] = (text) => prohibitedMatcher().screenText(text);
export const searchProhibited: ProhibitedMatcher["searchProhibited"] = (query, limit) => prohibitedMatcher().searchProhibited(query, limit);
export const getProhibitedEntries: ProhibitedMatcher["entries"] = () => prohibitedMatcher().entries();
export const prohibitedListInfo: ProhibitedMatcher["info"] = () => prohibitedMatcher().info();

/** Label terms OPSS and FDA warn about that the list does not name ("ask before you take"). */
export const screenRedFlags = (text: string) => screenWith(text, RED_FLAGS);

/** One answer for the ingredient checker page and GET /api/ingredients/check. */
export function checkIngredients(query: string): IngredientCheckResult {
  return checkWith(prohibitedMatcher(), RED_FLAGS, MEDICINES, query);
}

/** Serialised device lists, per list in use: the digest over 390 kB is worth computing once. */
const deviceLists = new WeakMap<ProhibitedListData, { body: string; version: string }>();

/**
 * The list in use as a device keeps it for checking offline (GET /api/ingredients/list), as JSON
 * text with its version, our audit of it and the medicine names, so the device answers as the
 * checker page does; the version changes whenever any of them changes.
 */
export function deviceListBody(): { body: string; version: string } {
  const { data, versionId } = active;
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
