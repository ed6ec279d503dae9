import * as z from "zod/mini";
import { compactKey } from "./match-keys.ts";
import type { ProhibitedHit } from "./types.ts";

/*
 * Medicine brands and generics common among service members (app/data/common-medicines.json),
 * each with the page that names it. The audit runs every one through the checker
 * (scripts/audit-dod-list.ts); the checker uses them to word a hit on a medicine's name truthfully:
 * the list prohibits the substance in supplements, and a medicine prescribed to you is a matter
 * for your provider.
 */

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));

export const commonMedicinesSchema = z.object({
  read: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  note: text,
  sources: z.record(z.string(), z.object({ url: z.string().check(z.regex(/^https?:\/\/\S+$/)), title: text })),
  medicines: z
    .array(z.object({ name: text, ingredient: z.nullable(text), class: text, source: text }))
    .check(z.refine((list) => new Set(list.map((m) => compactKey(m.name))).size === list.length, "each medicine is listed once")),
});

export type CommonMedicines = z.infer<typeof commonMedicinesSchema>;
export type Medicine = CommonMedicines["medicines"][number];

/** Prefixes that name one isomer of a substance: "dextroamphetamine" is a form of "amphetamine". */
const ISOMER_PREFIXES = ["", "d", "l", "dextro", "levo", "dex", "lev", "es", "ar"];

/**
 * Whether an entry of the list is the medicine's own active ingredient (or one of them): the
 * entry lists the ingredient, or one isomer of it. A hit on any other entry is a false alarm
 * unless an erratum explains it.
 */
export function isOwnSubstance(medicine: Pick<Medicine, "ingredient">, entryTerms: readonly string[]): boolean {
  const terms = new Set(entryTerms.map(compactKey));
  return (medicine.ingredient ?? "")
    .split("/")
    .map(compactKey)
    .some((key) => key !== "" && ISOMER_PREFIXES.some((p) => key.startsWith(p) && terms.has(key.slice(p.length))));
}

/** The medicines by the key of their name, for the checker. */
export function medicinesByKey(medicines: readonly Medicine[]): ReadonlyMap<string, Medicine> {
  return new Map(medicines.map((m) => [compactKey(m.name), m]));
}

/**
 * The line a hit on a medicine's name gets: what the list prohibits, and that a prescribed
 * medicine is for the provider to decide. None for an erratum's name: its note says more.
 */
export function medicineLine(hit: ProhibitedHit, medicines: ReadonlyMap<string, Medicine>): string | undefined {
  if (hit.note) return undefined;
  const medicine = medicines.get(compactKey(hit.term)) ?? medicines.get(compactKey(hit.found));
  if (!medicine) return undefined;
  const what = medicine.ingredient && compactKey(medicine.ingredient) !== compactKey(medicine.name) ? `a medicine (${medicine.ingredient})` : "a medicine";
  return `${medicine.name} is ${what}. The DoD list prohibits ${hit.entryName} as a dietary supplement ingredient; a medicine prescribed to you is a matter for your provider, so talk to them before you change how you take it.`;
}
