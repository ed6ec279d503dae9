import { describe, expect, it } from "vitest";
import { checkIngredients } from "./bundled-safety";
import { BUNDLED_LIST, LIST_AUDIT } from "~/.server/prohibited-list";
import rawMedicines from "~/data/common-medicines.json";
import { cleanText, erratumStatus, errataFileSchema, prepareList } from "~/domain/safety/errata";
import { NO_REASON } from "~/domain/safety/entry-reason";
import { compactKey } from "~/domain/safety/match-keys";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import { commonMedicinesSchema, isOwnSubstance } from "~/domain/safety/medicines";
import type { ProhibitedListData } from "~/domain/safety/types";

/*
 * The audit of our copy of the DoD list (app/data/dod-list-errata.json) against the bundled list:
 * every medicine of the sourced list through the checker, each erratum on its own, a reason line
 * for every entry, clean and unique names. scripts/audit-dod-list.ts prints the same counts.
 */

const MEDICINES = commonMedicinesSchema.parse(rawMedicines);
const audited = () => createProhibitedMatcher(BUNDLED_LIST, { errata: LIST_AUDIT.errata, categoryLinks: LIST_AUDIT.categoryLinks.links, version: "Bundled copy" });
const termsOf = (e: ProhibitedListData["entries"][number]) => [e.name, ...e.otherNames, ...e.labelTerms];

describe("the sourced medicine list", () => {
  it("holds at least 200 medicines of the classes service members take, each with a page that names it", () => {
    expect(MEDICINES.medicines.length).toBeGreaterThanOrEqual(200);
    expect(new Set(MEDICINES.medicines.map((m) => m.class))).toEqual(
      new Set(["asthma inhaler", "ADHD medicine", "antidepressant", "malaria prophylaxis", "antihistamine", "blood-pressure medicine", "antibiotic", "contraceptive", "wakefulness medicine"]),
    );
    const unsourced = MEDICINES.medicines.filter((m) => !MEDICINES.sources[m.source]);
    expect(unsourced).toEqual([]);
  });

  it("no medicine is reported as another substance without its erratum note", () => {
    const entries = new Map(BUNDLED_LIST.entries.map((e) => [cleanText(e.name), e]));
    const answers = MEDICINES.medicines.map((medicine) => ({ medicine, hits: checkIngredients(medicine.name).hits }));
    const falseAlarms = answers.flatMap(({ medicine, hits }) =>
      hits.filter((h) => !isOwnSubstance(medicine, termsOf(entries.get(h.entryName) ?? { name: h.entryName, otherNames: [], labelTerms: [], reason: "", reasons: [] }))),
    );
    // The only medicine the list files under another substance is Pulmicort, and it says so.
    expect(falseAlarms.map((h) => [h.found, h.entryName, h.note?.erratumId])).toEqual([
      ["Pulmicort", "modafinil", "pulmicort-under-modafinil"],
      ["Pulmicort", "modafinil", "pulmicort-under-modafinil"],
    ]);
    expect(answers.filter((a) => a.hits.length > 0).length).toBe(46);
    // 278 checker answers: a few seconds on a busy machine.
  }, 60_000);

  it("words a medicine the list names truthfully: prohibited in supplements, a prescription is for the provider", () => {
    const [hit] = checkIngredients("Adderall XR 20 mg").hits;
    expect(hit).toMatchObject({ entryName: "amphetamine", term: "Adderall", found: "Adderall" });
    expect(hit?.medicine).toBe(
      "Adderall is a medicine (amphetamine). The DoD list prohibits amphetamine as a dietary supplement ingredient; a medicine prescribed to you is a matter for your provider, so talk to them before you change how you take it.",
    );
    expect(checkIngredients("Ritalin").hits[0]?.medicine).toMatch(/^Ritalin is a medicine \(methylphenidate\)\. The DoD list prohibits methylphenidate/);
    expect(checkIngredients("DMAA").hits[0]?.medicine).toBeUndefined();
  });
});

describe("each erratum", () => {
  const byId = new Map(LIST_AUDIT.errata.map((e) => [e.id, e]));

  it("is listed with its kind, and cites at least one page read on a given day", () => {
    expect(LIST_AUDIT.errata.map((e) => `${e.kind}:${e.id}`)).toEqual([
      "wrong-entry:pulmicort-under-modafinil",
      "different-compound:enobosarm-pyrrole-carboxamide",
      "different-compound:rad150-chloropentyl-xylidide-1",
      "different-compound:rad150-chloropentyl-xylidide-2",
      "different-compound:vosilasarm-chlorobutyl-xylidide",
      "different-compound:bmpea-4-methylphenylethylamine",
      "different-compound:mephedrone-buphedrone",
      "different-compound:mephedrone-ethcathinone",
      "different-compound:mephedrone-n-n-dimethylcathinone",
      "different-compound:mephedrone-3-methylmethcathinone",
      "different-compound:pentedrone-4-methylbuphedrone",
      "shared-name:cp47497-listed-twice",
      "shared-name:cp47497-dimethylheptyl-listed-twice",
      "different-compound:cp47497-c8-homologue",
      "shared-name:dob-brolamfetamine-full-name",
      "shared-name:dob-brolamfetamine-abbreviation",
      "run-together:hydrafinil-run-together",
      "different-compound:andarine-tetrathietane",
      "different-compound:dmba-pentanediamine",
      "different-compound:mda-n-hydroxy",
      "different-compound:octopamine-aminoethyl-1",
      "different-compound:octopamine-aminoethyl-2",
      "different-compound:p-methylcyclopropylfentanyl-phenylpiperidine",
      "different-compound:s23-tetrahydroisoquinoline-1",
      "different-compound:s23-tetrahydroisoquinoline-2",
      "different-compound:s23-tetrahydroisoquinoline-3",
      "different-compound:s23-tetrahydroisoquinoline-4",
      "different-compound:s23-ostarine-name",
      "different-compound:sunifiram-benzyl",
      "different-compound:testosterone-11-keto",
      "different-compound:5-meo-dmt-4-methoxy",
      "different-compound:5-meo-dipt-dipropyl",
      "different-compound:ipriflavone-flavone",
      "different-compound:amt-n-methyltryptamine",
      "different-compound:bmpea-alpha-benzylethylamine",
      "different-compound:det-mipt",
      "different-compound:dmha-5-methylheptane",
      "different-compound:dom-2c-g",
      "different-compound:tma-tma-2",
      "different-compound:tma-tma-6",
      "different-compound:piracetam-acetamido",
    ]);
    expect(LIST_AUDIT.errata.filter((e) => e.evidence.some((ev) => !/^https?:\/\//.test(ev.url) || !/^\d{4}-\d{2}-\d{2}$/.test(ev.read)))).toEqual([]);
    // A structural finding says what the structure reading showed.
    expect(LIST_AUDIT.errata.filter((e) => e.derivation).length).toBe(24);
  });

  it("Pulmicort still answers modafinil, with the note naming budesonide", () => {
    const [hit] = audited().screenText("Pulmicort Flexhaler");
    expect(hit).toMatchObject({ entryName: "modafinil", term: "Pulmicort", found: "Pulmicort" });
    expect(hit?.note).toEqual({
      erratumId: "pulmicort-under-modafinil",
      kind: "wrong-entry",
      note: "The DoD list names Pulmicort under modafinil, but Pulmicort is a budesonide inhaler brand (FDA label and NDC directory). Check with your provider before changing any prescribed medicine.",
      sources: [
        // Our parsed copy is cited as the official page a reader can check, with our copy's date.
        { title: "DoD Prohibited Dietary Supplement Ingredients list on OPSS (our copy retrieved March 15, 2026)", url: "https://www.opss.org/dod-prohibited-dietary-supplement-ingredients" },
        ...(byId.get("pulmicort-under-modafinil")?.evidence.slice(1).map(({ title, url }) => ({ title, url })) ?? []),
      ],
    });
    expect(JSON.stringify(hit?.note?.sources)).not.toContain("gooosetavo");
  });

  it.each([
    ["enobosarm-pyrrole-carboxamide", "enobosarm"],
    ["rad150-chloropentyl-xylidide-1", "RAD-150"],
    ["rad150-chloropentyl-xylidide-2", "RAD-150"],
    ["vosilasarm-chlorobutyl-xylidide", "vosilasarm"],
    ["bmpea-4-methylphenylethylamine", "BMPEA"],
    ["mephedrone-buphedrone", "mephedrone"],
    ["mephedrone-ethcathinone", "mephedrone"],
    ["mephedrone-n-n-dimethylcathinone", "mephedrone"],
    ["mephedrone-3-methylmethcathinone", "mephedrone"],
    ["pentedrone-4-methylbuphedrone", "pentedrone"],
    ["cp47497-listed-twice", "5-(1,1-dimethylheptyl)-2-[(1R,3S)-3-hydroxycyclohexyl]-phenol"],
    ["cp47497-dimethylheptyl-listed-twice", "CP-47,497"],
    ["cp47497-c8-homologue", "CP-47,497"],
    ["dob-brolamfetamine-full-name", "brolamfetamine"],
    ["dob-brolamfetamine-abbreviation", "brolamfetamine"],
    ["andarine-tetrathietane", "andarine"],
    ["dmba-pentanediamine", "DMBA"],
    ["mda-n-hydroxy", "MDA"],
    ["octopamine-aminoethyl-1", "octopamine"],
    ["octopamine-aminoethyl-2", "octopamine"],
    ["p-methylcyclopropylfentanyl-phenylpiperidine", "para-methylcyclopropyl fentanyl"],
    ["s23-tetrahydroisoquinoline-1", "S-23"],
    ["s23-tetrahydroisoquinoline-2", "S-23"],
    ["s23-tetrahydroisoquinoline-3", "S-23"],
    ["s23-tetrahydroisoquinoline-4", "S-23"],
    ["s23-ostarine-name", "S-23"],
    ["sunifiram-benzyl", "sunifiram"],
    ["testosterone-11-keto", "testosterone"],
    ["5-meo-dmt-4-methoxy", "5-MeO-DMT"],
    ["5-meo-dipt-dipropyl", "5-MeO-DIPT"],
    ["ipriflavone-flavone", "7-isopropoxyisoflavone"],
    ["amt-n-methyltryptamine", "alpha-methyltryptamine"],
    ["bmpea-alpha-benzylethylamine", "BMPEA"],
    ["det-mipt", "diethyltryptamine"],
    ["dmha-5-methylheptane", "DMHA"],
    ["dom-2c-g", "DOM"],
    ["tma-tma-2", "TMA"],
    ["tma-tma-6", "TMA"],
    ["piracetam-acetamido", "piracetam"],
  ])("%s: the name still matches %s, and the answer carries the note", (id, entryName) => {
    const erratum = byId.get(id);
    const term = erratum?.term ?? "";
    // In free text the entry's first listed name found carries its note (a longer variant of one
    // questioned name shows the same note); a search for the exact name shows this erratum.
    const hit = audited()
      .screenText(term)
      .find((h) => h.entryName === entryName);
    expect(hit?.note?.note).toBe(erratum?.note);
    const exact = audited()
      .searchProhibited(term)
      .find((r) => r.entryName === entryName);
    expect(exact?.match).toBe("exact");
    expect(exact?.note?.erratumId).toBe(id);
    expect(erratumStatus(BUNDLED_LIST, erratum ?? LIST_AUDIT.errata[0], compactKey)).toBe("open");
  });

  it("hydrafinil-run-together: the label term is split into its two names, each matched without a note", () => {
    const entry = audited()
      .entries()
      .find((e) => e.name === "9-hydroxyfluorene");
    expect(entry?.labelTerms).toEqual([]);
    // "9 hydroxyfluorene" is the entry's own name, and "9-fluorenol" the same name as "9 fluorenol".
    expect(entry?.otherNames).toEqual(["9 fluorenol", "fluoren-9-ol", "fluorenol", "hydrafinil"]);
    const [hit] = audited().screenText("Hydrafinil 9 hydroxyfluorene");
    expect(hit).toMatchObject({ entryName: "9-hydroxyfluorene", found: "Hydrafinil" });
    expect(hit?.note).toBeUndefined();
  });

  it("is moot in a version that no longer files the name there, and only that one", () => {
    const fixed: ProhibitedListData = {
      ...BUNDLED_LIST,
      entries: BUNDLED_LIST.entries.map((e) => (e.name === "modafinil" ? { ...e, otherNames: e.otherNames.filter((n) => n !== "Pulmicort") } : e)),
    };
    const statuses = LIST_AUDIT.errata.map((e) => [e.id, erratumStatus(fixed, e, compactKey)]);
    expect(statuses.filter(([, s]) => s === "resolved")).toEqual([["pulmicort-under-modafinil", "resolved"]]);
    const withoutEntry = { ...BUNDLED_LIST, entries: BUNDLED_LIST.entries.filter((e) => e.name !== "mephedrone") };
    expect(LIST_AUDIT.errata.filter((e) => erratumStatus(withoutEntry, e, compactKey) === "resolved").map((e) => e.id)).toEqual([
      "mephedrone-buphedrone",
      "mephedrone-ethcathinone",
      "mephedrone-n-n-dimethylcathinone",
      "mephedrone-3-methylmethcathinone",
    ]);
  });

  it("drops a name only as a parse error, and only while the list still carries it", () => {
    const list: ProhibitedListData = { ...BUNDLED_LIST, entries: [{ name: "DMAA", otherNames: ["Geranamine", "Gerananine"], labelTerms: [], reason: "", reasons: ["FDA Statement"] }] };
    const evidence = [{ title: "Source data", url: "https://example.org/data.json", read: "2026-11-26", says: "Lists Geranamine, not Gerananine." }];
    const parseError = { id: "dmaa-typo", kind: "parse-error" as const, entry: "DMAA", term: "Gerananine", note: "Not in the source.", verdict: "Dropped.", evidence };
    const prepared = prepareList(list, [parseError], compactKey);
    expect(prepared.list.entries[0]?.otherNames).toEqual(["Geranamine"]);
    expect(prepared.dropped).toEqual([{ entry: "DMAA", term: "Gerananine", erratumId: "dmaa-typo" }]);
    expect(errataFileSchema.safeParse({ ...LIST_AUDIT, errata: [{ ...parseError, evidence: [] }] }).success).toBe(false);
  });
});

describe("the list's entries as the checker reads them", () => {
  it("every entry has a reason line: 790 in the list's words, 90 from its category, none without", () => {
    const entries = audited().entries();
    expect(entries.filter((e) => e.reason.trim() === "")).toEqual([]);
    expect(entries.filter((e) => e.reason === NO_REASON).length).toBe(0);
    const fromCategory = entries.filter((e) => e.reason.startsWith("The list gives no reason in words"));
    expect(fromCategory.length).toBe(90);
    expect(entries.find((e) => e.name === "AOD-9604")).toMatchObject({
      reason: "The list gives no reason in words; it files this under WADA S2: Peptide Hormones, Growth Factors, etc.; DoDI 1010.16.",
      reasonSources: [
        { title: "WADA Prohibited List S2: Peptide Hormones, Growth Factors, etc.", url: "https://www.wada-ama.org/en/prohibited-list" },
        { title: "Use or misuse prohibited under DoDI 1010.16", url: "https://www.esd.whs.mil/directives/issuances/dodi" },
      ],
    });
    expect(entries.find((e) => e.name === "Amanita muscaria")).toMatchObject({
      reason: "The list gives no reason in words; it files this under Military policy.",
      reasonSources: [],
    });
    expect(entries.filter((e) => /[a-z]\.[A-Z]|[a-z]Unapproved|[a-z]Prescription|[a-z]FDA /.test(e.reason)).map((e) => e.reason)).toEqual([]);
  });

  it("names are NFKC with plain hyphens and spaces, and each name is listed once per entry", () => {
    const entries = audited().entries();
    const names = entries.flatMap((e) => [e.name, ...e.otherNames, ...e.labelTerms]);
    expect(names.filter((n) => n !== cleanText(n))).toEqual([]);
    expect(names.filter((n) => /[\u00A0\u00AD\u2010-\u2015\u2212]/.test(n))).toEqual([]);
    const repeated = entries.filter((e) => {
      const keys = [e.name, ...e.otherNames, ...e.labelTerms].map(compactKey);
      return new Set(keys).size !== keys.length;
    });
    expect(repeated).toEqual([]);
  });

  it("a name under two entries is one the source lists twice, and an erratum says so", () => {
    const owners = new Map<string, string[]>();
    for (const e of audited().entries()) for (const t of new Set([e.name, ...e.otherNames, ...e.labelTerms].map(compactKey))) owners.set(t, [...(owners.get(t) ?? []), e.name]);
    const shared = [...owners].filter(([, o]) => o.length > 1).map(([key]) => key);
    const explained = new Set(LIST_AUDIT.errata.map((e) => compactKey(e.term)));
    expect(shared.length).toBe(6);
    expect(shared.filter((key) => !explained.has(key))).toEqual([]);
  });
});
