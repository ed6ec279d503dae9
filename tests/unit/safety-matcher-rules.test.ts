import { describe, expect, it } from "vitest";
import { NO_REASON, reasonOf } from "~/domain/safety/entry-reason";
import { compactKey, editDistance } from "~/domain/safety/match-keys";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import type { ProhibitedHit, ProhibitedListData, ProhibitedMatchKind, ProhibitedSearchResult } from "~/domain/safety/types";

/*
 * The matcher's rules, one at a time, over tiny hand-made lists: each test builds its own index,
 * so every expected value follows from the rules and the few names listed. Names are real where
 * a rule allows; a few are invented where a rule needs two names a set number of edits apart
 * (those say so). tests/unit/safety-matcher.test.ts covers the shared matcher over our full copy.
 */

type RawEntry = ProhibitedListData["entries"][number];

const REASON = "WADA S6: Stimulants";

function entry(name: string, more: Partial<RawEntry> = {}): RawEntry {
  return { name, otherNames: [], labelTerms: [], reason: REASON, reasons: [], ...more };
}

function listOf(entries: RawEntry[]): ProhibitedListData {
  return { source: "Hand-made test list", retrieved: "2026-11-01", license: "MIT (test)", entries };
}

function matcherOf(...entries: RawEntry[]) {
  return createProhibitedMatcher(listOf(entries));
}

function hit(entryId: string, entryName: string, term: string, found: string, fuzzy = false): ProhibitedHit {
  return { entryId, entryName, term, found, reason: REASON, fuzzy };
}

function result(
  entryId: string,
  entryName: string,
  term: string,
  match: ProhibitedMatchKind,
  otherNames: string[] = [],
): ProhibitedSearchResult {
  return { entryId, entryName, term, match, reason: REASON, otherNames };
}

describe("compact keys", () => {
  it("folds ASCII letters to lower case, keeps digits and drops every other ASCII character", () => {
    // The neighbours of A-Z, a-z and 0-9 in ASCII are separators.
    expect(compactKey("@A[Z`a{z/0:9")).toBe("azaz09");
    expect(compactKey("1,3-DMAA")).toBe("13dmaa");
  });

  it("folds accented, Greek, compatibility and astral letters to ASCII", () => {
    expect(compactKey("Café")).toBe("cafe");
    expect(compactKey("ΑΒΓΔΚΩ αβγδκω")).toBe("alphabetagammadeltakappaomegaalphabetagammadeltakappaomega");
    expect(compactKey("Ⅻ ﬁ ²")).toBe("xiifi2");
    expect(compactKey("Ｄｍａａ")).toBe("dmaa");
    expect(compactKey("𝐝𝐦𝐚𝐚")).toBe("dmaa");
  });

  it("drops characters that fold to no ASCII letter or digit", () => {
    // "½" folds to "1⁄2", which is not letters and digits only; ε and µ are not in the Greek table.
    expect(compactKey("½ ß ø æ ε µ — 😀 \u00a0 \u0080")).toBe("");
    expect(compactKey("a½b")).toBe("ab");
  });
});

describe("reading free text", () => {
  it("reports the text as written, with astral characters and Greek letters whole", () => {
    const matcher = matcherOf(entry("DMAA"), entry("Phenibut", { otherNames: ["β-Phenyl-GABA"] }));
    expect(matcher.screenText("𝐝𝐦𝐚𝐚 50 mg")).toEqual([hit("dmaa", "DMAA", "DMAA", "𝐝𝐦𝐚𝐚")]);
    expect(matcher.screenText("😀DMAA😀")).toEqual([hit("dmaa", "DMAA", "DMAA", "DMAA")]);
    expect(matcher.screenText("Blend: Β-phenyl-GABA 250 mg")).toEqual([
      hit("phenibut", "Phenibut", "β-Phenyl-GABA", "Β-phenyl-GABA"),
    ]);
    expect(matcher.screenText("Café DMAA.")).toEqual([hit("dmaa", "DMAA", "DMAA", "DMAA")]);
  });

  it("reads styled capitals as their letters, as it reads styled lower case", () => {
    const matcher = matcherOf(entry("DMAA"));
    expect(matcher.screenText("𝐃𝐌𝐀𝐀 50 mg")).toEqual([hit("dmaa", "DMAA", "DMAA", "𝐃𝐌𝐀𝐀")]);
    expect(matcher.screenText("Ｄｍａａ")).toEqual([hit("dmaa", "DMAA", "DMAA", "Ｄｍａａ")]);
  });

  it("counts ASCII and Unicode whitespace as space, and everything else between letters as punctuation", () => {
    const matcher = matcherOf(entry("DMAA"));
    const found = (text: string) => matcher.screenText(text).map((h) => h.found);
    // "dmaa" is short and listed without a space: punctuation may split it, whitespace may not.
    expect(
      ["DM-AA", "DM\u0008AA", "DM\u000eAA", "DM\u0080AA", "DM—AA", "DM😀AA"].map(found),
    ).toEqual([["DM-AA"], ["DM\u0008AA"], ["DM\u000eAA"], ["DM\u0080AA"], ["DM—AA"], ["DM😀AA"]]);
    expect(["DM AA", "DM\tAA", "DM\nAA", "DM\u000bAA", "DM\rAA", "DM\u00a0AA", "DM\u2003AA"].map(found)).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe("the list's entries", () => {
  it("slugs names into ids, numbering repeated ones from 2", () => {
    const matcher = matcherOf(entry("Hemp"), entry("Hemp"), entry("Hemp 2"), entry("Hemp"), entry("DMAA (1,3)"));
    expect(matcher.entries().map((e) => e.id)).toEqual(["hemp", "hemp-2", "hemp-2-2", "hemp-3", "dmaa-1-3"]);
  });

  it("keeps names and terms as listed, with the list's reason, else its category, else a plain sentence", () => {
    const list = listOf([
      entry("Trenbolone", {
        otherNames: ["Trenbolone acetate"],
        labelTerms: ["Tren"],
        reason: "Controlled substance: Schedule III",
        reasons: ["DEA Schedule III", "WADA S1: Anabolic Agents"],
      }),
      entry("Ephedra", { reason: "FDA ban, 2004", reasons: [] }),
      entry("Kratom", { reason: "", reasons: [] }),
      entry("Ipamorelin", { reason: "", reasons: ["WADA  S2: Peptide Hormones", "Military policy"] }),
    ]);
    const categoryLinks = [
      { category: "WADA S2: Peptide Hormones", title: "WADA Prohibited List S2", url: "https://www.wada-ama.org/en/prohibited-list" },
      { category: "DEA Schedule III", title: "DEA schedules", url: "https://www.deadiversion.usdoj.gov/schedules/schedules.html" },
    ];
    const matcher = createProhibitedMatcher(list, { errata: [], categoryLinks, version: "Bundled copy" });
    expect(matcher.entries()).toEqual([
      {
        id: "trenbolone",
        name: "Trenbolone",
        otherNames: ["Trenbolone acetate"],
        labelTerms: ["Tren"],
        // The schedule alone never says what it is: the list's anabolic category is named too.
        reason: "Controlled substance: Schedule III; WADA lists it as an anabolic agent (S1)",
        reasonSources: [],
      },
      { id: "ephedra", name: "Ephedra", otherNames: [], labelTerms: [], reason: "FDA ban, 2004", reasonSources: [] },
      { id: "kratom", name: "Kratom", otherNames: [], labelTerms: [], reason: NO_REASON, reasonSources: [] },
      {
        id: "ipamorelin",
        name: "Ipamorelin",
        otherNames: [],
        labelTerms: [],
        reason: "The list gives no reason in words; it files this under WADA S2: Peptide Hormones; Military policy.",
        reasonSources: [{ title: "WADA Prohibited List S2", url: "https://www.wada-ama.org/en/prohibited-list" }],
      },
    ]);
    expect(NO_REASON).toBe("The list gives no reason; it is prohibited all the same.");
    expect(reasonOf({ reason: "WADA S2: Peptide Hormones, Growth Factors, etc.Unapproved drug", reasons: [] }).reason).toBe(
      "WADA S2: Peptide Hormones, Growth Factors, etc.; Unapproved drug",
    );
  });

  it("describes the list it was built from and which version it is", () => {
    const matcher = matcherOf(entry("DMAA"), entry("Ephedra"), entry("Kratom"));
    expect(matcher.info()).toEqual({
      version: "Bundled copy",
      date: "2026-11-01",
      source: "Hand-made test list",
      retrieved: "2026-11-01",
      license: "MIT (test)",
      officialUrl: "https://www.opss.org/dod-prohibited-dietary-supplement-ingredients",
      entryCount: 3,
    });
    const dated = createProhibitedMatcher({ ...listOf([entry("DMAA")]), retrieved: "2026-03-15 (commit 2f79f50)" }, { errata: [], categoryLinks: [], version: "Version 4" });
    expect(dated.info()).toMatchObject({ version: "Version 4", date: "2026-03-15" });
  });
});

describe("exact names in free text", () => {
  it("reports one hit per entry, with the first term found, in order of appearance", () => {
    const matcher = matcherOf(entry("DMHA", { otherNames: ["Octodrine"] }), entry("DMAA"));
    expect(matcher.screenText("DMAA, then octodrine and DMHA, then DMAA")).toEqual([
      hit("dmaa", "DMAA", "DMAA", "DMAA"),
      hit("dmha", "DMHA", "Octodrine", "octodrine"),
    ]);
  });

  it("reports every entry that lists the same term", () => {
    const matcher = matcherOf(entry("DMHA", { otherNames: ["Octodrine"] }), entry("2-Aminoisoheptane", { otherNames: ["Octodrine"] }));
    expect(matcher.screenText("octodrine")).toEqual([
      hit("dmha", "DMHA", "Octodrine", "octodrine"),
      hit("2-aminoisoheptane", "2-Aminoisoheptane", "Octodrine", "octodrine"),
    ]);
  });

  it("indexes a term once per entry: the first spelling of a key sets its spacing", () => {
    const matcher = matcherOf(entry("DMAA", { otherNames: ["DM AA"] }));
    expect(matcher.screenText("dmaa")).toEqual([hit("dmaa", "DMAA", "DMAA", "dmaa")]);
    expect(matcher.screenText("DM AA")).toEqual([]);
    // The second spelling is the same name: an entry lists each name once (app/domain/safety/errata.ts).
    expect(matcher.searchProhibited("dm aa")).toEqual([result("dmaa", "DMAA", "DMAA", "exact", [])]);
  });

  it("matches keys longer than the prefix index holds, up to the longest key", () => {
    const matcher = matcherOf(entry("DMAA", { otherNames: ["Dimethylamylamine", "1,3-Dimethylamylamine"] }));
    expect(matcher.screenText("Contains 1,3-dimethylamylamine.")).toEqual([
      hit("dmaa", "DMAA", "1,3-Dimethylamylamine", "1,3-dimethylamylamine"),
    ]);
  });

  it("never matches ambiguous terms in free text: one character, two letters, or listed everyday words", () => {
    const matcher = matcherOf(
      entry("Ketamine", { otherNames: ["K"] }),
      entry("Somatropin", { otherNames: ["GH"] }),
      entry("Methamphetamine", { otherNames: ["Ice", "Speed"] }),
      entry("Desomorphine", { otherNames: ["Crocodile"] }),
      entry("Andarine", { labelTerms: ["S-4"] }),
    );
    expect(matcher.screenText("Vitamin K, GH, ice, speed, crocodile, a crocodle")).toEqual([]);
    // Two characters with a digit are not ambiguous.
    expect(matcher.screenText("S-4 (andarine)")).toEqual([hit("andarine", "Andarine", "S-4", "S-4")]);
  });

  it("does not re-read a listed everyday word with typos as another name", () => {
    // "Mediatore" is invented: one letter more than the ambiguous "Mediator".
    const matcher = matcherOf(entry("Benfluorex", { otherNames: ["Mediator"] }), entry("Mediatore"));
    expect(matcher.screenText("mediator")).toEqual([]);
    expect(matcher.screenText("mediatora")).toEqual([hit("mediatore", "Mediatore", "Mediatore", "mediatora", true)]);
  });
});

describe("spacing", () => {
  it("lets a short key have whitespace only where the listed term had it, and punctuation anywhere", () => {
    const matcher = matcherOf(entry("Ibutamoren", { labelTerms: ["MK 677"] }));
    const found = (text: string) => matcher.screenText(text).map((h) => h.found);
    expect(["MK 677", "MK-677", "mk677", "M-K 677", "M K677", "MK 6 77"].map(found)).toEqual([
      ["MK 677"],
      ["MK-677"],
      ["mk677"],
      ["M-K 677"],
      [],
      [],
    ]);
  });

  it("gives a short key listed without spaces no whitespace at all", () => {
    const matcher = matcherOf(entry("DMAA", { labelTerms: ["1,3-DMAA"] }));
    expect(matcher.screenText("1,3-DMAA")).toEqual([hit("dmaa", "DMAA", "1,3-DMAA", "1,3-DMAA")]);
    // Spaced out, only the bare name matches.
    expect(matcher.screenText("1 3 DMAA")).toEqual([hit("dmaa", "DMAA", "DMAA", "DMAA")]);
  });

  it("lets keys of 8 or more characters span any spacing, and shorter ones not", () => {
    const matcher = matcherOf(entry("Andarine"), entry("Ephedra"));
    expect(matcher.screenText("Anda rine")).toEqual([hit("andarine", "Andarine", "Andarine", "Anda rine")]);
    expect(matcher.screenText("an da\tri ne")).toEqual([hit("andarine", "Andarine", "Andarine", "an da\tri ne")]);
    expect(matcher.screenText("Ephe dra")).toEqual([]);
  });

  it("reads a long key across a space after 'the', 'my' or 'this' as two words of a sentence", () => {
    const matcher = matcherOf(entry("thebacon", { otherNames: ["Acedicon"] }), entry("Andarine"));
    expect(matcher.screenText("im on the bacon and eggs no bread thing")).toEqual([]);
    expect(matcher.screenText("thebacon")).toEqual([hit("thebacon", "thebacon", "thebacon", "thebacon")]);
    expect(matcher.screenText("my andarine")).toEqual([hit("andarine", "Andarine", "Andarine", "andarine")]);
  });
});

describe("typos in free text", () => {
  const list = [entry("Ephedra"), entry("DMHA", { otherNames: ["Octodrine"] }), entry("Enclomiphene"), entry("Kratom")];

  it("lists a name found through a typo where it appears, before a later exact name", () => {
    const matcher = matcherOf(entry("Ephedra"), entry("DMAA"));
    expect(matcher.screenText("ephdera and DMAA")).toEqual([
      hit("ephedra", "Ephedra", "Ephedra", "ephdera", true),
      hit("dmaa", "DMAA", "DMAA", "DMAA"),
    ]);
  });

  it("tolerates one edit from 7 letters, none below, and only in words at least that long", () => {
    const matcher = matcherOf(...list);
    expect(matcher.screenText("ephdera")).toEqual([hit("ephedra", "Ephedra", "Ephedra", "ephdera", true)]);
    expect(matcher.screenText("ephedar")).toEqual([hit("ephedra", "Ephedra", "Ephedra", "ephedar", true)]);
    expect(matcher.screenText("ephdra")).toEqual([]);
    // "kratom" has 6 letters: no typo reaches it, not even a 7-letter word.
    expect(matcher.screenText("kratoms kratm")).toEqual([]);
    expect(matcher.screenText("octodrin")).toEqual([hit("dmha", "DMHA", "Octodrine", "octodrin", true)]);
    expect(matcher.screenText("octodrinne")).toEqual([hit("dmha", "DMHA", "Octodrine", "octodrinne", true)]);
    expect(matcher.screenText("octodrine")).toEqual([hit("dmha", "DMHA", "Octodrine", "octodrine")]);
  });

  it("tolerates two edits from 12 letters, and one at 11", () => {
    const matcher = matcherOf(...list);
    expect(matcher.screenText("enklomiphane")).toEqual([
      hit("enclomiphene", "Enclomiphene", "Enclomiphene", "enklomiphane", true),
    ]);
    expect(matcher.screenText("enclomiphen")).toEqual([
      hit("enclomiphene", "Enclomiphene", "Enclomiphene", "enclomiphen", true),
    ]);
    expect(matcher.screenText("enclomifene")).toEqual([]);
  });

  it("reaches keys of 10 letters from 12-letter words, and finds nothing when no long key shares the initial", () => {
    const matcher = matcherOf(entry("Clomiphene"), entry("Enclomiphene"));
    expect(matcher.screenText("clomiphenine")).toEqual([hit("clomiphene", "Clomiphene", "Clomiphene", "clomiphenine", true)]);
    expect(matcher.screenText("multivitamins")).toEqual([]);
  });

  it("never changes the first letter", () => {
    const matcher = matcherOf(...list);
    expect(matcher.screenText("xctodrine ophedra")).toEqual([]);
  });

  it("reads hyphen-joined words as one word, but not words apart", () => {
    const matcher = matcherOf(...list);
    expect(matcher.screenText("octo-drin")).toEqual([hit("dmha", "DMHA", "Octodrine", "octo-drin", true)]);
    expect(matcher.screenText("octo drin")).toEqual([]);
  });

  it("leaves words and keys with digits to exact matching", () => {
    const matcher = matcherOf(...list, entry("2-Aminoisoheptane"));
    expect(matcher.screenText("octodrin2")).toEqual([]);
    expect(matcher.screenText("2-aminoisoheptan")).toEqual([]);
  });

  it("never turns a common supplement ingredient into a listed name", () => {
    // "Citrullene" is invented: one letter from "citrulline".
    const matcher = matcherOf(entry("Citrullene"));
    expect(matcher.screenText("L-citrulline")).toEqual([]);
    expect(matcher.screenText("citrullane")).toEqual([hit("citrullene", "Citrullene", "Citrullene", "citrullane", true)]);
  });

  it("does not re-read words already matched exactly, alone or joined by a hyphen", () => {
    // "Rauwolscina" is invented: one letter from "rauwolscine".
    const matcher = matcherOf(entry("Rauwolscine extract"), entry("Rauwolscina"), entry("Ephedra"), entry("Ephedra sinica"));
    expect(matcher.screenText("rauwolscine extract")).toEqual([
      hit("rauwolscine-extract", "Rauwolscine extract", "Rauwolscine extract", "rauwolscine extract"),
    ]);
    expect(matcher.screenText("rauwolscine")).toEqual([hit("rauwolscina", "Rauwolscina", "Rauwolscina", "rauwolscine", true)]);
    expect(matcher.screenText("ephedra-sinice")).toEqual([hit("ephedra", "Ephedra", "Ephedra", "ephedra")]);
    expect(matcher.screenText("ephedra-sinica")).toEqual([
      hit("ephedra", "Ephedra", "Ephedra", "ephedra"),
      hit("ephedra-sinica", "Ephedra sinica", "Ephedra sinica", "ephedra-sinica"),
    ]);
  });

  it("between two names one edit away, takes the one whose difference comes first in the word", () => {
    // Mestanolone and mesterolone are both listed steroids; "mestarolone" is one letter from each.
    const matcher = matcherOf(entry("Mestanolone"), entry("Mesterolone"));
    expect(matcher.screenText("mestarolone")).toEqual([hit("mesterolone", "Mesterolone", "Mesterolone", "mestarolone", true)]);
  });
});

describe("edit distance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("ephedra", "ephedra", 1)).toBe(0);
    expect(editDistance("ephdera", "ephedra", 1)).toBe(1);
    expect(editDistance("abcdef", "badcfe", 5)).toBe(3);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("abcd", "wxyz", 4)).toBe(4);
    expect(editDistance("", "abc", 3)).toBe(3);
    expect(editDistance("abc", "", 3)).toBe(3);
    // Optimal string alignment: a swapped pair is not edited again.
    expect(editDistance("ca", "abc", 3)).toBe(3);
  });

  it("stops at max + 1", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("ephdera", "ephedra", 0)).toBe(1);
    // Lengths alone differ by more than max.
    expect(editDistance("abc", "abcdef", 2)).toBe(3);
  });
});

describe("searching the list by name", () => {
  it("ranks exact names, then prefixes, then substrings, then typos", () => {
    const matcher = matcherOf(
      entry("Methcathinone", { otherNames: ["Ephedrone"] }),
      entry("Pseudoephedrine"),
      entry("Ephedra", { otherNames: ["Ephedrine alkaloids"] }),
      entry("Ephedrine"),
    );
    expect(matcher.searchProhibited("Ephedrine")).toEqual([
      result("ephedrine", "Ephedrine", "Ephedrine", "exact"),
      result("ephedra", "Ephedra", "Ephedrine alkaloids", "prefix", ["Ephedrine alkaloids"]),
      result("pseudoephedrine", "Pseudoephedrine", "Pseudoephedrine", "contains"),
      result("methcathinone", "Methcathinone", "Ephedrone", "fuzzy", ["Ephedrone"]),
    ]);
  });

  it("shows each entry by its closest term: a shorter term wins only at the same number of edits", () => {
    const matcher = matcherOf(entry("Trenbolone", { otherNames: ["Trenbolon"] }));
    // "trenbolonne" is one edit from "trenbolone" and two from "trenbolon".
    expect(matcher.searchProhibited("trenbolonne")).toEqual([result("trenbolone", "Trenbolone", "Trenbolone", "fuzzy", ["Trenbolon"])]);
  });

  it("matches prefixes from 3 characters and substrings from 4", () => {
    const matcher = matcherOf(entry("DMHA", { otherNames: ["Octodrine"] }), entry("Octopamine"));
    expect(matcher.searchProhibited("oc")).toEqual([]);
    expect(matcher.searchProhibited("oct")).toEqual([
      result("dmha", "DMHA", "Octodrine", "prefix", ["Octodrine"]),
      result("octopamine", "Octopamine", "Octopamine", "prefix"),
    ]);
    expect(matcher.searchProhibited("dri")).toEqual([]);
    expect(matcher.searchProhibited("drin")).toEqual([result("dmha", "DMHA", "Octodrine", "contains", ["Octodrine"])]);
  });

  it("tolerates one edit from 5 characters and two from 9", () => {
    const matcher = matcherOf(entry("Kratom"), entry("DMHA", { otherNames: ["Octodrine"] }));
    expect(matcher.searchProhibited("krtm")).toEqual([]);
    // "dmah" is one swap from "dmha", but 4 characters allow none.
    expect(matcher.searchProhibited("dmah")).toEqual([]);
    expect(matcher.searchProhibited("kratm")).toEqual([result("kratom", "Kratom", "Kratom", "fuzzy")]);
    expect(matcher.searchProhibited("octadrin")).toEqual([]);
    expect(matcher.searchProhibited("octodrin")).toEqual([result("dmha", "DMHA", "Octodrine", "prefix", ["Octodrine"])]);
    expect(matcher.searchProhibited("octdrine")).toEqual([result("dmha", "DMHA", "Octodrine", "fuzzy", ["Octodrine"])]);
    expect(matcher.searchProhibited("octadrina")).toEqual([result("dmha", "DMHA", "Octodrine", "fuzzy", ["Octodrine"])]);
  });

  it("orders equal matches by edits, then key length, then term", () => {
    // "Trenbolon" is the German spelling: two edits from "trenbolonne", "Trenbolone" one.
    const byEdits = matcherOf(entry("Trenbolon"), entry("Trenbolone"));
    expect(byEdits.searchProhibited("trenbolonne")).toEqual([
      result("trenbolone", "Trenbolone", "Trenbolone", "fuzzy"),
      result("trenbolon", "Trenbolon", "Trenbolon", "fuzzy"),
    ]);
    const byTerm = matcherOf(entry("Androstenediol"), entry("Androisoxazole"));
    expect(byTerm.searchProhibited("andro")).toEqual([
      result("androisoxazole", "Androisoxazole", "Androisoxazole", "prefix"),
      result("androstenediol", "Androstenediol", "Androstenediol", "prefix"),
    ]);
  });

  it("gives one result per entry, with its best term", () => {
    const matcher = matcherOf(
      entry("DMHA", { otherNames: ["Octodrine hydrochloride", "Octodrine"], labelTerms: ["Octodrina"] }),
      entry("Octopamine", { otherNames: ["Octopamine hydrochloride"] }),
      entry("Synephrine", { labelTerms: ["Octopamine N-methyl derivative", "Methyloctopamine"] }),
    );
    expect(matcher.searchProhibited("octo")).toEqual([
      result("dmha", "DMHA", "Octodrine", "prefix", ["Octodrine hydrochloride", "Octodrine"]),
      result("octopamine", "Octopamine", "Octopamine", "prefix", ["Octopamine hydrochloride"]),
      result("synephrine", "Synephrine", "Octopamine N-methyl derivative", "prefix"),
    ]);
    const fewerEdits = matcherOf(entry("Trenbolon", { otherNames: ["Trenbolone"] }));
    expect(fewerEdits.searchProhibited("trenbolonne")).toEqual([
      result("trenbolon", "Trenbolon", "Trenbolone", "fuzzy", ["Trenbolone"]),
    ]);
  });

  it("finds ambiguous terms only as the exact query", () => {
    const matcher = matcherOf(
      entry("Ketamine", { otherNames: ["K"] }),
      entry("Somatropin", { otherNames: ["GH"] }),
      entry("Methamphetamine", { otherNames: ["Ice", "Speed"] }),
      entry("Desomorphine", { otherNames: ["Crocodile"] }),
    );
    expect(matcher.searchProhibited("K")).toEqual([result("ketamine", "Ketamine", "K", "exact", ["K"])]);
    expect(matcher.searchProhibited("gh")).toEqual([result("somatropin", "Somatropin", "GH", "exact", ["GH"])]);
    expect(matcher.searchProhibited("ICE")).toEqual([
      result("methamphetamine", "Methamphetamine", "Ice", "exact", ["Ice", "Speed"]),
    ]);
    expect(matcher.searchProhibited("spee")).toEqual([]);
    expect(matcher.searchProhibited("crocodle")).toEqual([]);
  });

  it("returns nothing for an empty or punctuation-only query", () => {
    const matcher = matcherOf(entry("DMAA"));
    expect(["", "  ", "!!", "½"].map((q) => matcher.searchProhibited(q))).toEqual([[], [], [], []]);
  });

  it("returns at most the limit, 20 unless told", () => {
    const matcher = matcherOf(...Array.from({ length: 21 }, (_, i) => entry(`Octodrine ${i + 1}`)));
    const ids = (results: ProhibitedSearchResult[]) => results.map((r) => r.entryId);
    expect(ids(matcher.searchProhibited("octo", 2))).toEqual(["octodrine-1", "octodrine-2"]);
    // Shorter keys first (1 to 9), then by term: "Octodrine 10" to "Octodrine 20".
    expect(ids(matcher.searchProhibited("octo"))).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `octodrine-${i + 1}`),
      ...Array.from({ length: 11 }, (_, i) => `octodrine-${i + 10}`),
    ]);
  });
});
