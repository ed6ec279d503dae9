import * as z from "zod/mini";
import type { ProhibitedListData } from "./types";

/*
 * The shape an uploaded DoD prohibited list must have: the shape of app/data/dod-prohibited.json
 * ({source, retrieved, license, entries}). Fields the matcher does not read (warnings, links,
 * dates) may be present and are dropped. Limits are far above the official list's (about 900
 * entries, label terms up to 150 characters) and far below what would strain a request.
 */

export const LIST_MAX_ENTRIES = 5000;
const TERM_MAX = 500;
const TERMS_MAX = 300;

const term = z.string({ error: "must be text" }).check(z.maxLength(TERM_MAX, `must be at most ${TERM_MAX} characters`));
const terms = z.array(term, { error: "must be a list of text" }).check(z.maxLength(TERMS_MAX, `must have at most ${TERMS_MAX} items`));
const required = (max: number) =>
  z.string({ error: "must be text" }).check(z.trim(), z.minLength(1, "must not be empty"), z.maxLength(max, `must be at most ${max} characters`));

const entrySchema = z.object(
  {
    name: required(TERM_MAX),
    otherNames: terms,
    labelTerms: terms,
    reason: z.string({ error: "must be text" }).check(z.maxLength(2000, "must be at most 2000 characters")),
    reasons: z.array(z.string({ error: "must be text" }).check(z.maxLength(2000, "must be at most 2000 characters")), { error: "must be a list of text" }).check(
      z.maxLength(50, "must have at most 50 items"),
    ),
  },
  { error: "must be an object with name, otherNames, labelTerms, reason and reasons" },
);

export const prohibitedListSchema = z.object(
  {
    source: required(1000),
    retrieved: required(200),
    license: required(500),
    entries: z
      .array(entrySchema, { error: "must be a list of entries" })
      .check(z.minLength(1, "must hold at least one entry"), z.maxLength(LIST_MAX_ENTRIES, `must hold at most ${LIST_MAX_ENTRIES} entries`)),
  },
  { error: "The file must hold one JSON object with source, retrieved, license and entries." },
);

export type ListProblem = { ok: false; problems: string[] };

function describePath(path: readonly PropertyKey[], input: unknown): string {
  const [top, index, field, item] = path;
  if (top !== "entries" || typeof index !== "number") return path.length ? `"${path.join(".")}"` : "The file";
  const raw = (input as { entries?: unknown[] }).entries?.[index] as { name?: unknown } | undefined;
  const name = typeof raw?.name === "string" && raw.name.trim() ? ` ("${raw.name.trim().slice(0, 80)}")` : "";
  const where = `Entry ${index + 1}${name}`;
  if (field === undefined) return where;
  return `${where}, field "${String(field)}"${typeof item === "number" ? ` item ${item + 1}` : ""}`;
}

/**
 * Validates an uploaded list: the list, or every problem (at most `limit`) as a sentence that
 * names the entry (its position and name) and the field, e.g.
 * `Entry 12 ("DMAA"), field "otherNames" item 3 must be text.`
 */
export function parseProhibitedList(input: unknown, limit = 10): { ok: true; list: ProhibitedListData } | ListProblem {
  const result = z.safeParse(prohibitedListSchema, input);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues.slice(0, limit)) {
      const where = describePath(issue.path, input);
      problems.push(where === "The file" && issue.path.length === 0 ? issue.message : `${where} ${issue.message}.`);
    }
    return { ok: false, problems };
  }
  const seen = new Map<string, number>();
  result.data.entries.forEach((entry, index) => {
    const key = entry.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined && problems.length < limit) problems.push(`Entry ${index + 1} ("${entry.name}") repeats entry ${first + 1}: each name may appear once.`);
    else seen.set(key, index);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, list: result.data };
}
