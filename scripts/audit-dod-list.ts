/*
 * The systematic checks behind our audit of the DoD prohibited list (app/data/dod-list-errata.json),
 * so its counts can be reproduced:
 *
 *   node scripts/audit-dod-list.ts [--list file.json] [--source upstream-data.json] [--json]
 *
 * 1. Every medicine brand and generic of app/data/common-medicines.json is run through the
 *    checker's matcher: a hit on an entry that is not the medicine's own active ingredient must
 *    carry an erratum note.
 * 2. Names filed under more than one entry.
 * 3. Names filed under one entry that are another entry's own name.
 * 4. Terms that are two of the entry's other names run together.
 * 5. Names changed by Unicode clean-up (NFKC, dashes, spaces).
 * 6. With --source (the upstream repository's docs/data.json), names our copy carries that the
 *    source does not: parse errors.
 * 7. Reason lines by basis: the list's words, its category, none.
 * 8. With --structures (needs Java and OPSIN, Debian's libopsin-java, or OPSIN_JAR): every name
 *    OPSIN reads as a structure; within an entry, the names whose formula (of the main part:
 *    salts and water aside) differs from the one most of the entry's names share (on a tie, its
 *    own name's), and the names of the same formula but another structure
 *    (OpenChemLib's canonical code, stereo ignored). Each must be an erratum or reviewed.
 *
 * Exits 1 when a finding of 1-4 has no erratum: the audit is not done until each has a verdict.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Molecule } from "openchemlib";
import { cleanText, errataFileSchema, prepareList } from "../app/domain/safety/errata.ts";
import { NO_REASON } from "../app/domain/safety/entry-reason.ts";
import { compactKey } from "../app/domain/safety/match-keys.ts";
import { createProhibitedMatcher } from "../app/domain/safety/matcher.ts";
import { commonMedicinesSchema, isOwnSubstance } from "../app/domain/safety/medicines.ts";
import type { ProhibitedListData } from "../app/domain/safety/types.ts";

const { values } = parseArgs({
  options: { list: { type: "string" }, source: { type: "string" }, structures: { type: "boolean" }, json: { type: "boolean" } },
});
const read = (path: string | URL) => JSON.parse(readFileSync(path, "utf8"));

const list: ProhibitedListData = read(values.list ?? new URL("../app/data/dod-prohibited.json", import.meta.url));
const audit = errataFileSchema.parse(read(new URL("../app/data/dod-list-errata.json", import.meta.url)));
const medicines = commonMedicinesSchema.parse(read(new URL("../app/data/common-medicines.json", import.meta.url)));

const matcher = createProhibitedMatcher(list, { errata: audit.errata, categoryLinks: audit.categoryLinks.links, version: "audit" });
const prepared = prepareList(list, audit.errata, compactKey);
const entries = prepared.list.entries;
const termsOf = (e: ProhibitedListData["entries"][number]) => [e.name, ...e.otherNames, ...e.labelTerms];
const erratumOn = (entry: string, term: string) =>
  audit.errata.find((e) => compactKey(e.entry) === compactKey(entry) && compactKey(e.term) === compactKey(term));

// 1. Medicines.
const entryByName = new Map(entries.map((e) => [e.name, e]));
const medicineHits = medicines.medicines.flatMap((med) =>
  matcher.screenText(med.name).map((hit) => {
    const entry = entryByName.get(hit.entryName);
    const own = isOwnSubstance(med, entry ? termsOf(entry) : [hit.entryName]);
    return { medicine: med.name, ingredient: med.ingredient, entry: hit.entryName, term: hit.term, fuzzy: hit.fuzzy, own, erratum: hit.note?.erratumId ?? null };
  }),
);
const legitimatelyNamed = medicineHits.filter((h) => h.own);
const otherSubstance = medicineHits.filter((h) => !h.own);

// 2. Names under more than one entry.
const owners = new Map<string, Set<number>>();
entries.forEach((e, i) => {
  for (const t of termsOf(e)) {
    const key = compactKey(t);
    if (key) owners.set(key, (owners.get(key) ?? new Set()).add(i));
  }
});
const shared = [...owners].filter(([, s]) => s.size > 1).map(([key, s]) => {
  const placements = [...s].map((i) => ({ entry: entries[i].name, term: termsOf(entries[i]).find((t) => compactKey(t) === key) ?? key }));
  return { key, placements, errata: placements.map((p) => erratumOn(p.entry, p.term)?.id ?? null) };
});

// 3. Another entry's own name filed as an other name.
const primary = new Map(entries.map((e, i) => [compactKey(e.name), i]));
const crossFiled = entries.flatMap((e, i) =>
  [...e.otherNames, ...e.labelTerms]
    .filter((t) => {
      const j = primary.get(compactKey(t));
      return j !== undefined && j !== i;
    })
    .map((t) => ({ entry: e.name, term: t, isEntry: entries[primary.get(compactKey(t)) ?? i].name, erratum: erratumOn(e.name, t)?.id ?? null })),
);

// 4. Run-together terms: two of the entry's names joined with nothing between them (checked on
// the list as given, before errata split them). "X (Y)" and "X, Y" are separated, so not counted.
/** Where in `term` the first `letters` letters and digits end, and whether a separator follows. */
function joinedAt(term: string, letters: number): boolean {
  let seen = 0;
  for (let i = 0; i < term.length && seen < letters; i++) {
    // A Greek letter counts as its spelled-out name ("Δ" is "delta"), as the matcher reads it.
    seen += compactKey(term[i]).length;
    if (seen === letters) return i + 1 < term.length && compactKey(term[i + 1]) !== "";
  }
  return false;
}
const runTogether = list.entries.flatMap((e) => {
  const keys = [e.name, ...e.otherNames].map(compactKey).filter((k) => k.length >= 3);
  return e.labelTerms.concat(e.otherNames).flatMap((t) => {
    const key = compactKey(t);
    const joined = keys.some((a) => a !== key && key.startsWith(a) && keys.includes(key.slice(a.length)) && joinedAt(t, a.length));
    return joined ? [{ entry: e.name, term: t, erratum: erratumOn(e.name, t)?.id ?? null }] : [];
  });
});

// 5. Unicode clean-up.
const allTerms = list.entries.flatMap((e) => termsOf(e).map((t) => ({ entry: e.name, term: t })));
const cleaned = allTerms.filter(({ term }) => cleanText(term) !== term);

// 6. Parse errors against the upstream data.
let notInSource: { entry: string; term: string }[] | null = null;
if (values.source) {
  const upstream: { Name: string; other_names: string | null; label_terms: string | null }[] = read(values.source);
  const sourceTerms = new Set(
    upstream.flatMap((u) => [u.Name, ...JSON.parse(u.other_names ?? "[]"), ...JSON.parse(u.label_terms ?? "[]")]).map((t: string) => cleanText(t)),
  );
  notInSource = allTerms.filter(({ term }) => !sourceTerms.has(cleanText(term)));
}

// 8. Structures: OPSIN reads the systematic names, OpenChemLib compares what it read.
/** Counter-ions and water of salts and hydrates (hydrochloride, citrate, fumarate, tartrate, sulfate, ...). */
const SALT_PARTS = new Set(["HCl", "HBr", "HI", "H2O", "C6H8O7", "C4H4O4", "C4H6O6", "H2SO4", "CH4O3S", "H3PO4", "Na", "K", "Cl", "Br"]);

/**
 * The main part of a structure (salts and water aside), stereo ignored: its formula, and a
 * canonical code that tells two structures of one formula apart (positional isomers).
 */
function mainPart(smiles: string): { formula: string; code: string } | null {
  try {
    const parts = Molecule.fromSmiles(smiles).getFragments();
    const kept = parts.filter((p) => !SALT_PARTS.has(p.getMolecularFormula().formula));
    const main = (kept.length > 0 ? kept : parts).reduce((a, b) => (b.getAllAtoms() > a.getAllAtoms() ? b : a));
    main.stripStereoInformation();
    return { formula: main.getMolecularFormula().formula, code: main.getIDCode() };
  } catch {
    return null;
  }
}

type StructureFinding = { entry: string; term: string; found: string; expected: string; erratum: string | null; reviewed: string | null };
let structures: { parsed: number; formula: StructureFinding[]; isomer: StructureFinding[] } | null = null;
if (values.structures) {
  const jar = process.env.OPSIN_JAR ?? "/usr/share/java/opsin-cli.jar";
  const names = [...new Set(entries.flatMap(termsOf))];
  let out: string;
  try {
    // One OPSIN run for every name: "SMILES<tab>name" a line, the SMILES empty when it cannot read the name.
    out = execFileSync("java", ["-jar", jar, "-o", "smi", "-n"], { input: `${names.join("\n")}\n`, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["pipe", "pipe", "ignore"] });
  } catch (error) {
    console.error(`--structures needs Java and OPSIN (apt-get install libopsin-java, or OPSIN_JAR=path): ${(error as Error).message}`);
    process.exit(2);
  }
  const read = new Map<string, { formula: string; code: string }>();
  for (const line of out.split("\n")) {
    const [smiles, name] = line.split("\t");
    const part = smiles && name ? mainPart(smiles) : null;
    if (part && name) read.set(name, part);
  }
  const reviewedOn = (entry: string, term: string) =>
    audit.reviewed.find((r) => compactKey(r.entry) === compactKey(entry) && compactKey(r.term) === compactKey(term));
  const finding = (e: { name: string }, term: string, found: string, expected: string): StructureFinding => ({
    entry: e.name,
    term,
    found,
    expected,
    erratum: erratumOn(e.name, term)?.id ?? null,
    reviewed: reviewedOn(e.name, term)?.verdict ?? null,
  });
  /** The reading most of the entry's names share; on a tie, the entry's own name's. */
  const expectedOf = <K extends "formula" | "code">(name: string, parsed: string[], key: K) => {
    const counts = new Map<string, number>();
    for (const t of parsed) counts.set(read.get(t)?.[key] ?? "", (counts.get(read.get(t)?.[key] ?? "") ?? 0) + 1);
    const most = Math.max(...counts.values());
    const own = read.get(name)?.[key];
    if (own && counts.get(own) === most) return own;
    return [...counts].find(([, n]) => n === most)?.[0] ?? "";
  };
  const formula: StructureFinding[] = [];
  const isomer: StructureFinding[] = [];
  for (const e of entries) {
    const parsed = termsOf(e).filter((t) => read.has(t));
    if (parsed.length < 2) continue;
    const expectedFormula = expectedOf(e.name, parsed, "formula");
    for (const t of parsed) if (read.get(t)?.formula !== expectedFormula) formula.push(finding(e, t, read.get(t)?.formula ?? "", expectedFormula));
    // Same formula, another structure: a positional isomer or another skeleton.
    const sameFormula = parsed.filter((t) => read.get(t)?.formula === expectedFormula);
    if (sameFormula.length < 2) continue;
    const expectedCode = expectedOf(e.name, sameFormula, "code");
    for (const t of sameFormula) if (read.get(t)?.code !== expectedCode) isomer.push(finding(e, t, `isomer of ${expectedFormula}`, expectedFormula));
  }
  structures = { parsed: read.size, formula, isomer };
}

// 7. Reasons.
const reasonBasis = { list: 0, category: 0, none: 0 };
for (const e of matcher.entries()) {
  if (e.reason === NO_REASON) reasonBasis.none++;
  else if (e.reason.startsWith("The list gives no reason in words")) reasonBasis.category++;
  else reasonBasis.list++;
}

const errataByKind = Object.fromEntries(
  [...new Set(audit.errata.map((e) => e.kind))].map((kind) => [kind, audit.errata.filter((e) => e.kind === kind).length]),
);
const unreviewed = [
  ...otherSubstance.filter((h) => !h.erratum).map((h) => `medicine ${h.medicine} reported as ${h.entry} (term "${h.term}")`),
  ...shared.filter((s) => s.errata.every((x) => x === null)).map((s) => `shared name ${s.placements.map((p) => `"${p.term}" under ${p.entry}`).join(" and ")}`),
  ...crossFiled.filter((c) => !c.erratum).map((c) => `"${c.term}" under ${c.entry} is the entry ${c.isEntry}`),
  ...runTogether.filter((r) => !r.erratum).map((r) => `run-together "${r.term}" under ${r.entry}`),
  ...[...(structures?.formula ?? []), ...(structures?.isomer ?? [])]
    .filter((f) => !f.erratum && !f.reviewed)
    .map((f) => `structure: "${f.term}" (${f.found}) under ${f.entry} (${f.expected})`),
];

const report = {
  list: { source: list.source, retrieved: list.retrieved, entries: list.entries.length, names: allTerms.length },
  medicines: {
    checked: medicines.medicines.length,
    brands: medicines.medicines.filter((m) => m.ingredient === null || compactKey(m.name) !== compactKey(m.ingredient)).length,
    hits: medicineHits.length,
    legitimatelyNamed: legitimatelyNamed.map((h) => `${h.medicine} (${h.entry})`),
    otherSubstance,
  },
  sharedNames: shared,
  crossFiled,
  runTogether,
  unicodeCleaned: cleaned.length,
  notInSource,
  structures,
  reasonBasis,
  errata: { total: audit.errata.length, byKind: errataByKind, dropped: prepared.dropped },
  unreviewed,
};

if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`List: ${report.list.entries} entries, ${report.list.names} names (${list.retrieved})`);
  console.log(`Medicines checked: ${report.medicines.checked} (${report.medicines.brands} brands); hits: ${report.medicines.hits}`);
  console.log(`  named by the list as themselves: ${report.medicines.legitimatelyNamed.join(", ")}`);
  for (const h of otherSubstance) console.log(`  reported as another substance: ${h.medicine} -> ${h.entry} ("${h.term}")${h.erratum ? ` [erratum ${h.erratum}]` : " [NO ERRATUM]"}`);
  console.log(`Names under more than one entry: ${shared.length}`);
  for (const s of shared) console.log(`  ${s.placements.map((p) => `"${p.term}" under ${p.entry}`).join("; ")} [${s.errata.filter(Boolean).join(", ") || "NO ERRATUM"}]`);
  console.log(`Another entry's name filed as an other name: ${crossFiled.length}`);
  for (const c of crossFiled) console.log(`  "${c.term}" under ${c.entry} (entry ${c.isEntry}) [${c.erratum ?? "NO ERRATUM"}]`);
  console.log(`Run-together terms: ${runTogether.length}`);
  for (const r of runTogether) console.log(`  "${r.term}" under ${r.entry} [${r.erratum ?? "NO ERRATUM"}]`);
  console.log(`Names changed by Unicode clean-up: ${cleaned.length}`);
  console.log(`Names not in the source: ${notInSource === null ? "not checked (pass --source)" : notInSource.length}`);
  if (structures === null) console.log("Structures: not checked (pass --structures)");
  else {
    console.log(`Structures: ${structures.parsed} names read by OPSIN`);
    for (const [label, list] of [["formula differs from the entry's", structures.formula], ["same formula, another structure", structures.isomer]] as const) {
      console.log(`  names whose ${label}: ${list.length}`);
      for (const f of list) console.log(`    "${f.term}" (${f.found}) under ${f.entry} (${f.expected}) [${f.erratum ?? (f.reviewed ? "reviewed" : "NO ERRATUM")}]`);
    }
  }
  console.log(`Reason lines: ${reasonBasis.list} in the list's words, ${reasonBasis.category} from its category, ${reasonBasis.none} with none`);
  console.log(`Errata: ${report.errata.total} (${Object.entries(errataByKind).map(([k, n]) => `${k} ${n}`).join(", ")}); dropped names: ${prepared.dropped.length}`);
  console.log(unreviewed.length === 0 ? "Every finding has an erratum." : `Findings without an erratum: ${unreviewed.length}\n  ${unreviewed.join("\n  ")}`);
}
process.exitCode = unreviewed.length === 0 ? 0 : 1;
